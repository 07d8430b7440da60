import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../lib/toast';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormDialogActions } from './form-dialog-actions';
import Stack from '@mui/material/Stack';
import type { StaffSetPasswordRequest } from '@bacheca/domain';
import { errorText } from '../lib/api-client';
import { passwordErrorTargets, validateConfirmPassword, validateNewPassword } from '../lib/password-validation';
import { PasswordRules } from './password-rules';
import { FormTextField } from './form-fields';
import Typography from '@mui/material/Typography';
import { eventHandler } from '../lib/event-handler';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-password';

export interface SetPasswordDialogProps {
  open: boolean;
  /** Whose password: the rules refuse it inside the password. */
  username: string;
  onClose: () => void;
  /** The save (pessimistic): resolves with the API's message (toasted here), rejects with the API error. */
  onSubmit: (body: StaffSetPasswordRequest) => Promise<{ message: string }>;
}

interface Values {
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: Values = { newPassword: '', confirmPassword: '' };

/** Staff set another user's password: the domain's rules shown live; the user always changes it at the next login. */
export function SetPasswordDialog({ open, username, onClose, onSubmit }: SetPasswordDialogProps) {
  const { control, handleSubmit, reset, setError, formState } = useForm<Values>({
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  const password = useWatch({ control, name: 'newPassword' });

  const submit = handleSubmit(async (values) => {
    try {
      const res = await onSubmit({ ...values, forcePasswordChange: true });
      toast.success(res.message);
      onClose();
    } catch (err) {
      const targets = passwordErrorTargets(err, ['newPassword', 'confirmPassword'] as const);
      for (const t of targets) setError(t.field, { message: t.message });
      if (!targets.length) toast.error(errorText(err));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={formState.isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid="set-password-dialog"
    >
      <form onSubmit={eventHandler(submit)} noValidate>
        <DialogTitle>{format(T.SET_TITLE, { username })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              name="newPassword"
              control={control}
              rules={{ validate: (v) => validateNewPassword(v, username) }}
              type="password"
              label={T.NEW_PASSWORD}
              autoComplete="new-password"
              required
              testId="set-password-new"
            />
            <PasswordRules password={password} username={username} />
            <FormTextField
              name="confirmPassword"
              control={control}
              rules={{ validate: (v, all) => validateConfirmPassword(v, all.newPassword) }}
              type="password"
              label={T.CONFIRM_PASSWORD}
              autoComplete="new-password"
              required
              testId="set-password-confirm"
            />
            <Typography variant="body2" color="text.secondary" data-testid="set-password-forced-note">
              {T.SET_FORCED_NOTE}
            </Typography>
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          busy={formState.isSubmitting}
          submitLabel={T.SET_SUBMIT}
          submitTestId="set-password-submit"
        />
      </form>
    </Dialog>
  );
}
