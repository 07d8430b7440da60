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
import { RouterLink } from '../../../components/router-link';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { resultListQueryOptions } from '../api/result-list';
import { ResultStatusChip } from '../components/result-status';
import * as WINS_TEXTS from '@bacheca/domain/messages-wins';
import * as T from '@bacheca/domain/messages-risultati';
import { format } from '@bacheca/domain/messages';

const route = getRouteApi('/app/$game/risultati');

/** /{game}/risultati: the contests whose sales have closed, newest first, with their draw result's state. */
export function ResultsPage() {
  const game = route.useParams().game as GameSlug;
  const q = useQuery(resultListQueryOptions(game));
  return (
    <Box data-testid="results-page">
      <PageHeader title={format(T.LIST_TITLE, { game: GAMES[game].label })} subtitle={T.LIST_SUBTITLE} />
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <Alert severity="error">{errorText(q.error)}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table
            size="small"
            aria-label={format(T.LIST_TABLE, { game: GAMES[game].label })}
            data-testid="results-table"
          >
            <TableHead>
              <TableRow>
                <TableCell>{T.COL_CONTEST}</TableCell>
                <TableCell>{T.COL_DRAW}</TableCell>
                <TableCell>{T.COL_RESULT}</TableCell>
                <TableCell>{T.COL_ENTERED_BY}</TableCell>
                <TableCell>{T.COL_CONFIRMED_BY}</TableCell>
                <TableCell>{T.COL_WINS}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {q.data.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6}>{T.LIST_EMPTY}</TableCell>
                </TableRow>
              ) : (
                q.data.items.map((r) => (
                  <TableRow key={r.contest.id} data-testid={`result-row-${r.contest.id}`}>
                    <TableCell>
                      <RouterLink
                        to="/$game/risultati/$contestId"
                        params={{ game, contestId: String(r.contest.id) }}
                        data-testid={`result-link-${r.contest.id}`}
                      >
                        {r.contest.label}
                      </RouterLink>
                    </TableCell>
                    <TableCell>{formatDate(r.contest.drawDate)}</TableCell>
                    <TableCell>
                      <ResultStatusChip status={r.status} testId={`result-status-${r.contest.id}`} />
                    </TableCell>
                    <TableCell>{r.enteredBy ?? '—'}</TableCell>
                    <TableCell>{r.confirmedBy ?? '—'}</TableCell>
                    <TableCell>
                      {r.status === 'CONFERMATO' ? (
                        <RouterLink
                          to="/$game/concorsi/$contestId/vincite"
                          params={{ game, contestId: String(r.contest.id) }}
                          aria-label={`${WINS_TEXTS.FILTER} – ${r.contest.label}`}
                          data-testid={`result-wins-${r.contest.id}`}
                        >
                          {WINS_TEXTS.FILTER}
                        </RouterLink>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
