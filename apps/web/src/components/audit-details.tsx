import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PresentedAuditEntry } from '@bacheca/domain/audit-presenter';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-audit-details';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

/** Lines shown in the cell; the rest open in a dialog. */
const SHOWN = 4;

export interface AuditDetailsProps {
  entry: PresentedAuditEntry;
  testId?: string;
  /** Lines shown before "Mostra tutti" (the grid's one-line rows show one). */
  shown?: number;
}

/**
 * The details of an audit entry as the presenter words them: one line per field ("Comune: Roma → Milano"), the first
 * few in the cell, all of them (field, before, after) in a dialog. Used by the activity log and the detail pages'
 * "Storico delle modifiche".
 */
export function AuditDetails({ entry, testId, shown = SHOWN }: AuditDetailsProps) {
  const [open, setOpen] = useState(false);
  if (!entry.lines.length)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  const more = entry.lines.length - shown;
  return (
    <Box
      data-testid={testId}
      sx={{
        py: 0.5,
        display: 'flex',
        flexDirection: shown === 1 ? 'row' : 'column',
        gap: 1,
        alignItems: shown === 1 ? 'center' : 'stretch',
        minWidth: 0,
      }}
    >
      {entry.lines.slice(0, shown).map((l) => (
        <Typography
          key={l.field}
          variant="body2"
          title={l.text}
          noWrap={shown === 1}
          sx={{ wordBreak: 'break-word', minWidth: 0 }}
          data-field={l.field}
        >
          {l.before !== undefined ? (
            <>
              {l.label}: <span>{l.before}</span> → <strong>{l.after}</strong>
            </>
          ) : (
            l.text
          )}
        </Typography>
      ))}
      {more > 0 ? (
        <Button size="small" onClick={() => setOpen(true)} sx={{ px: 0, minWidth: 0, flexShrink: 0 }}>
          {format(shown === 1 ? T.MORE_FIELDS_SHORT : T.MORE_FIELDS, { count: more })}
        </Button>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>{`${entry.action} – ${entry.at}`}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{T.COL_FIELD}</TableCell>
                <TableCell>{T.COL_BEFORE}</TableCell>
                <TableCell>{T.COL_AFTER}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entry.lines.map((l) => (
                <TableRow key={l.field}>
                  <TableCell>{l.label}</TableCell>
                  <TableCell>{l.before ?? '—'}</TableCell>
                  <TableCell>{l.after}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{UI_TEXTS.CLOSE}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
