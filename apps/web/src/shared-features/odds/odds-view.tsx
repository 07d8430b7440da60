/**
 * The odds of a structure or a system (docs/decisions.md "Odds on screen"): "1 su 2.345" per prize
 * category, from the server's exact counts (GET …/odds). Loaded lazily by odds-lazy.tsx, so the counting rules and
 * the category labels join no page's first load. The full table on the detail pages, a compact line with an
 * expandable list on the outlet board's card.
 */
import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ExpandLess from '@mui/icons-material/ExpandLess';
import type { GameSlug } from '@bacheca/domain';
import { prizeCategories } from '@bacheca/domain/engine/wins/categories';
import { formatOdds } from '@bacheca/domain/engine/wins/odds';
import type { OddsResponse } from '@bacheca/domain/schemas/odds';
import * as ODDS_TEXTS from '@bacheca/domain/messages-odds';
import { api } from '../../lib/api-client';
import { BoardSection } from '../../components/game-board/board-detail';

interface Row {
  code: string;
  label: string;
  text: string;
  winning: boolean;
}

/** The rows in the bulletin's order, with the catalogue's labels. */
function rowsOf(game: GameSlug, odds: OddsResponse): Row[] {
  const labels = new Map(prizeCategories(game).map((c) => [c.code, c.label]));
  return odds.categories.map((c) => {
    const o = { winningDraws: BigInt(c.winningDraws), totalDraws: BigInt(c.totalDraws) };
    return {
      code: c.category,
      label: labels.get(c.category) ?? c.category,
      text: formatOdds(o),
      winning: o.winningDraws > 0n,
    };
  });
}

/** The odds of a system or a draft (the URL says which): a pure function of its numbers, so read once. */
const oddsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['odds', url] as const,
    queryFn: ({ signal }) => api.get<OddsResponse>(url, { signal }),
    staleTime: Infinity,
    retry: false,
  });

const useOdds = (url: string) => useQuery(oddsQueryOptions(url));

function OddsTable({ rows, testId }: { rows: Row[]; testId: string }) {
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{ODDS_TEXTS.CATEGORY}</TableCell>
          <TableCell align="right">{ODDS_TEXTS.ODDS}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.code} data-testid={`${testId}-${r.code}`}>
            <TableCell>{r.label}</TableCell>
            <TableCell align="right">{r.text}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The detail pages' section: every category of the game. */
export function OddsSection({ game, url, template = false }: { game: GameSlug; url: string; template?: boolean }) {
  const q = useOdds(url);
  return (
    <BoardSection fill title={ODDS_TEXTS.TITLE} testId="odds">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {ODDS_TEXTS.NOTE} {template ? ODDS_TEXTS.TEMPLATE_NOTE : null}
      </Typography>
      {q.isPending ? <Typography color="text.secondary">{ODDS_TEXTS.LOADING}</Typography> : null}
      {q.isError ? <Typography data-testid="odds-error">{q.error.message}</Typography> : null}
      {q.data ? <OddsTable rows={rowsOf(game, q.data)} testId="odds-table" /> : null}
    </BoardSection>
  );
}

/** The board card's line: the highest category the system can win, and the whole list on demand. */
export function OddsSummary({ game, url, systemId }: { game: GameSlug; url: string; systemId: number }) {
  const q = useOdds(url);
  const [open, setOpen] = useState(false);
  if (!q.data) return null;
  const rows = rowsOf(game, q.data);
  const best = rows.find((r) => r.winning);
  const listId = `odds-list-${systemId}`;
  return (
    <div data-testid={`board-odds-${systemId}`}>
      {best ? (
        <Typography variant="body2">
          {ODDS_TEXTS.BEST} ({best.label}): <strong>{best.text}</strong>
        </Typography>
      ) : null}
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        data-testid={`board-odds-toggle-${systemId}`}
      >
        {ODDS_TEXTS.SHOW}
      </Button>
      <Collapse in={open} id={listId} unmountOnExit>
        <OddsTable rows={rows} testId={`board-odds-table-${systemId}`} />
      </Collapse>
    </div>
  );
}
