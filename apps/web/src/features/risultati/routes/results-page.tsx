import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { GAMES } from '@bacheca/domain/games';
import type { GameSlug } from '@bacheca/domain';
import { AppLink } from '../../../components/app-link';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { resultListQueryOptions } from '../api';
import { ResultStatusChip } from '../components/result-status';
import { WINS_TEXTS } from '@bacheca/domain/messages-wins';

const route = getRouteApi('/app/$game/risultati');

/** /{game}/risultati: the contests whose sales have closed, newest first, with their draw result's state. */
export function ResultsPage() {
  const game = route.useParams().game as GameSlug;
  const q = useQuery(resultListQueryOptions(game));
  return (
    <Box data-testid="results-page">
      <PageHeader title={`Risultati delle estrazioni – ${GAMES[game].label}`} subtitle="Il risultato inserito da un utente è confermato da un altro: solo un risultato confermato calcola le vincite." />
      {q.isPending ? <Loading /> : q.isError ? <Alert severity="error">{errorText(q.error)}</Alert> : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={`Concorsi ${GAMES[game].label} e stato del risultato`} data-testid="results-table">
            <TableHead>
              <TableRow>
                <TableCell>Concorso</TableCell>
                <TableCell>Estrazione</TableCell>
                <TableCell>Risultato</TableCell>
                <TableCell>Inserito da</TableCell>
                <TableCell>Confermato da</TableCell>
                <TableCell>Vincite</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {q.data.items.length === 0 ? (
                <TableRow><TableCell colSpan={6}>Nessun concorso chiuso.</TableCell></TableRow>
              ) : q.data.items.map((r) => (
                <TableRow key={r.contest.id} data-testid={`result-row-${r.contest.id}`}>
                  <TableCell><AppLink href={`/${game}/risultati/${r.contest.id}`} data-testid={`result-link-${r.contest.id}`}>{r.contest.label}</AppLink></TableCell>
                  <TableCell>{formatDate(r.contest.drawDate)}</TableCell>
                  <TableCell><ResultStatusChip status={r.status} testId={`result-status-${r.contest.id}`} /></TableCell>
                  <TableCell>{r.enteredBy ?? '—'}</TableCell>
                  <TableCell>{r.confirmedBy ?? '—'}</TableCell>
                  <TableCell>
                    {r.status === 'CONFERMATO' ? (
                      <AppLink href={`/${game}/concorsi/${r.contest.id}/vincite`} aria-label={`${WINS_TEXTS.FILTER} – ${r.contest.label}`} data-testid={`result-wins-${r.contest.id}`}>{WINS_TEXTS.FILTER}</AppLink>
                    ) : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
