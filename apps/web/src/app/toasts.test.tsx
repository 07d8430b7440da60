// @vitest-environment jsdom
/**
 * The toasts (lib/toast.ts and the Toaster of providers.tsx): sonner outside the start. A toast asked for before
 * sonner is loaded is shown once it is, by the Toaster that Providers mounts then; once loaded, toasts go straight to
 * sonner.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Providers } from './providers';
import { loadedSonner, preloadToasts, subscribeSonner, toast } from '../lib/toast';

afterEach(cleanup);

describe('toast', () => {
  it('shows a toast asked for before sonner is loaded, through the Toaster mounted once it is', async () => {
    expect(loadedSonner()).toBeUndefined();
    const loaded = vi.fn();
    const unsubscribe = subscribeSonner(loaded);
    render(
      <Providers>
        <p>pagina</p>
      </Providers>,
    );
    // nothing of sonner in the page yet: the Toaster waits for the module
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    act(() => toast.error('Sessione scaduta', { id: 'session-end' }));
    // the module is fetched on demand: on a loaded machine that alone can take seconds (a ceiling, not a timing)
    expect(await screen.findByText('Sessione scaduta', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
    unsubscribe();

    // loaded: the same id replaces the toast, and preloading again does nothing more
    preloadToasts();
    act(() => toast.success('Disconnessione effettuata', { id: 'session-end' }));
    expect(await screen.findByText('Disconnessione effettuata', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByText('Sessione scaduta')).toBeNull();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
