import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ERRORS, format } from '@bacheca/domain/messages';
import { SYSTEM_BULK_TEXTS, SYSTEM_CANCEL_TEXTS } from '@bacheca/domain/messages-systems';
import type { GameSlug, SystemsCancelResponse } from '@bacheca/domain';
import { errorText, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCancelSystems } from '../api/system-mutations';

export type CancelTarget =
  /** One system from its detail page: a draft is cancelled, a publication withdrawn. */
  | { kind: 'single'; id: number; draft: boolean }
  /** The rows selected on the systems grid. */
  | { kind: 'selection'; ids: number[] }
  /** Every row the list's filters select (issue 27), `count` as the list counts them. */
  | { kind: 'filter'; filter: Record<string, unknown>; count: number };

/**
 * Cancel a draft / withdraw a publication (decisions.md "Cancelling and withdrawing systems"): a reason is required;
 * the server's refusal (quote already held, contest closed) is shown in the dialog; for a selection, a summary toast
 * and the refused rows listed with why.
 */
export function CancelSystemsDialog({ game, target, onClose, onDone }: { game: GameSlug; target: CancelTarget; onClose: () => void; onDone?: () => void }) {
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
  const intro = single ? (target.draft ? SYSTEM_CANCEL_TEXTS.CANCEL_DRAFT_INTRO : SYSTEM_CANCEL_TEXTS.WITHDRAW_INTRO) : SYSTEM_CANCEL_TEXTS.SELECTION_INTRO;

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

  if (refused) {
    return (
      <Dialog open onClose={onClose} aria-labelledby="cancel-systems-title" data-testid="cancel-dialog" maxWidth="sm" fullWidth>
        <DialogTitle id="cancel-systems-title">{SYSTEM_CANCEL_TEXTS.REFUSED_TITLE}</DialogTitle>
        <DialogContent>
          <List dense data-testid="cancel-refused">
            {refused.map((r) => (
              <ListItem key={r.id} disableGutters data-testid={`cancel-refused-${r.id}`}>
                <ListItemText primary={r.name ? `${r.name} (ID ${r.id})` : `ID ${r.id}`} secondary={r.message} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="cancel-close">
            {SYSTEM_CANCEL_TEXTS.CLOSE}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} aria-labelledby="cancel-systems-title" data-testid="cancel-dialog" maxWidth="sm" fullWidth>
      <DialogTitle id="cancel-systems-title">{title}</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {SYSTEM_CANCEL_TEXTS.BACK}
        </Button>
        <Button color="error" variant="contained" disabled={mutation.isPending} onClick={() => void submit()} data-testid="cancel-confirm">
          {SYSTEM_CANCEL_TEXTS.CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
