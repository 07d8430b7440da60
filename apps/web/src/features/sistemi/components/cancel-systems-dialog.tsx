import { useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ERRORS, format } from '@bacheca/domain/messages';
import { SYSTEM_BULK_TEXTS, SYSTEM_CANCEL_TEXTS } from '@bacheca/domain/messages-systems';
import type { GameSlug, SystemsCancelResponse } from '@bacheca/domain';
import { errorText, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCancelSystems } from '../api/system-mutations';
import { SystemsActionDialog } from './systems-action-dialog';

export type CancelTarget =
  /** One system from its detail page: a draft is cancelled, a publication withdrawn. */
  | { kind: 'single'; id: number; draft: boolean }
  /** The rows selected on the systems grid. */
  | { kind: 'selection'; ids: number[] }
  /** Every row the list's filters select, `count` as the list counts them. */
  | { kind: 'filter'; filter: Record<string, unknown>; count: number };

/**
 * Cancel a draft / withdraw a publication (decisions.md "Quote on published systems, cancel and withdraw"): a reason is required;
 * the server's refusal (quote already held, contest closed) is shown in the dialog; for a selection, a summary toast
 * and the refused rows listed with why.
 */
export function CancelSystemsDialog({
  game,
  target,
  onClose,
  onDone,
}: {
  game: GameSlug;
  target: CancelTarget;
  onClose: () => void;
  onDone?: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<SystemsCancelResponse['refused'] | null>(null);
  const mutation = useCancelSystems(game);
  const missing = !reason.trim();
  const single = target.kind === 'single';
  const title = single
    ? target.draft
      ? SYSTEM_CANCEL_TEXTS.CANCEL_DRAFT_ACTION
      : SYSTEM_CANCEL_TEXTS.WITHDRAW_ACTION
    : target.kind === 'filter'
      ? format(SYSTEM_BULK_TEXTS.FILTER_CANCEL_TITLE, { count: target.count })
      : format(SYSTEM_CANCEL_TEXTS.SELECTION_TITLE, { count: target.ids.length });
  const intro = single
    ? target.draft
      ? SYSTEM_CANCEL_TEXTS.CANCEL_DRAFT_INTRO
      : SYSTEM_CANCEL_TEXTS.WITHDRAW_INTRO
    : SYSTEM_CANCEL_TEXTS.SELECTION_INTRO;

  const submit = async () => {
    setTouched(true);
    if (missing) return;
    setError(null);
    try {
      const res = await mutation.mutateAsync({
        target: target.kind === 'filter' ? { filter: target.filter } : { ids: single ? [target.id] : target.ids },
        reason: reason.trim(),
        single,
      });
      toast.success(res.message);
      onDone?.();
      if ('refused' in res && res.refused.length) setRefused(res.refused);
      else onClose();
    } catch (e) {
      // a field error on the reason shows under the field; any other refusal above it
      if (isApiError(e) && e.fields.reason) setTouched(true);
      setError(errorText(e));
    }
  };

  return (
    <SystemsActionDialog
      prefix="cancel"
      title={title}
      texts={SYSTEM_CANCEL_TEXTS}
      refused={refused}
      busy={mutation.isPending}
      danger
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <DialogContentText component="div" sx={{ mb: 2 }}>
        <Typography variant="body2">{intro}</Typography>
      </DialogContentText>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="cancel-error">
          {error}
        </Alert>
      ) : null}
      <TextField
        label={SYSTEM_CANCEL_TEXTS.REASON_LABEL}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
        required
        multiline
        minRows={2}
        fullWidth
        error={touched && missing}
        helperText={touched && missing ? ERRORS.SYSTEM_CANCEL_REASON_REQUIRED : ' '}
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'cancel-reason' } }}
      />
    </SystemsActionDialog>
  );
}
