import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { ERRORS } from '@bacheca/domain/messages';
import { PublicLayout } from '../../../components/public-layout';
import { isApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/config';
import { sessionStore } from '../../../lib/session/session-store';
import { currentUserQueryOptions } from '../../../lib/session/current-user';
import { landingPath } from '../../../lib/route-table';
import { safeReturnPath } from '../../../lib/return-path';
import { useLogin } from '../api/login';
import { RecaptchaCaptcha } from '../components/recaptcha-captcha';
import type { CaptchaHandle } from '../components/captcha-handle';
import * as T from '@bacheca/domain/messages-auth';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';

interface FieldErrors {
  username?: string;
  password?: string;
}

/**
 * The ALTCHA widget (its web component is most of the page's weight) is a chunk of its own, fetched as soon as the
 * configuration names it, while the user types (the JS to show /login). Submitting before it has mounted
 * waits for it.
 */
const AltchaCaptcha = lazy(() => import('../components/altcha-captcha').then((m) => ({ default: m.AltchaCaptcha })));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Codes whose message the API writes for the user; anything else becomes the generic login error. */
const SHOWN_CODES = new Set([
  'INVALID_GRANT',
  'ACCOUNT_LOCKED',
  'CAPTCHA_INVALID',
  'TOO_MANY_REQUESTS',
  'INVALID_INPUT',
]);

const route = getRouteApi('/login');

interface LoginFieldProps {
  label: string;
  name: 'username' | 'password';
  type?: 'text' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  maxLength: number;
}

/**
 * An outlined text field from its parts: MUI's TextField also brings its Select (menu, popover, modal), which the
 * login never shows (the JS to show /login).
 */
function LoginField({
  label,
  name,
  type = 'text',
  autoComplete,
  value,
  onChange,
  error,
  inputRef,
  maxLength,
}: LoginFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" required fullWidth error={!!error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputRef={inputRef}
        inputProps={{
          'data-testid': `login-${name}`,
          maxLength,
          'aria-describedby': error ? `${id}-helper` : undefined,
        }}
      />
      {error ? <FormHelperText id={`${id}-helper`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  // The page asked for before the login (validated by the route: a path of this app, never another host).
  const returnTo = safeReturnPath(route.useSearch().redirect);
  const queryClient = useQueryClient();
  const { config, isLoading: configLoading } = usePublicConfig();
  const captcha = useRef<CaptchaHandle | null>(null);
  const captchaMounted = useRef(deferred());
  const captchaRef = useCallback((handle: CaptchaHandle | null) => {
    captcha.current = handle;
    if (handle) captchaMounted.current.resolve();
  }, []);
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Two fields: plain controlled inputs (no form library in the login's bundle), checked on submit.
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // The page has one task, so the cursor starts in "Username" (its label is announced with it). Not the autoFocus
  // attribute: the focus moves only while nothing has it yet (a keyboard or screen-reader user who has already moved
  // stays where they are) and only with a fine pointer, where it does not pop a touch keyboard over the page.
  useEffect(() => {
    const untouched = !document.activeElement || document.activeElement === document.body;
    if (untouched && window.matchMedia?.('(pointer: fine)').matches) usernameInput.current?.focus();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // the previous attempt's answer no longer applies to what is now in the fields
    setError(null);
    setLocked(null);
    const fieldErrors: FieldErrors = {
      username: username.trim() ? undefined : ERRORS.USERNAME_REQUIRED,
      password: password ? undefined : ERRORS.PASSWORD_REQUIRED,
    };
    setErrors(fieldErrors);
    if (fieldErrors.username || fieldErrors.password) {
      (fieldErrors.username ? usernameInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    try {
      let gCaptchaToken = '';
      if (config.captchaProvider !== 'off') {
        if (!captcha.current) await captchaMounted.current.promise;
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
        token = await login.mutateAsync({ username: username.trim(), password, gCaptchaToken });
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
  };

  return (
    <PublicLayout maxWidth="sm">
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 460, mx: 'auto' }} elevation={2}>
        <Typography variant="h4" component="h1" gutterBottom>
          {T.LOGIN_TITLE}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {T.LOGIN_INTRO}
        </Typography>

        {locked ? (
          <Alert severity="error" sx={{ mb: 3 }} data-testid="login-locked" role="alert">
            <AlertTitle>{T.LOCKED_TITLE}</AlertTitle>
            {locked}
          </Alert>
        ) : null}

        <Box
          component="form"
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          data-testid="login-form"
          aria-label={T.LOGIN_FORM_LABEL}
        >
          <Stack spacing={2.5}>
            <LoginField
              label={ACCOUNT_TEXTS.USERNAME}
              name="username"
              autoComplete="username"
              value={username}
              onChange={setUsername}
              error={errors.username}
              inputRef={usernameInput}
              maxLength={100}
            />
            <LoginField
              label={T.PASSWORD}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              error={errors.password}
              inputRef={passwordInput}
              maxLength={200}
            />

            {configLoading ? null : config.captchaProvider === 'altcha' ? (
              <Suspense fallback={null}>
                <AltchaCaptcha ref={captchaRef} />
              </Suspense>
            ) : config.captchaProvider === 'recaptcha' ? (
              <RecaptchaCaptcha ref={captchaRef} siteKey={config.recaptchaSiteKey} />
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
              {T.LOGIN_TITLE}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </PublicLayout>
  );
}
