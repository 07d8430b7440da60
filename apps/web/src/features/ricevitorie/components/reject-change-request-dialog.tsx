import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ERRORS } from '@bacheca/domain/messages';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';
import { eventHandler } from '../../../lib/event-handler';

/** Rejecting a change request asks why: the outlet reads the reason in "I miei dati". */
export function RejectChangeRequestDialog({
  onClose,
  onReject,
}: {
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const missing = !reason.trim();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="reject-change-request-title"
      data-testid="reject-change-request-dialog"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="reject-change-request-title">{OUTLET_TEXTS.CHANGE_REQUEST_REJECT_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{OUTLET_TEXTS.CHANGE_REQUEST_REJECT_BODY}</DialogContentText>
        <TextField
          label={OUTLET_TEXTS.CHANGE_REQUEST_REJECT_REASON}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          error={touched && missing}
          helperText={touched && missing ? ERRORS.CHANGE_REQUEST_REASON_REQUIRED : ' '}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'change-request-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {OUTLET_TEXTS.CHANGE_REQUEST_REJECT_CANCEL}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={missing || busy}
          data-testid="change-request-reject-confirm"
          onClick={eventHandler(async () => {
            setBusy(true);
            try {
              await onReject(reason.trim());
            } finally {
              setBusy(false);
            }
            onClose();
          })}
        >
          {OUTLET_TEXTS.CHANGE_REQUEST_REJECT_CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
