import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { RefusedSystemsDialog, type RefusedSystem } from './refused-systems-dialog';

/**
 * The frame of an action on many systems (bulk edit, cancel / withdraw): its form with "back" and the confirmation,
 * both disabled while the write runs; once the server has refused some systems, the list of those in its place.
 * Test ids: `<prefix>-dialog`, `<prefix>-confirm`, and RefusedSystemsDialog's.
 */
export function SystemsActionDialog({
  prefix,
  title,
  texts,
  refused,
  busy,
  danger = false,
  onConfirm,
  onClose,
  children,
}: {
  prefix: string;
  title: string;
  texts: { BACK: string; CONFIRM: string; CLOSE: string; REFUSED_TITLE: string };
  /** The systems the server refused, once it has answered with some. */
  refused: RefusedSystem[] | null;
  busy: boolean;
  /** The confirmation in the error colour (an action that cannot be undone). */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  if (refused) {
    return (
      <RefusedSystemsDialog
        prefix={prefix}
        title={texts.REFUSED_TITLE}
        closeLabel={texts.CLOSE}
        refused={refused}
        onClose={onClose}
      />
    );
  }

  const titleId = `${prefix}-systems-title`;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      data-testid={`${prefix}-dialog`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {texts.BACK}
        </Button>
        <Button
          color={danger ? 'error' : undefined}
          variant="contained"
          disabled={busy}
          onClick={onConfirm}
          data-testid={`${prefix}-confirm`}
        >
          {texts.CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
