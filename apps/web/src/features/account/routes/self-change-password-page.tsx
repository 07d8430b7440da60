import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ERRORS, SUCCESS } from '@bacheca/domain';
import { PageHeader } from '../../../components/page-header';
import { PasswordRules } from '../../../components/password-rules';
import { errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/current-user';
import {
  passwordErrorTargets,
  validateConfirmPassword,
  validateNewPassword,
} from '../../../lib/password-validation';
import { useChangeOwnPassword } from '../api/change-own-password';

interface Fields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: Fields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The logged-in user changes their own password (staff and outlet operators). */
export function SelfChangePasswordPage() {
  const { data: me } = useCurrentUser();
  const change = useChangeOwnPassword();
  const username = me?.username;
  const {
    register,
    handleSubmit,
    watch,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ defaultValues: EMPTY, mode: 'onTouched' });
  const newPassword = watch('newPassword');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await change.mutateAsync(values);
      toast.success(res?.message || SUCCESS.PASSWORD_CHANGED);
      reset(EMPTY);
    } catch (err) {
      for (const t of passwordErrorTargets(err, ['oldPassword', 'newPassword', 'confirmPassword']))
        setError(t.field, { message: t.message });
      toast.error(errorText(err, ERRORS.PASSWORD_CHANGE_ERROR));
    }
  });

  return (
    <>
      <PageHeader title="Cambio password" subtitle="La nuova password non deve essere mai stata usata prima." />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
        <Box component="form" noValidate onSubmit={onSubmit} data-testid="self-change-password-form">
          <Stack spacing={2.5}>
            <TextField
              label="Password attuale"
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              error={!!errors.oldPassword}
              helperText={errors.oldPassword?.message}
              slotProps={{ htmlInput: { 'data-testid': 'password-old', maxLength: 200 } }}
              {...register('oldPassword', { required: ERRORS.PASSWORD_REQUIRED })}
            />
            <TextField
              label="Nuova password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              error={!!errors.newPassword}
              helperText={errors.newPassword?.message}
              slotProps={{ htmlInput: { 'data-testid': 'password-new', maxLength: 200 } }}
              {...register('newPassword', { validate: (v) => validateNewPassword(v, username) })}
            />
            <PasswordRules password={newPassword} username={username} />
            <TextField
              label="Conferma password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              error={!!errors.confirmPassword}
              helperText={errors.confirmPassword?.message}
              slotProps={{ htmlInput: { 'data-testid': 'password-confirm', maxLength: 200 } }}
              {...register('confirmPassword', {
                validate: (v, all) => validateConfirmPassword(v, all.newPassword),
              })}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="password-submit">
                Cambia password
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}
