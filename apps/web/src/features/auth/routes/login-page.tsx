import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { ERRORS } from '@bacheca/domain';
import { PublicLayout } from '../../../components/public-layout';
import { isApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/config';
import { sessionStore } from '../../../lib/session/session-store';
import { currentUserQueryOptions } from '../../../lib/session/current-user';
import { landingPath } from '../../../lib/route-table';
import { safeReturnPath } from '../../../lib/return-path';
import { useLogin } from '../api/login';
import { AltchaCaptcha } from '../components/altcha-captcha';
import { RecaptchaCaptcha } from '../components/recaptcha-captcha';
import type { CaptchaHandle } from '../components/captcha-handle';

interface LoginFields {
  username: string;
  password: string;
}

/** Codes whose message the API writes for the user; anything else becomes the generic login error. */
const SHOWN_CODES = new Set(['INVALID_GRANT', 'ACCOUNT_LOCKED', 'CAPTCHA_INVALID', 'TOO_MANY_REQUESTS', 'INVALID_INPUT']);

const route = getRouteApi('/login');

export function LoginPage() {
  const navigate = useNavigate();
  // The page asked for before the login (validated by the route: a path of this app, never another host).
  const returnTo = safeReturnPath(route.useSearch().redirect);
  const queryClient = useQueryClient();
  const { config, isLoading: configLoading } = usePublicConfig();
  const captcha = useRef<CaptchaHandle>(null);
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginFields>({ defaultValues: { username: '', password: '' }, mode: 'onSubmit' });

  // The page has one task, so the cursor starts in "Username" (its label is announced with it). Not the autoFocus
  // attribute: the focus moves only while nothing has it yet (a keyboard or screen-reader user who has already moved
  // stays where they are) and only with a fine pointer, where it does not pop a touch keyboard over the page.
  useEffect(() => {
    const untouched = !document.activeElement || document.activeElement === document.body;
    if (untouched && window.matchMedia?.('(pointer: fine)').matches) setFocus('username');
  }, [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      let gCaptchaToken = '';
      if (config.captchaProvider !== 'off') {
        gCaptchaToken = (await captcha.current?.getToken()) ?? '';
        if (!gCaptchaToken) {
          setError(ERRORS.CAPTCHA_INVALID);
          toast.error(ERRORS.CAPTCHA_INVALID);
          captcha.current?.reset();
          return;
        }
      }
      let token;
      try {
        token = await login.mutateAsync({ username: values.username.trim(), password: values.password, gCaptchaToken });
      } catch (err) {
        captcha.current?.reset();
        if (isApiError(err) && err.code === 'PASSWORD_CHANGE_REQUIRED' && err.fields.changeToken) {
          toast.info(err.message || ERRORS.PASSWORD_CHANGE_REQUIRED);
          await navigate({ to: '/change-password/$token', params: { token: err.fields.changeToken } });
          return;
        }
        if (isApiError(err) && err.code === 'ACCOUNT_LOCKED') {
          setLocked(err.message);
          toast.error(err.message);
          return;
        }
        const message = isApiError(err) && SHOWN_CODES.has(err.code) && err.message ? err.message : ERRORS.LOGIN_ERROR;
        setError(message);
        toast.error(message);
        return;
      }
      sessionStore.set(token);
      setLocked(null);
      try {
        queryClient.removeQueries({ queryKey: currentUserQueryOptions.queryKey });
        const me = await queryClient.fetchQuery(currentUserQueryOptions);
        if (returnTo) await navigate({ href: returnTo, replace: true });
        else await navigate({ to: landingPath(me) });
      } catch {
        sessionStore.clear();
        setError(ERRORS.LOGIN_ERROR);
        toast.error(ERRORS.LOGIN_ERROR);
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <PublicLayout maxWidth="sm">
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 460, mx: 'auto' }} elevation={2}>
        <Typography variant="h4" component="h1" gutterBottom>
          Accedi
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Inserisci le credenziali della Bacheca dei Ricevitori.
        </Typography>

        {locked ? (
          <Alert severity="error" sx={{ mb: 3 }} data-testid="login-locked" role="alert">
            <AlertTitle>Utenza bloccata</AlertTitle>
            {locked}
          </Alert>
        ) : null}

        <Box component="form" noValidate onSubmit={onSubmit} data-testid="login-form" aria-label="Accesso">
          <Stack spacing={2.5}>
            <TextField
              label="Username"
              autoComplete="username"
              required
              fullWidth
              error={!!errors.username}
              helperText={errors.username?.message}
              slotProps={{ htmlInput: { 'data-testid': 'login-username', maxLength: 100 } }}
              {...register('username', {
                validate: (v) => (v.trim() ? true : ERRORS.USERNAME_REQUIRED),
              })}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              error={!!errors.password}
              helperText={errors.password?.message}
              slotProps={{ htmlInput: { 'data-testid': 'login-password', maxLength: 200 } }}
              {...register('password', { required: ERRORS.PASSWORD_REQUIRED })}
            />

            {configLoading ? null : config.captchaProvider === 'altcha' ? (
              <AltchaCaptcha ref={captcha} />
            ) : config.captchaProvider === 'recaptcha' ? (
              <RecaptchaCaptcha ref={captcha} siteKey={config.recaptchaSiteKey} />
            ) : null}

            {error ? (
              <Alert severity="error" data-testid="login-error">
                {error}
              </Alert>
            ) : null}

            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy || configLoading}
              data-testid="login-submit"
              startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
            >
              Accedi
            </Button>
          </Stack>
        </Box>
      </Paper>
    </PublicLayout>
  );
}
