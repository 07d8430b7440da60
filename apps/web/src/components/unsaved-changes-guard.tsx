import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While a form is dirty, leaving the page (a link, back/forward, closing the tab) asks first. Navigations that only
 * change the search of the same page (tabs, paging of a nested list) are not blocked.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => when && current.pathname !== next.pathname,
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Modifiche non salvate"
      confirmLabel="Esci senza salvare"
      cancelLabel="Resta nella pagina"
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      Ci sono modifiche non salvate. Uscendo dalla pagina andranno perse.
    </ConfirmDialog>
  );
}
