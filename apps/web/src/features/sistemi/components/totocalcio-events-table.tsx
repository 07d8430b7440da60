import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TOTOCALCIO_SIGNS } from '@bacheca/domain/schemas/totocalcio-core';
import type { TotocalcioSystemInfo } from '@bacheca/domain';
import { formatDateTime } from '../../../lib/format';

/** A Totocalcio system's events: the match, fixed (obbligatorio) or optional (facoltativo), and the signs played. */
export function TotocalcioEventsTable({ info }: { info: TotocalcioSystemInfo }) {
  return (
    <Table size="small" aria-label="Eventi e segni del sistema">
      <TableHead>
        <TableRow>
          <TableCell>N.</TableCell>
          <TableCell>Partita</TableCell>
          <TableCell>Calcio d’inizio</TableCell>
          <TableCell>Tipo</TableCell>
          <TableCell>Segni</TableCell>
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
            <TableCell>{e.mandatory ? 'Obbligatorio' : 'Facoltativo'}</TableCell>
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
