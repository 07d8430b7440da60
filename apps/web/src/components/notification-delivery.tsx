import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_CATEGORY_LABELS } from '@bacheca/domain/enums';
import type { NotificationDelivery } from '@bacheca/domain';
import { BannerView, NotificationLink, RichContent } from './notification-view';
import * as DELIVERY_TEXTS from '@bacheca/domain/messages-delivery';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

/**
 * The cache keys of the notifications delivered to the signed-in user: the outlet's board and the back office read
 * their own; a notification saved by the staff refreshes both (`all`).
 */
export const deliveryKeys = {
  all: ['delivery'] as const,
  outlet: () => [...deliveryKeys.all, 'ricevitore'] as const,
  backoffice: () => [...deliveryKeys.all, 'backoffice'] as const,
};

const CLOSED_KEY = 'bdr_closed_banners';

function readClosed(): number[] {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

export interface DeliveredNotificationsProps {
  delivery: NotificationDelivery | undefined;
  /** Test ids: `<prefix>-banners`, `<prefix>-banner-<id>`, `<prefix>-popup`, `<prefix>-popup-content`, `<prefix>-popup-ack`. */
  prefix: string;
  /** "Ho letto": stored on the server (once per user). Without it (a simulation) the popup only closes here. */
  onAck?: (id: number) => void;
}

/**
 * Delivered notifications: the active banners in priority order, and the first popup not acknowledged
 * yet, until "Ho letto". Banners closed by the user stay closed for this browser session (they come back in a new one).
 * Used by the back-office header and the outlet's board.
 */
export function DeliveredNotifications({ delivery, prefix, onAck }: DeliveredNotificationsProps) {
  // acknowledged (or closed, in a simulation) in this page: gone at once, before the refetch confirms it
  const [acked, setAcked] = useState<readonly number[]>([]);
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
  if (!delivery) return null;
  // an answer without lists (an older server) shows nothing rather than breaking the layout
  const banners = (delivery.banners ?? []).filter((b) => !closed.includes(b.id));
  const popup = (delivery.popups ?? []).find((p) => !acked.includes(p.id));
  const ack = (id: number) => {
    setAcked((xs) => [...xs, id]);
    onAck?.(id);
  };
  return (
    <>
      {banners.length ? (
        <Box component="section" aria-label={DELIVERY_TEXTS.BANNERS} data-testid={`${prefix}-banners`}>
          {banners.map((b) => (
            <BannerView key={b.id} n={b} testId={`${prefix}-banner-${b.id}`} onClose={() => close(b.id)} />
          ))}
        </Box>
      ) : null}
      <Dialog
        open={!!popup}
        aria-labelledby={`${prefix}-popup-title`}
        data-testid={`${prefix}-popup`}
        maxWidth="sm"
        fullWidth
      >
        {popup ? (
          <>
            <DialogTitle id={`${prefix}-popup-title`}>
              <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {NOTIFICATION_CATEGORY_LABELS[popup.category]}
              </Typography>
              {popup.title}
            </DialogTitle>
            <DialogContent>
              <RichContent html={popup.content} testId={`${prefix}-popup-content`} />
              <NotificationLink url={popup.url} />
            </DialogContent>
            <DialogActions>
              <Button variant="contained" onClick={() => ack(popup.id)} data-testid={`${prefix}-popup-ack`}>
                {onAck ? DELIVERY_TEXTS.POPUP_ACK : UI_TEXTS.CLOSE}
              </Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </>
  );
}
