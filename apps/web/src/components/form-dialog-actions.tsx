import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

/**
 * The footer of a dialog that holds a form: "Annulla" (closes) and the form's submit button, both disabled while the
 * save runs so that the dialog cannot be left or submitted twice halfway.
 */
export function FormDialogActions({
  onCancel,
  busy,
  submitLabel,
  submitTestId,
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  submitTestId: string;
}) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {UI_TEXTS.CANCEL}
      </Button>
      <Button type="submit" variant="contained" disabled={busy} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
