import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_CATEGORY_LABELS, STAFF_ROLES, type CurrentUser, type NotificationDelivery } from '@bacheca/domain';
import { BannerView, NotificationLink, RichContent } from '../../components/notification-view';
import { api } from '../../lib/api-client';

const CLOSED_KEY = 'bdr_closed_banners';

function readClosed(): number[] {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

export const backofficeDeliveryQueryOptions = () =>
  queryOptions({
    queryKey: ['delivery', 'backoffice'] as const,
    queryFn: ({ signal }) => api.get<NotificationDelivery>('/backoffice/notifications', { signal }),
    // a new notification reaches open pages within minutes; every navigation after a save refetches it at once
    refetchInterval: 5 * 60_000,
    meta: { silent: true },
  });

/**
 * The notifications scoped `backoffice` (issue 11), under the header: the active banners in priority order, and the
 * first popup the user has not acknowledged yet, until "Ho letto" (stored per user on the server, so it shows once
 * per user, in any browser). Staff only: a simulation shows the outlet's board instead.
 */
export function BackofficeNotifications({ me }: { me: CurrentUser }) {
  const staff = me.roles.some((r) => STAFF_ROLES.includes(r)) && !me.impersonatedBy;
  const queryClient = useQueryClient();
  // acknowledged in this page: gone at once, before the refetch confirms it
  const [acked, setAcked] = useState<readonly number[]>([]);
  // banners closed by the user stay closed for this browser session (they come back in a new one)
  const [closed, setClosed] = useState<readonly number[]>(readClosed);
  const close = (id: number) => {
    const next = [...closed, id];
    setClosed(next);
    try {
      sessionStorage.setItem(CLOSED_KEY, JSON.stringify(next));
    } catch {
      /* storage unavailable: closed for this page only */
    }
  };
  const delivery = useQuery({ ...backofficeDeliveryQueryOptions(), enabled: staff });
  const ack = useMutation({
    mutationFn: (id: number) => api.post(`/backoffice/notifications/${id}/ack`),
    onMutate: (id) => setAcked((xs) => [...xs, id]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['delivery', 'backoffice'] }),
  });
  if (!staff || !delivery.data) return null;
  // an answer without lists (an older server) shows nothing rather than breaking the layout
  const banners = (delivery.data.banners ?? []).filter((b) => !closed.includes(b.id));
  const popups = delivery.data.popups ?? [];
  const popup = popups.find((p) => !acked.includes(p.id));
  return (
    <>
      {banners.length ? (
        <Box component="section" aria-label="Avvisi" data-testid="backoffice-banners">
          {banners.map((b) => (
            <BannerView key={b.id} n={b} testId={`backoffice-banner-${b.id}`} onClose={() => close(b.id)} />
          ))}
        </Box>
      ) : null}
      <Dialog open={!!popup} aria-labelledby="backoffice-popup-title" data-testid="backoffice-popup" maxWidth="sm" fullWidth>
        {popup ? (
          <>
            <DialogTitle id="backoffice-popup-title">
              <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {NOTIFICATION_CATEGORY_LABELS[popup.category]}
              </Typography>
              {popup.title}
            </DialogTitle>
            <DialogContent>
              <RichContent html={popup.content} testId="backoffice-popup-content" />
              <NotificationLink url={popup.url} />
            </DialogContent>
            <DialogActions>
              <Button variant="contained" onClick={() => ack.mutate(popup.id)} data-testid="backoffice-popup-ack">
                Ho letto
              </Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </>
  );
}
