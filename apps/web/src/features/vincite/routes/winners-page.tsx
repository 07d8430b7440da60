import { useEffect, useMemo } from 'react';
import { getRouteApi, linkOptions } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { GAMES } from '@bacheca/domain/games';
import { prizeCategories } from '@bacheca/domain/engine/wins/categories';
import type { GameSlug } from '@bacheca/domain';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-vincite';
import type { ContestWinsResponse, SystemWinsItem } from '@bacheca/domain/schemas/wins';
import { RouterLink } from '../../../components/router-link';
import { myNotificationsKey } from '../../../components/notification-bell';
import { DetailPage } from '../../../components/detail-page';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { ExportButtons } from '../../../components/export-buttons';
import { FilterBar } from '../../../components/filter-bar';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { BoardSection } from '../../../components/game-board/board-detail';
import { boardNameColumn, systemIdColumn } from '../../../components/game-board/system-columns';
import { formatCount, formatMoney } from '../../../lib/money';
import { listNavigation } from '../../../lib/list-search';
import { contestWinsQueryOptions } from '../api/contest-wins';

const route = getRouteApi('/app/$game/concorsi/$contestId/vincite');

/** "Punti 5+1: 2, Punti 4: 13" with the game's category labels. */
function winsText(game: GameSlug, wins: SystemWinsItem['wins']): string {
  if (!wins.length) return '—';
  const labels = new Map(prizeCategories(game).map((c) => [c.code, c.label]));
  return wins.map((w) => `${labels.get(w.category) ?? w.category}: ${formatCount(w.count)}`).join(', ');
}

/** The contest's systems list (Totocalcio's systems are listed in the archive). */
const systemsOfContest = (game: GameSlug, contestId: number) =>
  game === 'totocalcio'
    ? linkOptions({ to: '/archivio-sistemi', search: { game, contestId } })
    : linkOptions({ to: '/$game/sistemi', params: { game }, search: { contestId } });

/** The winners column's title: the contest's extraordinary award label when it has one (spec §3). */
function AwardTitle({ award }: { award: ContestWinsResponse['award'] }) {
  if (!award) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="wins-award">
      {award.showIcon && award.icon ? <img src={award.icon} alt="" style={{ maxHeight: 30, maxWidth: 200 }} /> : null}
      <Typography variant="subtitle2" component="span">
        {award.label}
      </Typography>
      {award.associatedWinCents > 0 ? (
        <Typography variant="body2">
          {format(T.AWARD_WIN, { amount: formatMoney(award.associatedWinCents) })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** /{game}/concorsi/{contestId}/vincite: the winners of a contest's confirmed result, the job's progress, export. */
export function WinnersPage() {
  const { game: gameParam, contestId: contestParam } = route.useParams();
  const game = gameParam as GameSlug;
  const contestId = Number(contestParam);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const q = useQuery(contestWinsQueryOptions(game, contestId, search));
  const qc = useQueryClient();
  const finished = q.data?.job?.status === 'COMPLETATO';
  useEffect(() => {
    if (finished) void qc.invalidateQueries({ queryKey: myNotificationsKey });
  }, [finished, qc]);
  const { go, filter, reset, hasFilters } = listNavigation(search, (next) => void navigate({ search: next }), ['all']);
  const awardLabel = q.data?.award?.label;

  const columns = useMemo<GridColDef<SystemWinsItem>[]>(
    () => [
      systemIdColumn<SystemWinsItem>(game),
      { field: 'name', headerName: T.COL_NAME, width: 150 },
      boardNameColumn<SystemWinsItem>(),
      {
        field: 'wins',
        headerName: awardLabel ?? T.COL_WINS,
        flex: 1,
        minWidth: 240,
        valueGetter: (_v, row) => winsText(game, row.wins),
      },
      {
        field: 'totalCents',
        headerName: T.COL_TOTAL,
        width: 160,
        valueGetter: (_v, row) => formatMoney(row.totalCents),
      },
      {
        field: 'perQuotaCents',
        headerName: T.COL_PER_QUOTA,
        width: 140,
        valueGetter: (_v, row) => formatMoney(row.perQuotaCents),
      },
    ],
    [game, awardLabel],
  );

  return (
    <DetailPage query={q} title={T.TITLE}>
      {(data) => (
        <>
          <PageHeader
            title={format(T.HEADER, { contest: data.contest.label })}
            subtitle={format(T.SUBTITLE, {
              game: GAMES[game].label,
              day: data.contest.drawDate.split('-').reverse().join('/'),
            })}
            actions={
              <Stack direction="row" spacing={2}>
                <RouterLink
                  to="/$game/risultati/$contestId"
                  params={{ game, contestId: String(contestId) }}
                  data-testid="wins-result-link"
                >
                  {T.RESULT_LINK}
                </RouterLink>
                <RouterLink {...systemsOfContest(game, contestId)} data-testid="wins-systems-link">
                  {T.SYSTEMS_LINK}
                </RouterLink>
              </Stack>
            }
          />
          {!data.job ? (
            <Alert severity="info" data-testid="wins-none">
              {T.NO_RESULT}
            </Alert>
          ) : (
            <BoardSection title={T.JOB_SECTION}>
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                data-testid="wins-progress"
                data-rate={data.job.processingRate}
                data-status={data.job.status}
              >
                <LinearProgress
                  variant="determinate"
                  value={data.job.processingRate}
                  sx={{ flexGrow: 1, height: 8, borderRadius: 1 }}
                  aria-label={format(T.JOB_PROGRESS, { rate: data.job.processingRate })}
                />
                <Typography variant="caption">{data.job.processingRate}%</Typography>
              </Box>
              <DetailList>
                <DetailItem label={T.JOB_RESULT_VERSION} value={data.job.resultVersion} />
                <DetailItem
                  label={T.JOB_PROCESSED}
                  value={format(T.JOB_PROCESSED_OF, {
                    processed: formatCount(data.job.processed),
                    total: formatCount(data.job.systemCount),
                  })}
                />
                <DetailItem label={T.JOB_WINNING} value={formatCount(data.winning)} testId="wins-winning" />
                <DetailItem label={T.JOB_TOTAL} value={formatMoney(data.totalCents)} testId="wins-total" />
              </DetailList>
            </BoardSection>
          )}
          <Typography variant="body2" sx={{ my: 1 }} data-testid="wins-truncation">
            {T.TRUNCATION}
          </Typography>
          <AwardTitle award={data.award} />
          <FilterBar onReset={reset} canReset={hasFilters}>
            <FormControlLabel
              label={T.ONLY_WINNING}
              control={
                <Switch
                  checked={!search.all}
                  onChange={(e) => filter({ all: e.target.checked ? undefined : true })}
                  data-testid="wins-only-winning"
                />
              }
            />
            <ExportButtons
              path={`/games/${game}/contests/${contestId}/wins/export`}
              params={{ all: search.all ? 'true' : undefined, sort: search.sort }}
              name={`vincite-${contestId}`}
            />
          </FilterBar>
          <ListTotal total={data.total} one={T.TOTAL_ONE} many={T.TOTAL_MANY} />
          <ServerDataGrid<SystemWinsItem>
            {...listGridProps({ data: { items: data.items, total: data.total }, isFetching: q.isFetching }, search, go)}
            loading={false}
            columns={columns}
            getRowId={(r) => r.systemId}
            sortableFields={['name', 'totalCents', 'perQuotaCents']}
            aria-label={T.GRID}
            data-testid="wins-grid"
          />
        </>
      )}
    </DetailPage>
  );
}
