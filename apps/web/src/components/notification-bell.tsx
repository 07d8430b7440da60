import { useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { isSitePath } from '@bacheca/domain/links';
import { api } from '../lib/api-client';
import { formatDateTime } from '../lib/format';
import { useHrefNavigation } from './use-href-navigation';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-bell';

export interface StaffNotification {
  id: number;
  kind: string;
  title: string;
  body: string;
  url: string | null;
  createdAt: string;
  read: boolean;
}

/** The bell's query: the caller's latest notifications and the unread count (GET /me/notifications). */
export const myNotificationsKey = ['me', 'notifications'] as const;
export const myNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: myNotificationsKey,
    queryFn: ({ signal }) =>
      api.get<{ items: StaffNotification[]; unread: number }>('/me/notifications?limit=20', { signal }),
    refetchInterval: 15_000,
  });

/**
 * The staff notification centre in the header: a bell with the unread count; the list links to what it
 * is about (a finished publication job) and marks the message read. Banner and popup notifications are another thing.
 */
export function NotificationBell() {
  const qc = useQueryClient();
  const onNavigate = useHrefNavigation();
  const q = useQuery(myNotificationsQueryOptions());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = q.data?.unread ?? 0;
  const refresh = () => qc.invalidateQueries({ queryKey: myNotificationsKey });
  const markRead = async (n: StaffNotification) => {
    if (!n.read) await api.put(`/me/notifications/${n.id}/read`).catch(() => undefined);
    void refresh();
  };
  // the name holds the badge's text as shown (WCAG 2.5.3, label in name): the full count, no badge at 0
  const label = unread ? format(T.NOTIFICATIONS_UNREAD, { count: unread }) : T.NOTIFICATIONS;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={label}
          data-testid="notification-bell"
          data-unread={unread}
        >
          <Badge badgeContent={unread || null} color="error" max={9999} data-testid="notification-count">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 360, maxWidth: '90vw' }} data-testid="notification-list">
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
              {T.NOTIFICATIONS}
            </Typography>
            {unread ? (
              <Button
                size="small"
                onClick={() => void api.put('/me/notifications/read-all').then(refresh)}
                data-testid="notification-read-all"
              >
                {T.MARK_ALL_READ}
              </Button>
            ) : null}
          </Box>
          <Divider />
          {q.data?.items.length ? (
            <List dense disablePadding>
              {q.data.items.map((n) => (
                <ListItemButton
                  key={n.id}
                  component="a"
                  href={n.url && isSitePath(n.url) ? n.url : '#'}
                  onClick={(e: React.MouseEvent<HTMLAnchorElement>) => {
                    void markRead(n);
                    setAnchor(null);
                    // only a path of this site is followed (links.ts); anything else marks the entry read and stays
                    if (n.url && isSitePath(n.url)) onNavigate(e, n.url);
                    else e.preventDefault();
                  }}
                  sx={{ bgcolor: n.read ? undefined : 'action.hover' }}
                  data-testid={`notification-${n.id}`}
                  data-read={n.read}
                >
                  <ListItemText
                    primary={n.title}
                    secondary={`${n.body} · ${formatDateTime(n.createdAt)}`}
                    slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
                  />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {T.NO_NOTIFICATIONS}
            </Typography>
          )}
        </Box>
      </Popover>
    </>
  );
}
