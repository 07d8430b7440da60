import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from '@tanstack/react-router';
import { toast } from 'sonner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ERRORS, SUCCESS } from '@bacheca/domain';
import { PublicLayout } from '../../../components/public-layout';
import { PasswordRules } from '../../../components/password-rules';
import { AppLink } from '../../../components/app-link';
import { Loading } from '../../../components/loading';
import { errorText, isApiError } from '../../../lib/api-client';
import {
  passwordErrorTargets,
  validateConfirmPassword,
  validateNewPassword,
} from '../../../lib/password-validation';
import { useChangePasswordToken } from '../api/get-change-password-token';
import { useChangePasswordWithToken } from '../api/change-password-with-token';

interface Fields {
  newPassword: string;
  confirmPassword: string;
}

/** Forced change and e-mailed reset links: /change-password/{token}, without a session. */
export function ChangePasswordPage() {
  const { token } = useParams({ strict: false }) as { token: string };
  const navigate = useNavigate();
  const info = useChangePasswordToken(token);
  const change = useChangePasswordWithToken(token);
  const username = info.data?.username;

  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ defaultValues: { newPassword: '', confirmPassword: '' }, mode: 'onTouched' });
  const newPassword = watch('newPassword');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (err) {
      const targets = passwordErrorTargets(err, ['newPassword', 'confirmPassword']);
      for (const t of targets) setError(t.field, { message: t.message });
      toast.error(errorText(err, ERRORS.PASSWORD_CHANGE_ERROR));
      return;
    }
    toast.success(SUCCESS.PASSWORD_CHANGED);
    await navigate({ to: '/login' });
  });

  let body;
  if (info.isLoading) body = <Loading />;
  else if (info.isError)
    body = (
      <Alert severity="error" data-testid="change-password-invalid">
        {isApiError(info.error) && info.error.status === 404
          ? info.error.message || ERRORS.CHANGE_TOKEN_INVALID
          : errorText(info.error)}{' '}
        <AppLink href="/login">Torna all&apos;accesso</AppLink>
      </Alert>
    );
  else
    body = (
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="change-password-form">
        <Typography sx={{ mb: 2 }}>
          Imposta una nuova password per l&apos;utente <strong data-testid="change-password-username">{username}</strong>.
          Poi accedi di nuovo con la nuova password.
        </Typography>
        <Stack spacing={2.5}>
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
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} data-testid="password-submit">
            Cambia password
          </Button>
        </Stack>
      </Box>
    );

  return (
    <PublicLayout maxWidth="sm">
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, mx: 'auto' }} elevation={2}>
        <Typography variant="h4" component="h1" gutterBottom>
          Cambio password
        </Typography>
        {body}
      </Paper>
    </PublicLayout>
  );
}
