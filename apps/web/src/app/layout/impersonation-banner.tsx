import { useState } from 'react';
import { toast } from '../../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ERRORS, format } from '@bacheca/domain/messages';
import * as LAYOUT_TEXTS from '@bacheca/domain/messages-layout';
import type { CurrentUser } from '@bacheca/domain';
import { errorText } from '../../lib/api-client';
import { exitImpersonation } from '../../lib/session/impersonation';
import { eventHandler } from '../../lib/event-handler';

/** Shown whenever the session acts as an outlet on behalf of a staff user (me.impersonatedBy). */
export function ImpersonationBanner({ me }: { me: CurrentUser }) {
  const [busy, setBusy] = useState(false);
  if (!me.impersonatedBy) return null;
  const ivrCode = me.ivrCode ?? me.username;
  const exit = async () => {
    setBusy(true);
    try {
      await exitImpersonation(me.ivrCode);
    } catch (err) {
      toast.error(errorText(err, ERRORS.IMPERSONATION_ERROR));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      role="status"
      data-testid="impersonation-banner"
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={eventHandler(exit)}
          disabled={busy}
          data-testid="impersonation-exit"
        >
          {LAYOUT_TEXTS.EXIT_IMPERSONATION}
        </Button>
      }
      sx={{ alignItems: 'center', borderRadius: 0 }}
    >
      {format(LAYOUT_TEXTS.IMPERSONATING, { ivrCode })}
    </Alert>
  );
}
