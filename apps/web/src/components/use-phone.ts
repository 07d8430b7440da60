import { useSyncExternalStore } from 'react';

/**
 * Below MUI's `md` breakpoint (900 px): a phone or a narrow window (the sidebar becomes a temporary drawer,
 * the outlet's banners one line). A plain media query read with `useSyncExternalStore` (MUI's useMediaQuery weighs
 * more in the layout's chunk, which every page loads).
 */
export const PHONE_MEDIA_QUERY = '(max-width:899.95px)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_MEDIA_QUERY)
    : null;

function subscribe(onChange: () => void) {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
