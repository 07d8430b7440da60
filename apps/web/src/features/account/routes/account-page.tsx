import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PERMISSIONS, PERMISSION_LABELS, ROLE_LABELS } from '@bacheca/domain/permissions';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Loading } from '../../../components/loading';
import { RouterButton } from '../../../components/router-link';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session/current-user';
import * as T from '@bacheca/domain/messages-account';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';

function Field({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box component="div" sx={{ py: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} data-testid={testId}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** One half-width card of the page. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Grid>
  );
}

/** The user's own data from /me (spec §2: /account). */
export function AccountPage() {
  const { data: me, isLoading } = useCurrentUser();
  if (isLoading || !me) return <Loading />;
  // Catalogue order, not the server's.
  const permissions = PERMISSIONS.filter((p) => me.permissions.includes(p));

  return (
    <>
      <PageHeader
        title={T.TITLE}
        actions={
          <RouterButton variant="outlined" to="/self-change-password" data-testid="account-change-password">
            {T.CHANGE_PASSWORD}
          </RouterButton>
        }
      />
      <Grid container spacing={3}>
        <Card title={T.USER_DATA}>
          <Box component="dl" sx={{ m: 0 }}>
            <Field label={ACCOUNT_TEXTS.USERNAME} value={me.username} testId="account-username" />
            <Field label={ACCOUNT_TEXTS.NAME} value={me.name} testId="account-name" />
            <Field label={ACCOUNT_TEXTS.EMAIL} value={me.email} testId="account-email" />
            {me.ivrCode ? <Field label={ACCOUNT_TEXTS.IVR_CODE} value={me.ivrCode} testId="account-ivr" /> : null}
            {me.impersonatedBy ? (
              <Field label={T.IMPERSONATED_BY} value={me.impersonatedBy} testId="account-impersonated-by" />
            ) : null}
          </Box>
        </Card>
        <Card title={T.ACCESSES}>
          <Box component="dl" sx={{ m: 0 }}>
            <Field
              label={ACCOUNT_TEXTS.LAST_ACCESS}
              value={formatDateTime(me.lastAccess)}
              testId="account-last-access"
            />
            <Field
              label={T.LAST_PASSWORD_CHANGE}
              value={formatDateTime(me.lastPasswordChange)}
              testId="account-last-password-change"
            />
          </Box>
        </Card>
        <Card title={T.ROLES}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="account-roles">
            {me.roles.map((r) => (
              <Chip key={r} label={ROLE_LABELS[r] ?? r} color="primary" variant="outlined" data-role={r} />
            ))}
          </Stack>
        </Card>
        <Card title={ACCOUNT_TEXTS.PERMISSIONS}>
          {permissions.length === 0 ? (
            <Typography color="text.secondary">{T.NO_PERMISSIONS}</Typography>
          ) : (
            <List dense disablePadding data-testid="account-permissions">
              {permissions.map((p) => (
                <ListItem key={p} disableGutters data-permission={p}>
                  <ListItemText primary={PERMISSION_LABELS[p]} secondary={p} />
                </ListItem>
              ))}
            </List>
          )}
        </Card>
      </Grid>
    </>
  );
}
