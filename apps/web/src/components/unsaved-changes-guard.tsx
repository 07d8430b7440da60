import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog';
import * as DETAIL_TEXTS from '@bacheca/domain/messages-detail';

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
      title={DETAIL_TEXTS.UNSAVED_TITLE}
      confirmLabel={DETAIL_TEXTS.UNSAVED_LEAVE}
      cancelLabel={DETAIL_TEXTS.UNSAVED_STAY}
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {DETAIL_TEXTS.UNSAVED_BODY}
    </ConfirmDialog>
  );
}
