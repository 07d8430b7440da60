import Alert from '@mui/material/Alert';
import { ERRORS } from '@bacheca/domain/messages';

/** What a write page shows to a user who may only read (opened from a bookmark or a typed URL). */
export function ReadOnlyNotice() {
  return (
    <Alert severity="info" data-testid="read-only-notice">
      {ERRORS.READ_ONLY}
    </Alert>
  );
}
