import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { outletLinkOf } from '@bacheca/domain/outlet-links';
import * as T from '@bacheca/domain/messages-notification-preview';
import type { DeliveredNotification, NotificationType } from '@bacheca/domain';
import { DeliveredNotifications } from '../../../components/notification-delivery';
import type { NotificationContent } from '../../../components/notification-view';

export interface OutletPreviewProps {
  type: NotificationType;
  n: NotificationContent & { outletUrl: string | null; priority: number };
}

/**
 * "Anteprima come ricevitoria": the board's own banner or popup component with the form's values and the link an
 * outlet would get (links.ts `outletLinkOf`). Nothing is saved, no simulation is started.
 */
export function OutletPreviewButton({ type, n }: OutletPreviewProps) {
  const [open, setOpen] = useState(false);
  const shown: DeliveredNotification = {
    id: 0,
    type,
    category: n.category,
    title: n.title || T.TITLE_PLACEHOLDER,
    content: n.content || `<p>${T.CONTENT_PLACEHOLDER}</p>`,
    url: outletLinkOf(n.url, n.outletUrl),
    priority: n.priority,
    visibleFrom: new Date().toISOString(),
    expiresAt: new Date().toISOString(),
  };
  const delivery = type === 'banner' ? { banners: [shown], popups: [] } : { banners: [], popups: [shown] };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="outlet-preview-open">
        {T.BUTTON}
      </Button>
      {open && type === 'popup' ? (
        // the board's popup itself: "Ho letto" closes the preview
        <DeliveredNotifications delivery={delivery} prefix="outlet-preview" onAck={() => setOpen(false)} />
      ) : null}
      <Dialog
        open={open && type === 'banner'}
        onClose={() => setOpen(false)}
        maxWidth="md"
        fullWidth
        aria-labelledby="outlet-preview-title"
        data-testid="outlet-preview-dialog"
      >
        <DialogTitle id="outlet-preview-title">{T.BUTTON}</DialogTitle>
        <DialogContent>
          <Box sx={{ border: 1, borderColor: 'divider' }}>
            <DeliveredNotifications delivery={delivery} prefix="outlet-preview" />
            <Typography variant="h6" component="p" sx={{ p: 2 }}>
              {T.BOARD}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{T.CLOSE}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
