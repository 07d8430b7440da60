import type { ExternalToast } from 'sonner';

/**
 * The application's toasts: sonner's `toast.success/error/info`, with sonner itself loaded outside the start (it is
 * ≈ 10 kB gzip that every page, the login first, evaluated before its first render although no toast shows then).
 * The module is fetched on the first toast, or when the application is idle after its start (`preloadToasts`, from
 * the Toaster in app/providers.tsx), so a toast for a lost connection does not depend on a fetch. A toast requested
 * before sonner is here is shown as soon as it is; the Toaster mounts when it is and sonner replays the active toasts.
 * The one place that imports sonner's values (an ESLint rule).
 */
type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info';

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined; // the next toast tries again
      throw error;
    },
  );
  return loading;
}

function show(kind: Kind) {
  return (message: string, options?: ExternalToast): void => {
    if (sonner) sonner.toast[kind](message, options);
    else
      load().then(
        (module) => module.toast[kind](message, options),
        () => undefined,
      );
  };
}

export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** Fetches sonner ahead of the first toast (the Toaster calls it once the application is idle). */
export function preloadToasts(): void {
  load().catch(() => undefined);
}

/** sonner once loaded, for `useSyncExternalStore` (the Toaster). */
export const loadedSonner = (): Sonner | undefined => sonner;
export function subscribeSonner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
