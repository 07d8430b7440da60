import { useMemo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HistoryResponse } from '@bacheca/domain';
import { presentAuditEntry } from '@bacheca/domain/audit-presenter';
import { AuditDetails } from './audit-details';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-history';
import * as COLUMNS from '@bacheca/domain/messages-registro';

export interface HistoryTableProps {
  data: HistoryResponse | undefined;
  loading?: boolean;
  onPageChange: (page: number) => void;
}

/**
 * The change history of a record (audit log), newest first, paged on the server; each entry in Italian words by the
 * one presenter the activity log uses too (`@bacheca/domain/audit-presenter`).
 */
export function HistoryTable({ data, loading, onPageChange }: HistoryTableProps) {
  const rows = useMemo(() => (data?.items ?? []).map((e) => ({ e, shown: presentAuditEntry(e) })), [data]);
  if (!data && loading) return <Typography color="text.secondary">{T.LOADING}</Typography>;
  if (!data || data.total === 0) return <Typography color="text.secondary">{T.EMPTY}</Typography>;
  return (
    <>
      <Table size="small" data-testid="history-table">
        <TableHead>
          <TableRow>
            <TableCell>{COLUMNS.COL_AT}</TableCell>
            <TableCell>{COLUMNS.COL_ACTION}</TableCell>
            <TableCell>{COLUMNS.COL_OUTCOME}</TableCell>
            <TableCell>{COLUMNS.COL_ACTOR}</TableCell>
            <TableCell>{COLUMNS.COL_DETAILS}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ e, shown }) => (
            <TableRow key={e.id} data-action={e.action}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{shown.at}</TableCell>
              <TableCell>{shown.action}</TableCell>
              <TableCell>{shown.outcome}</TableCell>
              <TableCell>{shown.actor}</TableCell>
              <TableCell>
                <AuditDetails entry={shown} testId={`history-details-${e.id}`} />
              </TableCell>
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
        labelDisplayedRows={({ from, to, count }) => format(T.PAGE_RANGE, { from, to, count })}
      />
    </>
  );
}
