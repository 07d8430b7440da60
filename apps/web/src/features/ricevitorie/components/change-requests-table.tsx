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
import { formatDateTime } from '../../../lib/format';
import { RICEVITORE_FIELD_LABELS } from '../edit-form';

const STATUS = {
  pending: { label: 'In attesa', color: 'warning' },
  approved: { label: 'Approvata', color: 'success' },
  rejected: { label: 'Rifiutata', color: 'default' },
} as const;

function value(v: string | boolean | null): string {
  if (v === null || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sì' : 'No';
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
  if (!items.length) return <Typography color="text.secondary">Nessuna richiesta di modifica.</Typography>;
  return (
    <Table size="small" data-testid="change-requests">
      <TableHead>
        <TableRow>
          <TableCell>Data richiesta</TableCell>
          <TableCell>Operatore</TableCell>
          <TableCell>Modifiche richieste</TableCell>
          <TableCell>Stato</TableCell>
          <TableCell>Approvata il</TableCell>
          <TableCell>Rifiutata il</TableCell>
          {canDecide ? <TableCell align="right">Azioni</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((cr) => (
          <TableRow key={cr.id} data-testid={`change-request-${cr.id}`} data-status={cr.status}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(cr.requestedAt)}</TableCell>
            <TableCell>{cr.operator}</TableCell>
            <TableCell>
              {cr.changes.map((c) => (
                <div key={c.field}>
                  <strong>{RICEVITORE_FIELD_LABELS[c.field] ?? c.field}</strong>: {value(c.current)} → {value(c.requested)}
                </div>
              ))}
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
                    <Button size="small" variant="contained" color="success" disabled={busy} onClick={() => onDecide(cr, 'approve')} data-testid={`change-request-approve-${cr.id}`}>
                      Approva
                    </Button>
                    <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => onDecide(cr, 'reject')} data-testid={`change-request-reject-${cr.id}`}>
                      Rifiuta
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
