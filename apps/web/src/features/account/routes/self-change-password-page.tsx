import Paper from '@mui/material/Paper';
import { PageHeader } from '../../../components/page-header';
import { PasswordChangeForm } from '../../../components/password-change-form';
import { useCurrentUser } from '../../../lib/session/current-user';
import { useChangeOwnPassword } from '../api/change-own-password';
import * as AUTH_TEXTS from '@bacheca/domain/messages-auth';
import * as T from '@bacheca/domain/messages-account';

/** The logged-in user changes their own password (staff and outlet operators). */
export function SelfChangePasswordPage() {
  const { data: me } = useCurrentUser();
  const change = useChangeOwnPassword();

  return (
    <>
      <PageHeader title={AUTH_TEXTS.CHANGE_PASSWORD_TITLE} subtitle={T.PASSWORD_NOT_REUSED} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
        <PasswordChangeForm
          withOldPassword
          username={me?.username}
          onSubmit={(values) => change.mutateAsync(values)}
          data-testid="self-change-password-form"
        />
      </Paper>
    </>
  );
}
