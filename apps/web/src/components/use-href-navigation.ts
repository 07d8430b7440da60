import { useCallback, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * Click handler for plain anchors pointing inside the app: a client-side navigation, unless the user asked
 * for a new tab or window (modifier keys, middle button).
 */
export function useHrefNavigation() {
  const router = useRouter();
  return useCallback(
    (event: MouseEvent<HTMLElement>, href: string) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void router.navigate({ href });
    },
    [router],
  );
}
