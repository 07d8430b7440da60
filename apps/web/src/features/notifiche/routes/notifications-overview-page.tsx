import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_SCOPE_LABELS,
  NOTIFICATION_STATES,
  NOTIFICATION_STATE_LABELS,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
} from '@bacheca/domain/enums';
import type { NotificationRecord } from '@bacheca/domain';
import { RouterButton, RouterLink } from '../../../components/router-link';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notificationsOverviewQueryOptions } from '../api/notifications-api';
import { NotificationStateChip } from '../components/notification-state-chip';
import { updateLink } from '../notification-links';
import * as T from '@bacheca/domain/messages-notifiche';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';

function NotificationRows({ items, testId }: { items: NotificationRecord[]; testId: string }) {
  if (!items.length) return <Typography color="text.secondary">{T.OVERVIEW_EMPTY}</Typography>;
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{T.COL_TYPE}</TableCell>
          <TableCell>{T.FIELD_TITLE}</TableCell>
          <TableCell>{T.FIELD_AUDIENCE}</TableCell>
          <TableCell>{T.FIELD_PRIORITY}</TableCell>
          <TableCell>{T.COL_PERIOD}</TableCell>
          <TableCell>{OUTLET_TEXTS.CHANGE_REQUEST_COL_STATUS}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((n) => (
          <TableRow key={n.id}>
            <TableCell>{NOTIFICATION_TYPE_LABELS[n.type]}</TableCell>
            <TableCell>
              <RouterLink {...updateLink(n)}>{n.title}</RouterLink>
            </TableCell>
            <TableCell>{n.scope.map((s) => NOTIFICATION_SCOPE_LABELS[s]).join(', ')}</TableCell>
            <TableCell>{n.priority}</TableCell>
            <TableCell>
              {formatDateTime(n.visibleFrom)} – {formatDateTime(n.expiresAt)}
            </TableCell>
            <TableCell>
              <NotificationStateChip state={n.state} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /notifications: both kinds at a glance (active now, scheduled, expired, by scope). */
export function NotificationsOverviewPage() {
  const q = useQuery(notificationsOverviewQueryOptions());
  if (q.isLoading) return <Loading />;
  if (!q.data) return <Alert severity="error">{errorText(q.error)}</Alert>;
  const o = q.data;
  return (
    <>
      <PageHeader title={T.OVERVIEW_TITLE} subtitle={T.OVERVIEW_SUBTITLE} />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {NOTIFICATION_TYPES.map((type) => (
          <Grid key={type} size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: 2 }} data-testid={`overview-${type}`}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h2">
                  {NOTIFICATION_TYPE_LABELS[type]}
                </Typography>
                <RouterButton
                  size="small"
                  to="/notifications/$type"
                  params={{ type }}
                  data-testid={`overview-open-${type}`}
                >
                  {T.OPEN_LIST}
                </RouterButton>
              </Stack>
              <Stack direction="row" spacing={3}>
                {NOTIFICATION_STATES.map((s) => (
                  <RouterLink
                    key={s}
                    to="/notifications/$type"
                    params={{ type }}
                    search={{ state: s }}
                    underline="none"
                    data-testid={`overview-${type}-${s}`}
                  >
                    <Typography variant="h5" component="span">
                      {o.counts[type][s]}
                    </Typography>{' '}
                    <Typography component="span" color="text.secondary">
                      {NOTIFICATION_STATE_LABELS[s].toLowerCase()}
                    </Typography>
                  </RouterLink>
                ))}
              </Stack>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Stack spacing={2}>
        <Section title={T.ACTIVE_BY_AUDIENCE} testId="overview-scopes">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{T.FIELD_AUDIENCE}</TableCell>
                <TableCell align="right">{T.ACTIVE_BANNERS}</TableCell>
                <TableCell align="right">{T.ACTIVE_POPUPS}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {o.activeByScope.map((s) => (
                <TableRow key={s.scope}>
                  <TableCell>{NOTIFICATION_SCOPE_LABELS[s.scope]}</TableCell>
                  <TableCell align="right">{s.banner}</TableCell>
                  <TableCell align="right">{s.popup}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
        <Section title={T.ACTIVE_NOW} testId="overview-active">
          <NotificationRows items={o.active} testId="overview-active-table" />
        </Section>
        <Section title={T.UPCOMING} testId="overview-scheduled">
          <NotificationRows items={o.scheduled} testId="overview-scheduled-table" />
        </Section>
      </Stack>
    </>
  );
}
