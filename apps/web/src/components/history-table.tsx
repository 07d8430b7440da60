import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry, HistoryResponse } from '@bacheca/domain';
import { formatDateTime } from '../lib/format';

/** Italian names of the audit-log actions about users and outlets. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  login: 'Accesso',
  logout: 'Uscita',
  create: 'Creazione',
  update: 'Modifica',
  delete: 'Cancellazione',
  abilitation: 'Abilitazione / attivazione',
  force_password_change: 'Cambio password forzato',
  password_set: 'Password impostata',
  password_change: 'Cambio password',
  reset_attempts: 'Sblocco tentativi',
  permissions: 'Permessi aggiuntivi',
  impersonate: 'Inizio simulazione',
  impersonate_exit: 'Fine simulazione',
  import_create: 'Creazione da anagrafica',
  import_update: 'Modifica da anagrafica',
  change_request: 'Richiesta di modifica',
  change_request_approved: 'Richiesta di modifica approvata',
  change_request_rejected: 'Richiesta di modifica rifiutata',
  import: 'Importazione anagrafiche',
  role_permissions: 'Permessi del ruolo',
};

const OUTCOME_LABELS: Record<string, string> = { ok: 'Riuscito', failed: 'Fallito', denied: 'Negato' };

function show(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'Sì' : 'No';
  if (Array.isArray(v)) return v.length ? v.map(show).join(', ') : '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** "field: before → after" for each field that changed. */
export function describeChange(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const before = (entry.before && typeof entry.before === 'object' ? entry.before : {}) as Record<string, unknown>;
  const after = (entry.after && typeof entry.after === 'object' ? entry.after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((k) => (k in before && k in after ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show(k in after ? after[k] : before[k])}`))
    .join('; ');
}

export interface HistoryTableProps {
  data: HistoryResponse | undefined;
  loading?: boolean;
  onPageChange: (page: number) => void;
}

/** The change history of a record (audit log), newest first, paged on the server. */
export function HistoryTable({ data, loading, onPageChange }: HistoryTableProps) {
  if (!data && loading) return <Typography color="text.secondary">Caricamento in corso…</Typography>;
  if (!data || data.total === 0) return <Typography color="text.secondary">Nessuna modifica registrata.</Typography>;
  return (
    <>
      <Table size="small" data-testid="history-table">
        <TableHead>
          <TableRow>
            <TableCell>Data</TableCell>
            <TableCell>Operazione</TableCell>
            <TableCell>Esito</TableCell>
            <TableCell>Autore</TableCell>
            <TableCell>Dettagli</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.map((e) => (
            <TableRow key={e.id} data-action={e.action}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</TableCell>
              <TableCell>{AUDIT_ACTION_LABELS[e.action] ?? e.action}</TableCell>
              <TableCell>{OUTCOME_LABELS[e.outcome] ?? e.outcome}</TableCell>
              <TableCell>
                {e.actor ?? '—'}
                {e.onBehalfOf ? ` (simulazione di ${e.onBehalfOf})` : ''}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{describeChange(e)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={data.total}
        page={data.page - 1}
        rowsPerPage={data.pageSize}
        rowsPerPageOptions={[data.pageSize]}
        onPageChange={(_e, p) => onPageChange(p + 1)}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} di ${count}`}
      />
    </>
  );
}
