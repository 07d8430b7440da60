import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { NotificationReachCounts, NotificationType } from '@bacheca/domain';
import { format } from '@bacheca/domain/messages';
import * as NOTIFICATION_PREVIEW_TEXTS from '@bacheca/domain/messages-notification-preview';
import * as T from '@bacheca/domain/messages-notification-reach';
import { errorText } from '../../../lib/api-client';
import { Loading } from '../../../components/loading';
import { notificationReachQueryOptions } from '../api/notifications-api';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import * as NOTIFICHE_TEXTS from '@bacheca/domain/messages-notifiche';

/** "Raggiunte: 120 di 300 · lette 45" (a banner is read when shown), and the outlets still to read it. */
export function reachLine(type: NotificationType, r: NotificationReachCounts): string {
  const n = counts(r);
  const reached = format(T.REACHED, n);
  return type === 'popup' ? `${reached} · ${format(T.READ, n)}` : reached;
}

/** A count grouped by thousands from 1.000 up, as the catalogue's counts are (it-IT leaves 1340 ungrouped). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

function counts(r: NotificationReachCounts) {
  return { targeted: grouped(r.targeted), seen: grouped(r.seen), acknowledged: grouped(r.acknowledged) };
}

/** The list's cell: a banner's views ("Viste 12 / 340"), a popup's confirmations ("Confermate 5 / 340"). */
export function reachCell(type: NotificationType, r: NotificationReachCounts): { text: string; detail: string } {
  if (r.targeted === 0) return { text: T.LIST_NO_OUTLETS, detail: T.LIST_NO_OUTLETS_DETAIL };
  const n = counts(r);
  return type === 'popup'
    ? { text: format(T.LIST_CONFIRMED, n), detail: format(T.LIST_POPUP_DETAIL, n) }
    : { text: format(T.LIST_SEEN, n), detail: format(T.LIST_SEEN, n) };
}

function PendingDialog({ type, id, onClose }: { type: NotificationType; id: number; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const q = useQuery(notificationReachQueryOptions(type, id, page));
  const pending = q.data?.pending;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="reach-pending-title">
      <DialogTitle id="reach-pending-title">{T.PENDING_TITLE}</DialogTitle>
      <DialogContent>
        {q.isLoading ? <Loading /> : null}
        {q.error ? <Alert severity="error">{errorText(q.error)}</Alert> : null}
        {pending ? (
          <>
            <Table size="small" data-testid="reach-pending-table">
              <TableHead>
                <TableRow>
                  <TableCell>{ACCOUNT_TEXTS.IVR_CODE}</TableCell>
                  <TableCell>{NOTIFICHE_TEXTS.COL_DENOMINATION}</TableCell>
                  <TableCell>{NOTIFICHE_TEXTS.COL_CITY}</TableCell>
                  <TableCell>{NOTIFICHE_TEXTS.COL_PROVINCE}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {pending.items.map((o) => (
                  <TableRow key={o.id}>
                    <TableCell>{o.ivrCode}</TableCell>
                    <TableCell>{o.denomination}</TableCell>
                    <TableCell>{o.city}</TableCell>
                    <TableCell>{o.province}</TableCell>
                  </TableRow>
                ))}
                {!pending.items.length ? (
                  <TableRow>
                    <TableCell colSpan={4}>{T.PENDING_NONE}</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={pending.total}
              page={page - 1}
              rowsPerPage={pending.pageSize}
              rowsPerPageOptions={[pending.pageSize]}
              onPageChange={(_e, p) => setPage(p + 1)}
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} di ${count}`}
            />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{NOTIFICATION_PREVIEW_TEXTS.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The reach of a saved notification: whom it is for among the outlets, who has seen and read it. */
export function NotificationReachPanel({ type, id }: { type: NotificationType; id: number }) {
  const q = useQuery(notificationReachQueryOptions(type, id));
  const [open, setOpen] = useState(false);
  if (q.error) return <Alert severity="error">{errorText(q.error)}</Alert>;
  if (!q.data) return null;
  return (
    <Alert severity="info" icon={false} data-testid="notification-reach">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" data-testid="notification-reach-line">
          {reachLine(type, q.data)}
        </Typography>
        <Button size="small" onClick={() => setOpen(true)} data-testid="notification-reach-pending">
          {T.PENDING_BUTTON}
        </Button>
      </Stack>
      {open ? <PendingDialog type={type} id={id} onClose={() => setOpen(false)} /> : null}
    </Alert>
  );
}
