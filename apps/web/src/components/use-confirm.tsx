import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { eventHandler } from '../lib/event-handler';

interface Pending {
  title: string;
  body: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  run: () => Promise<unknown>;
}

/**
 * One confirmation dialog for a page's actions: `ask({ … run })` opens it, the confirm button runs the action
 * (pessimistic: the dialog stays, busy, until the answer).
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      confirmLabel={pending?.confirmLabel}
      danger={pending?.danger}
      busy={busy}
      onClose={() => setPending(null)}
      onConfirm={eventHandler(async () => {
        if (!pending) return;
        setBusy(true);
        try {
          await pending.run();
        } finally {
          setBusy(false);
          setPending(null);
        }
      })}
    >
      {pending?.body}
    </ConfirmDialog>
  );
  return { ask: setPending as (p: Pending) => void, dialog };
}
