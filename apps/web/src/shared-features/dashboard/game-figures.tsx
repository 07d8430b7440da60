import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { GAMES } from '@bacheca/domain/games';
import { JOB_STATUS_LABELS } from '@bacheca/domain/enums';
import { linkOptions } from '@tanstack/react-router';
import type { GameSlug, SystemStatus } from '@bacheca/domain';
import type { DashboardLastResult, GameDashboard } from '@bacheca/domain/schemas/dashboard';
import { RouterLink } from '../../components/router-link';
import { formatCount } from '../../lib/money';
import { contestLabel } from '../contests/contests-api';
import { formatDate, formatDateTime } from '../../lib/format';
import { format } from '@bacheca/domain/messages';
import * as WINS_TEXTS from '@bacheca/domain/messages-wins';
import { drawText } from '../../components/draw-text';
import { formatMoney } from '../../lib/money';
import * as T from '@bacheca/domain/messages-dashboard';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

/** The filters a systems figure links with, in the order they appear in the URL. */
interface SystemsFilters {
  contestId?: number;
  winning?: boolean;
  status?: SystemStatus;
  structureId?: number;
}

/**
 * The list behind a systems figure: the game's systems list, or the archive for Totocalcio (no /totocalcio/sistemi
 * menu). The archive has no structure filter; Totocalcio's systems have no structure, so it never gets one.
 */
export function systemsLink(game: GameSlug, { structureId, ...filters }: SystemsFilters) {
  if (game === 'totocalcio') return linkOptions({ to: '/archivio-sistemi', search: { game, ...filters } });
  return linkOptions({ to: '/$game/sistemi', params: { game }, search: { ...filters, structureId } });
}

/** The level of the panels' headings: h2 right under the page title (game dashboard), h3 under a game's h2 (home). */
type PanelHeading = 'h2' | 'h3';

function Panel({
  title,
  children,
  testId,
  heading,
}: {
  title: string;
  children: React.ReactNode;
  testId?: string;
  heading: PanelHeading;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Typography variant="subtitle1" component={heading} sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The last contest with a confirmed result: its draw (→ the result's page), the winning systems (→ the
 * systems list filtered "solo vincenti" on the contest) and the total won (→ the contest's winners page).
 */
function LastResult({ game, result }: { game: GameSlug; result: DashboardLastResult | null }) {
  if (!result) return <Typography color="text.secondary">{WINS_TEXTS.NO_RESULT}</Typography>;
  const id = result.contest.id;
  const winners = linkOptions({
    to: '/$game/concorsi/$contestId/vincite',
    params: { game, contestId: String(id) },
  });
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        <RouterLink
          to="/$game/risultati/$contestId"
          params={{ game, contestId: String(id) }}
          data-testid={`dashboard-${game}-result-contest`}
        >
          {result.contest.label}
        </RouterLink>{' '}
        {format(T.DRAW_DATE, { date: formatDate(result.contest.drawDate) })}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={`dashboard-${game}-result-draw`}>
        {drawText(result)}
      </Typography>
      {result.winsStatus === 'COMPLETATO' ? (
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              {WINS_TEXTS.WINNING_SYSTEMS}
            </Typography>
            <Typography variant="h5" component="p">
              <RouterLink
                {...systemsLink(game, { contestId: id, winning: true })}
                data-testid={`dashboard-${game}-result-winning`}
              >
                {formatCount(result.winningSystems ?? 0)}
              </RouterLink>
            </Typography>
          </div>
          <div>
            <Typography variant="body2" color="text.secondary">
              {WINS_TEXTS.TOTAL}
            </Typography>
            <Typography variant="h5" component="p">
              <RouterLink {...winners} data-testid={`dashboard-${game}-result-total`}>
                {formatMoney(result.totalWonCents)}
              </RouterLink>
            </Typography>
          </div>
        </Stack>
      ) : result.winsStatus === 'IN_CORSO' ? (
        <RouterLink {...winners} data-testid={`dashboard-${game}-result-computing`}>
          {format(WINS_TEXTS.COMPUTING, { rate: result.processingRate ?? 0 })}
        </RouterLink>
      ) : null}
    </Stack>
  );
}

/**
 * The figures of one game: every number links to the list it counts (the server test checks they agree). The bar
 * chart of quote per contest has its table right below, so the values are readable without the chart.
 */
export function GameFigures({ data, heading = 'h3' }: { data: GameDashboard; heading?: PanelHeading }) {
  const { game } = data;
  const label = GAMES[game].label;
  return (
    <Grid container spacing={2} data-testid={`dashboard-${game}`}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Panel heading={heading} title={format(T.NEXT_CONTESTS, { game: label })} testId={`dashboard-${game}-contests`}>
          {data.nextContests.length ? (
            <>
              {/* hidden from assistive technologies, the table below reads the same values; so it must hold no tab stop
                  either (the chart's keyboard navigation adds one, axe aria-hidden-focus) */}
              <Box aria-hidden="true">
                <BarChart
                  disableKeyboardNavigation
                  height={220}
                  xAxis={[
                    { scaleType: 'band', data: data.nextContests.map((c) => c.contest.label.replace('Concorso ', '')) },
                  ]}
                  series={[
                    { data: data.nextContests.map((c) => c.quotesSold), label: T.SOLD, stack: 'q' },
                    { data: data.nextContests.map((c) => c.quotesAvailable), label: T.AVAILABLE, stack: 'q' },
                  ]}
                />
              </Box>
              <Table size="small" aria-label={format(T.QUOTES_PER_CONTEST, { game: label })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{UI_TEXTS.CONTEST}</TableCell>
                    <TableCell>{T.COL_CLOSES_AT}</TableCell>
                    <TableCell align="right">{UI_TEXTS.SYSTEMS}</TableCell>
                    <TableCell align="right">{T.COL_QUOTES_SOLD}</TableCell>
                    <TableCell align="right">{T.AVAILABLE}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.nextContests.map((c) => (
                    <TableRow key={c.contest.id} data-testid={`dashboard-${game}-contest-${c.contest.id}`}>
                      <TableCell>{contestLabel(c.contest)}</TableCell>
                      <TableCell>{formatDateTime(c.contest.closesAt)}</TableCell>
                      <TableCell align="right">
                        <RouterLink
                          {...systemsLink(game, { contestId: c.contest.id })}
                          data-testid={`dashboard-${game}-contest-${c.contest.id}-systems`}
                        >
                          {formatCount(c.systems)}
                        </RouterLink>
                      </TableCell>
                      <TableCell align="right">{formatCount(c.quotesSold)}</TableCell>
                      <TableCell align="right">{formatCount(c.quotesAvailable)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          ) : (
            <Typography color="text.secondary">{T.NO_OPEN_CONTESTS}</Typography>
          )}
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Stack spacing={2} sx={{ height: '100%' }}>
          <Panel heading={heading} title={WINS_TEXTS.LAST_RESULT} testId={`dashboard-${game}-result`}>
            <LastResult game={game} result={data.lastResult} />
          </Panel>
          <Panel heading={heading} title={T.SYSTEMS_BY_STATUS} testId={`dashboard-${game}-status`}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {data.systemsByStatus.length === 0 ? (
                <Typography color="text.secondary">{T.NO_SYSTEMS}</Typography>
              ) : null}
              {data.systemsByStatus.map((s) => (
                <RouterLink
                  key={s.status}
                  {...systemsLink(game, { status: s.status })}
                  data-testid={`dashboard-${game}-status-${s.status}`}
                >
                  <Chip clickable label={`${s.status}: ${formatCount(s.count)}`} variant="outlined" />
                </RouterLink>
              ))}
            </Stack>
          </Panel>
          <Panel heading={heading} title={T.PROPOSALS_WAITING} testId={`dashboard-${game}-proposals`}>
            {/* null for Totocalcio: outlets propose systems of the numerical games only */}
            {data.proposalsWaiting == null ? (
              <Typography color="text.secondary">{T.NO_PROPOSALS}</Typography>
            ) : (
              <RouterLink to="/$game/proposals" params={{ game }}>
                {format(T.PROPOSALS_TO_REVIEW, { count: formatCount(data.proposalsWaiting) })}
              </RouterLink>
            )}
          </Panel>
          <Panel heading={heading} title={T.TOP_STRUCTURES} testId={`dashboard-${game}-top`}>
            {data.topStructures.length === 0 ? (
              <Typography color="text.secondary">{T.NO_QUOTES_SOLD}</Typography>
            ) : null}
            <Stack spacing={0.5}>
              {data.topStructures.map((s) => (
                <Stack key={s.structureId} direction="row" sx={{ justifyContent: 'space-between' }}>
                  <RouterLink {...systemsLink(game, { structureId: s.structureId })}>{s.name}</RouterLink>
                  <Typography variant="body2">{format(T.QUOTES_SOLD, { count: s.quotesSold })}</Typography>
                </Stack>
              ))}
            </Stack>
          </Panel>
        </Stack>
      </Grid>
      {game !== 'totocalcio' ? (
        <Grid size={12}>
          <Panel heading={heading} title={T.JOBS} testId={`dashboard-${game}-jobs`}>
            {data.runningJobs.length + data.recentJobs.length === 0 ? (
              <Typography color="text.secondary">{T.NO_JOBS}</Typography>
            ) : null}
            <Stack spacing={1}>
              {[
                ...data.runningJobs,
                ...data.recentJobs.filter((j) => !data.runningJobs.some((r) => r.id === j.id)),
              ].map((j) => (
                <Stack key={j.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <RouterLink to="/$game/job/$jobId" params={{ game, jobId: String(j.id) }} sx={{ minWidth: 80 }}>
                    {j.id}
                  </RouterLink>
                  <Typography variant="body2" sx={{ minWidth: 110 }} data-testid={`dashboard-job-status-${j.id}`}>
                    {JOB_STATUS_LABELS[j.status]}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={j.processingRate}
                    sx={{ flex: 1, height: 8, borderRadius: 1 }}
                    aria-label={format(T.JOB_PROGRESS, { id: j.id, rate: j.processingRate })}
                  />
                  <Typography variant="body2" sx={{ minWidth: 160 }}>
                    {format(T.JOB_LINE, {
                      rate: j.processingRate,
                      systems: j.systemCount,
                      createdAt: formatDateTime(j.createdAt),
                    })}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Panel>
        </Grid>
      ) : null}
    </Grid>
  );
}
