import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ChangeRequestItem } from '@bacheca/domain';
import { yesNo } from '@bacheca/domain/messages-yes-no';
import { CHANGE_REQUEST_STATUS_LABELS } from '@bacheca/domain/messages-outlet';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';
import * as PROPOSTE_TEXTS from '@bacheca/domain/messages-proposte';
import { formatDateTime } from '../../../lib/format';
import { RICEVITORE_FIELD_LABELS } from '../../../lib/outlet-field-labels';

const STATUS = {
  pending: { label: CHANGE_REQUEST_STATUS_LABELS.pending, color: 'warning' },
  approved: { label: CHANGE_REQUEST_STATUS_LABELS.approved, color: 'success' },
  rejected: { label: CHANGE_REQUEST_STATUS_LABELS.rejected, color: 'default' },
} as const;

function value(v: string | boolean | null): string {
  if (v === null || v === '') return '—';
  if (typeof v === 'boolean') return yesNo(v);
  return v;
}

export interface ChangeRequestsTableProps {
  items: readonly ChangeRequestItem[];
  canDecide: boolean;
  busy?: boolean;
  onDecide: (item: ChangeRequestItem, decision: 'approve' | 'reject') => void;
}

/** The outlet's change requests: request date, operator, approval or rejection date, the requested values. */
export function ChangeRequestsTable({ items, canDecide, busy, onDecide }: ChangeRequestsTableProps) {
  if (!items.length) return <Typography color="text.secondary">{OUTLET_TEXTS.CHANGE_REQUEST_NONE}</Typography>;
  return (
    <Table size="small" data-testid="change-requests">
      <TableHead>
        <TableRow>
          <TableCell>{OUTLET_TEXTS.CHANGE_REQUEST_COL_REQUESTED}</TableCell>
          <TableCell>{OUTLET_TEXTS.CHANGE_REQUEST_COL_OPERATOR}</TableCell>
          <TableCell>{OUTLET_TEXTS.CHANGE_REQUEST_COL_CHANGES}</TableCell>
          <TableCell>{OUTLET_TEXTS.CHANGE_REQUEST_COL_STATUS}</TableCell>
          <TableCell>{OUTLET_TEXTS.CHANGE_REQUEST_COL_APPROVED}</TableCell>
          <TableCell>{OUTLET_TEXTS.CHANGE_REQUEST_COL_REJECTED}</TableCell>
          {canDecide ? <TableCell align="right">{OUTLET_TEXTS.CHANGE_REQUEST_COL_ACTIONS}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((cr) => (
          <TableRow key={cr.id} data-testid={`change-request-${cr.id}`} data-status={cr.status}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(cr.requestedAt)}</TableCell>
            <TableCell>{cr.operator}</TableCell>
            <TableCell>
              {cr.status === 'approved' && !cr.changes.length ? (
                <Typography variant="body2" color="text.secondary" data-testid={`change-request-unchanged-${cr.id}`}>
                  {OUTLET_TEXTS.CHANGE_REQUEST_NOTHING_CHANGED}
                </Typography>
              ) : null}
              {cr.changes.map((c) => (
                <div key={c.field}>
                  <strong>{RICEVITORE_FIELD_LABELS[c.field] ?? c.field}</strong>:{' '}
                  {cr.status === 'approved' && c.current === null ? '' : `${value(c.current)} → `}
                  {value(c.requested)}
                </div>
              ))}
              {cr.reason ? (
                <Typography variant="body2" color="text.secondary" data-testid={`change-request-reason-${cr.id}`}>
                  {OUTLET_TEXTS.CHANGE_REQUEST_REASON.replace('{reason}', cr.reason)}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              <Chip size="small" label={STATUS[cr.status].label} color={STATUS[cr.status].color} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(cr.approvedAt)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(cr.rejectedAt)}</TableCell>
            {canDecide ? (
              <TableCell align="right">
                {cr.status === 'pending' ? (
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      variant="contained"
                      color="success"
                      disabled={busy}
                      onClick={() => onDecide(cr, 'approve')}
                      data-testid={`change-request-approve-${cr.id}`}
                    >
                      {PROPOSTE_TEXTS.APPROVE}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      disabled={busy}
                      onClick={() => onDecide(cr, 'reject')}
                      data-testid={`change-request-reject-${cr.id}`}
                    >
                      {OUTLET_TEXTS.CHANGE_REQUEST_REJECT_CONFIRM}
                    </Button>
                  </Stack>
                ) : null}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
