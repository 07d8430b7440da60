// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FILTER_DEBOUNCE_MS } from './filter-text-field';
import { filterFields } from './filter-fields';

interface Search {
  city?: string;
  enabled?: boolean;
  zone?: 'NORD' | 'SUD';
}

function Filters({ search, onChange }: { search: Search; onChange: (changes: Partial<Search>) => void }) {
  const field = filterFields(search, onChange);
  return (
    <>
      {field.text('city', 'Città', { width: 150 })}
      {field.bool('enabled', 'Abilitata', { testId: 'filter-on' })}
      {field.select('zone', 'Zona', [
        { value: 'NORD', label: 'Nord' },
        { value: 'SUD', label: 'Sud' },
      ])}
    </>
  );
}

describe('filterFields: a page declares each filter by its key and label', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the search values, under filter-{key} test ids unless told otherwise', () => {
    render(<Filters search={{ city: 'Roma', enabled: true, zone: 'SUD' }} onChange={() => {}} />);
    expect((screen.getByTestId('filter-city') as HTMLInputElement).value).toBe('Roma');
    expect((screen.getByTestId('filter-on') as HTMLInputElement).value).toBe('true');
    expect((screen.getByTestId('filter-zone') as HTMLInputElement).value).toBe('SUD');
    expect(screen.getByLabelText('Città')).toBeTruthy();
  });

  it('a change is one change of its key', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Filters search={{}} onChange={onChange} />);
    fireEvent.change(screen.getByTestId('filter-city'), { target: { value: 'Milano' } });
    act(() => void vi.advanceTimersByTime(FILTER_DEBOUNCE_MS + 10));
    expect(onChange).toHaveBeenCalledWith({ city: 'Milano' });
  });
});
