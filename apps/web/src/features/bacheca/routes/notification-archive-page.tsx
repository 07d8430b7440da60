import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '@bacheca/domain/enums';
import { format } from '@bacheca/domain/messages';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';
import { ListTotal } from '../../../components/list-total';
import { Loading } from '../../../components/loading';
import { NotificationLink, RichContent } from '../../../components/notification-view';
import { PageHeader } from '../../../components/page-header';
import { SelectFilter } from '../../../components/select-filter';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notificationArchiveQueryOptions } from '../api/notification-archive';
import * as T from '@bacheca/domain/messages-bacheca';
import * as NOTIFICHE_TEXTS from '@bacheca/domain/messages-notifiche';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';

const PAGE_SIZE = 20;

/**
 * /bacheca/avvisi: the banners and popups the outlet's board has shown (its games, started, active
 * or expired), newest first, so a closed banner or an acknowledged popup can be read again.
 */
export function NotificationArchivePage() {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<NotificationType | undefined>(undefined);
  const archive = useQuery({
    ...notificationArchiveQueryOptions(page, type, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const data = archive.data;
  return (
    <Box data-testid="notification-archive-page">
      <PageHeader title={T.ARCHIVE_TITLE} subtitle={T.ARCHIVE_SUBTITLE} />
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <SelectFilter<NotificationType>
          label={NOTIFICHE_TEXTS.COL_TYPE}
          value={type}
          options={NOTIFICATION_TYPES.map((t) => ({ value: t, label: NOTIFICATION_TYPE_LABELS[t] }))}
          onChange={(t) => {
            setType(t);
            setPage(1);
          }}
          data-testid="archive-filter-type"
        />
        {data ? <ListTotal total={data.total} one="avviso" many="avvisi" /> : null}
      </Stack>
      {archive.isPending ? <Loading /> : null}
      {archive.isError ? <Alert severity="error">{errorText(archive.error)}</Alert> : null}
      {data && data.items.length === 0 ? (
        <Typography color="text.secondary" data-testid="archive-empty">
          {OUTLET_TEXTS.ARCHIVE_EMPTY}
        </Typography>
      ) : null}
      <Stack
        sx={{ gap: 2 }}
        component="ul"
        aria-label={T.ARCHIVE_LIST_LABEL}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {(data?.items ?? []).map((n) => (
          <Paper key={n.id} variant="outlined" component="li" sx={{ p: 2 }} data-testid={`archive-item-${n.id}`}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Chip size="small" label={NOTIFICATION_TYPE_LABELS[n.type]} />
              <Chip size="small" variant="outlined" label={NOTIFICATION_CATEGORY_LABELS[n.category]} />
              <Chip
                size="small"
                color={n.active ? 'primary' : 'default'}
                variant="outlined"
                label={n.active ? ACCOUNT_TEXTS.ACTIVE : T.EXPIRED}
              />
            </Stack>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {n.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {format(T.ARCHIVE_PERIOD, { from: formatDateTime(n.visibleFrom), to: formatDateTime(n.expiresAt) })}
              {n.type === 'popup'
                ? ` · ${n.acknowledgedAt ? format(OUTLET_TEXTS.ARCHIVE_READ_AT, { at: formatDateTime(n.acknowledgedAt) }) : OUTLET_TEXTS.ARCHIVE_NOT_READ}`
                : ''}
            </Typography>
            <Box sx={{ overflowWrap: 'anywhere' }}>
              <RichContent html={n.content} testId={`archive-content-${n.id}`} />
              <NotificationLink url={n.url} />
            </Box>
          </Paper>
        ))}
      </Stack>
      {data && data.total > PAGE_SIZE ? (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(data.total / PAGE_SIZE)}
          page={page}
          onChange={(_, p) => setPage(p)}
        />
      ) : null}
    </Box>
  );
}
