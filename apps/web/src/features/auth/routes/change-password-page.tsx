import { useNavigate, useParams } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as T from '@bacheca/domain/messages-auth';
import { ERRORS } from '@bacheca/domain/messages';
import { isAlphanumericParam } from '@bacheca/domain/params';
import { PublicLayout } from '../../../components/public-layout';
import { PasswordChangeForm } from '../../../components/password-change-form';
import { RouterLink } from '../../../components/router-link';
import { Loading } from '../../../components/loading';
import { errorText, isApiError } from '../../../lib/api-client';
import { formatNodes } from '../../../lib/format-nodes';
import { useChangePasswordToken } from '../api/get-change-password-token';
import { useChangePasswordWithToken } from '../api/change-password-with-token';

/**
 * Forced change and e-mailed reset links: /change-password/{token}, without a session. A token that is not
 * alphanumeric (a link cut or altered in the mail) is the page's own "link non valido", asked of no one: the route has
 * no guard sending it to /unauthorized, a page of the layout that would first ask for a login and then refuse.
 */
export function ChangePasswordPage() {
  const { token } = useParams({ strict: false }) as { token: string };
  const wellFormed = isAlphanumericParam(token);
  const navigate = useNavigate();
  const info = useChangePasswordToken(token, wellFormed);
  const change = useChangePasswordWithToken(token);
  const username = info.data?.username;

  let body;
  if (!wellFormed || info.isError)
    body = (
      <Alert severity="error" data-testid="change-password-invalid">
        {!wellFormed
          ? ERRORS.CHANGE_TOKEN_INVALID
          : isApiError(info.error) && info.error.status === 404
            ? info.error.message || ERRORS.CHANGE_TOKEN_INVALID
            : errorText(info.error)}{' '}
        <RouterLink to="/login">{T.BACK_TO_LOGIN}</RouterLink>
      </Alert>
    );
  else if (info.isLoading) body = <Loading />;
  else
    body = (
      <PasswordChangeForm
        username={username}
        onSubmit={async (values) => {
          await change.mutateAsync(values);
        }}
        onSuccess={() => navigate({ to: '/login' })}
        intro={
          <Typography sx={{ mb: 2 }}>
            {formatNodes(T.CHANGE_INTRO, {
              username: <strong data-testid="change-password-username">{username}</strong>,
            })}
          </Typography>
        }
        wideSubmit
        data-testid="change-password-form"
      />
    );

  return (
    <PublicLayout maxWidth="sm">
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, mx: 'auto' }} elevation={2}>
        <Typography variant="h4" component="h1" gutterBottom>
          {T.CHANGE_PASSWORD_TITLE}
        </Typography>
        {body}
      </Paper>
    </PublicLayout>
  );
}
