import { useState, type ReactNode } from 'react';
import { toast } from '../lib/toast';
import Alert from '@mui/material/Alert';
import { ConfirmDialog } from './confirm-dialog';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

export interface DeleteConfirmDialogProps {
  open: boolean;
  title: string;
  /** `delete-${testId}-text` and `delete-${testId}-error`. */
  testId: string;
  busy: boolean;
  /** Runs the deletion; calls back with the server's answer or its error. */
  run: (callbacks: {
    onSuccess: (res: { message?: string } | undefined) => void;
    onError: (err: unknown) => void;
  }) => void;
  /** The success toast when the answer carries no message. */
  successText: string;
  /** The error shown in the dialog and as a toast. */
  errorText: (err: unknown) => string;
  onClose: () => void;
  onDeleted?: () => void;
  /** What is about to be deleted and what follows from it. */
  children: ReactNode;
}

/** A deletion confirmation: the server's refusal stays in the dialog (and as a toast), a success closes it. */
export function DeleteConfirmDialog({
  open,
  title,
  testId,
  busy,
  run,
  successText,
  errorText,
  onClose,
  onDeleted,
  children,
}: DeleteConfirmDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={UI_TEXTS.DELETE}
      danger
      busy={busy}
      onClose={close}
      onConfirm={() => {
        setError(null);
        run({
          onSuccess: (res) => {
            toast.success(res?.message || successText);
            close();
            onDeleted?.();
          },
          onError: (err) => {
            const text = errorText(err);
            setError(text);
            toast.error(text);
          },
        });
      }}
    >
      <span data-testid={`delete-${testId}-text`}>{children}</span>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid={`delete-${testId}-error`}>
          {error}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
