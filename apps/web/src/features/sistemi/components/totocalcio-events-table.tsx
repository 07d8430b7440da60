import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TOTOCALCIO_SIGNS } from '@bacheca/domain/schemas/totocalcio-core';
import type { TotocalcioSystemInfo } from '@bacheca/domain';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import * as T from '@bacheca/domain/messages-totocalcio';
import { formatDateTime } from '../../../lib/format';

/** A Totocalcio system's events: the match, fixed (obbligatorio) or optional (facoltativo), and the signs played. */
export function TotocalcioEventsTable({ info }: { info: TotocalcioSystemInfo }) {
  return (
    <Table size="small" aria-label={T.SYSTEM_EVENTS_TABLE}>
      <TableHead>
        <TableRow>
          <TableCell>{T.COL_N}</TableCell>
          <TableCell>{T.COL_MATCH}</TableCell>
          <TableCell>{T.COL_KICK_OFF}</TableCell>
          <TableCell>{C.TYPE}</TableCell>
          <TableCell>{T.COL_SIGNS}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {info.events.map((e) => (
          <TableRow key={e.eventNumber} data-testid={`system-event-${e.eventNumber}`}>
            <TableCell>{e.eventNumber}</TableCell>
            <TableCell>
              {e.home} – {e.away}
            </TableCell>
            <TableCell>{e.kickOff ? formatDateTime(e.kickOff) : '—'}</TableCell>
            <TableCell>{e.mandatory ? T.COL_MANDATORY : T.OPTIONAL}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5}>
                {TOTOCALCIO_SIGNS.filter((sign) => e.signs.includes(sign)).map((sign) => (
                  <Chip key={sign} size="small" label={sign} color="primary" sx={{ minWidth: 32 }} />
                ))}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
