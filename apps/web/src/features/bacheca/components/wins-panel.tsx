import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GAMES } from '@bacheca/domain/games';
import { prizeCategories } from '@bacheca/domain/engine/wins/categories';
import type { GameSlug } from '@bacheca/domain';
import { format } from '@bacheca/domain/messages';
import type { OutletWin, OutletWinsContest } from '@bacheca/domain/schemas/wins';
import { Loading } from '../../../components/loading';
import { OutletTable } from '../../../components/outlet-table';
import { Section } from '../../../components/section';
import { formatCount, formatMoney } from '../../../lib/money';
import { errorText } from '../../../lib/api-client';
import { outletContestWinsQueryOptions } from '../api/contest-wins';
import { outletWinsQueryOptions } from '../api/outlet-wins';
import { outletWinsContestsQueryOptions } from '../api/wins-contests';
import * as W from '@bacheca/domain/messages-board-wins';

const PAGE_SIZE = 25;
type Award = OutletWinsContest['award'];

/** "Punti 5+1: 1, Punti 4: 12" with the game's category labels. */
function winsText(game: GameSlug, wins: OutletWin['wins']): string {
  if (!wins.length) return '—';
  const labels = new Map(prizeCategories(game).map((c) => [c.code, c.label]));
  return wins.map((w) => `${labels.get(w.category) ?? w.category}: ${formatCount(w.count)}`).join(', ');
}

/**
 * The winners column's title (spec §3 "extraordinary award"): the award's label when the contest has one, its icon
 * when "display icon" is on, its associated win when not 0; "Vincite" otherwise.
 */
export function WinnersColumnTitle({ award, testId }: { award: Award; testId?: string }) {
  if (!award) return <span data-testid={testId}>{W.WINS_COLUMN}</span>;
  return (
    <Stack spacing={0.5} data-testid={testId} data-award="true">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {award.showIcon && award.icon ? (
          <img
            src={award.icon}
            alt=""
            style={{ maxHeight: 24, maxWidth: 160 }}
            data-testid={testId ? `${testId}-icon` : undefined}
          />
        ) : null}
        <span>{award.label}</span>
      </Stack>
      {award.associatedWinCents > 0 ? (
        <Typography variant="caption" data-testid={testId ? `${testId}-associated` : undefined}>
          {W.WINS_ASSOCIATED_WIN} {formatMoney(award.associatedWinCents)}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** The outlet's winning holdings, one table per contest (each contest has its own award, so its own column title). */
function WinningHoldings() {
  const wins = useQuery(outletWinsQueryOptions());
  if (wins.isPending) return <Loading />;
  if (wins.isError) return <Alert severity="error">{errorText(wins.error)}</Alert>;
  const groups = new Map<number, OutletWin[]>();
  for (const i of wins.data.items) groups.set(i.contestId, [...(groups.get(i.contestId) ?? []), i]);
  if (!groups.size) return <Typography color="text.secondary">{W.WINS_HOLDINGS_EMPTY}</Typography>;
  return (
    <Stack spacing={3}>
      {[...groups.entries()].map(([contestId, items]) => {
        const first = items[0];
        const label = `${W.WINS_HOLDINGS_TITLE}: ${GAMES[first.game].label} ${first.contestLabel}`;
        return (
          <Box key={contestId} data-testid={`board-wins-holdings-${contestId}`}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {GAMES[first.game].label} – {first.contestLabel}
            </Typography>
            <OutletTable
              label={label}
              tableLabel={label}
              rows={items}
              rowKey={(i) => i.systemId}
              rowTestId={(i) => `board-win-${i.systemId}`}
              columns={[
                { header: W.WINS_SYSTEM, cell: (i) => i.boardName ?? i.name },
                { header: W.WINS_QUOTES_HELD, cell: (i) => formatCount(i.quantity), numeric: true },
                {
                  header: <WinnersColumnTitle award={first.award} testId={`board-wins-column-${contestId}`} />,
                  cell: (i) => winsText(i.game, i.wins),
                  testId: (i) => `board-win-${i.systemId}-wins`,
                },
                {
                  header: W.WINS_PER_QUOTA,
                  cell: (i) => formatMoney(i.perQuotaCents),
                  numeric: true,
                  testId: (i) => `board-win-${i.systemId}-per-quota`,
                },
                {
                  header: W.WINS_HOLDING_WORTH,
                  cell: (i) => formatMoney(i.holdingCents),
                  numeric: true,
                  testId: (i) => `board-win-${i.systemId}-worth`,
                },
              ]}
            />
          </Box>
        );
      })}
    </Stack>
  );
}

/** The winning systems of one contest of the outlet's games (paged), with the quote the outlet holds of each. */
function ContestWinners({
  contest,
  page,
  onPage,
}: {
  contest: OutletWinsContest;
  page: number;
  onPage: (p: number) => void;
}) {
  const q = useQuery({
    ...outletContestWinsQueryOptions(contest.contestId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  if (q.isPending) return <Loading />;
  if (q.isError) return <Alert severity="error">{errorText(q.error)}</Alert>;
  const data = q.data;
  const label = `${W.WINS_CONTEST_TITLE}: ${GAMES[contest.game].label} ${contest.contestLabel}`;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="board-contest-wins-summary">
        {contest.winning === 1 ? W.WINS_WINNING_ONE : format(W.WINS_WINNING_MANY, { n: String(contest.winning) })} ·{' '}
        {W.WINS_TOTAL} {formatMoney(contest.totalCents)}
      </Typography>
      {data.items.length === 0 ? (
        <Typography color="text.secondary">{W.WINS_CONTEST_EMPTY}</Typography>
      ) : (
        <OutletTable
          label={label}
          tableLabel={label}
          testId="board-contest-wins"
          rows={data.items}
          rowKey={(i) => i.systemId}
          rowTestId={(i) => `board-contest-win-${i.systemId}`}
          rowSelected={(i) => i.held > 0}
          columns={[
            { header: W.WINS_SYSTEM, cell: (i) => i.boardName ?? i.name },
            {
              header: <WinnersColumnTitle award={contest.award} testId="board-contest-wins-column" />,
              cell: (i) => winsText(contest.game, i.wins),
            },
            { header: W.WINS_TOTAL, cell: (i) => formatMoney(i.totalCents), numeric: true },
            { header: W.WINS_PER_QUOTA, cell: (i) => formatMoney(i.perQuotaCents), numeric: true },
            { header: W.WINS_MY_QUOTES, cell: (i) => (i.held ? formatCount(i.held) : '—'), numeric: true },
          ]}
        />
      )}
      {data.total > PAGE_SIZE ? (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(data.total / PAGE_SIZE)}
          page={page}
          onChange={(_, p) => onPage(p)}
        />
      ) : null}
    </>
  );
}

/**
 * The board's "Vincite" tab: the outlet's winning holdings, then the winning systems of a contest of
 * its games (the latest with computed wins unless the URL names one). Only confirmed results whose wins job finished
 * show anything; a simulation reads exactly this.
 */
export function WinsPanel({
  contestId,
  page,
  onSelect,
}: {
  contestId?: number;
  page: number;
  onSelect: (contestId: number | undefined, page?: number) => void;
}) {
  const contests = useQuery(outletWinsContestsQueryOptions());
  const items = contests.data?.items ?? [];
  const current = items.find((c) => c.contestId === contestId) ?? items[0];
  return (
    <Stack spacing={3} data-testid="board-wins">
      <Section title={W.WINS_HOLDINGS_TITLE} testId="board-wins-holdings">
        <WinningHoldings />
      </Section>
      <Section title={W.WINS_CONTEST_TITLE} testId="board-contest-wins-section">
        {contests.isPending ? <Loading /> : null}
        {contests.isError ? <Alert severity="error">{errorText(contests.error)}</Alert> : null}
        {contests.data && !current ? <Typography color="text.secondary">{W.WINS_CONTEST_NONE}</Typography> : null}
        {current ? (
          <>
            <TextField
              select
              size="small"
              label={W.WINS_CONTEST_LABEL}
              value={String(current.contestId)}
              onChange={(e) => onSelect(Number(e.target.value))}
              sx={{ minWidth: 'min(280px, 100%)', mb: 2 }}
              slotProps={{ htmlInput: { 'data-testid': 'board-wins-contest' } }}
            >
              {items.map((c) => (
                <MenuItem key={c.contestId} value={String(c.contestId)}>
                  {GAMES[c.game].label} – {c.contestLabel}
                </MenuItem>
              ))}
            </TextField>
            <ContestWinners contest={current} page={page} onPage={(p) => onSelect(current.contestId, p)} />
          </>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {W.WINS_TRUNCATION}
        </Typography>
      </Section>
    </Stack>
  );
}
