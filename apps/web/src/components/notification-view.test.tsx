// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NotificationLink } from './notification-view';

afterEach(cleanup);

describe('the link of a notification', () => {
  it('opens a path of this site in the same tab', () => {
    render(<NotificationLink url="/lotto/job" />);
    const a = screen.getByRole('link', { name: 'Approfondisci' });
    expect(a.getAttribute('href')).toBe('/lotto/job');
    expect(a.getAttribute('target')).toBeNull();
  });
  it('opens another site in a new tab without opener or referrer', () => {
    render(<NotificationLink url="https://www.adm.gov.it/" />);
    const a = screen.getByRole('link', { name: 'Approfondisci' });
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });
  it('shows no link for a stored value that is neither (e.g. saved before the rule)', () => {
    for (const url of ['/\\evil.example/x', '//evil.example', '/%2Fevil.example', 'javascript:alert(1)']) {
      const { container } = render(<NotificationLink url={url} />);
      expect(container.querySelector('a'), url).toBeNull();
      cleanup();
    }
  });
});
