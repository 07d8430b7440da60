import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GameSlug, SystemDetail } from '@bacheca/domain';
import { prizeCategories } from '@bacheca/domain/engine/wins/categories';
import { format } from '@bacheca/domain/messages';
import * as ODDS_TEXTS from '@bacheca/domain/messages-odds';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import * as WINS_TEXTS from '@bacheca/domain/messages-wins';
import { RouterLink } from '../../../components/router-link';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { BoardSection } from '../../../components/game-board/board-detail';
import { formatCount, formatMoney } from '../../../lib/money';

/**
 * The system's wins on its contest's confirmed result: per category the winning combinations, the prize
 * table's amount and their product; the total and the per-quota win (truncated to the cent); the winners page.
 * Shown once the wins are computed (`wins` not null).
 */
export function WinsSection({ game, system }: { game: GameSlug; system: SystemDetail }) {
  if (!system.wins || !system.contest) return null;
  const labels = new Map(prizeCategories(game).map((c) => [c.code, c.label]));
  return (
    <BoardSection fill title={WINS_TEXTS.FILTER} testId="system-wins">
      <DetailList row>
        <DetailItem label={WINS_TEXTS.TOTAL} value={formatMoney(system.winsTotalCents)} testId="system-wins-total" />
        <DetailItem
          label={WINS_TEXTS.PER_QUOTA}
          value={formatMoney(system.winsPerQuotaCents)}
          testId="system-wins-per-quota"
        />
        <DetailItem
          label={C.CONTEST}
          value={
            <RouterLink
              to="/$game/concorsi/$contestId/vincite"
              params={{ game, contestId: String(system.contest.id) }}
              data-testid="system-wins-link"
            >
              {format(WINS_TEXTS.WINNERS_LINK_CONTEST, { contest: system.contest.label.replace('Concorso ', '') })}
            </RouterLink>
          }
        />
      </DetailList>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {WINS_TEXTS.PER_QUOTA_NOTE}
      </Typography>
      {system.wins.length === 0 ? (
        <Typography sx={{ mt: 1.5 }} data-testid="system-wins-none">
          {WINS_TEXTS.NONE}
        </Typography>
      ) : (
        <Table size="small" sx={{ mt: 1.5 }} aria-label={WINS_TEXTS.BY_CATEGORY} data-testid="system-wins-table">
          <TableHead>
            <TableRow>
              <TableCell>{ODDS_TEXTS.CATEGORY}</TableCell>
              <TableCell align="right">{WINS_TEXTS.COL_WINNING}</TableCell>
              <TableCell align="right">{WINS_TEXTS.COL_AMOUNT}</TableCell>
              <TableCell align="right">{WINS_TEXTS.COL_TOTAL}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {system.wins.map((w) => (
              <TableRow key={w.category} data-testid={`system-wins-${w.category}`}>
                <TableCell>{labels.get(w.category) ?? w.category}</TableCell>
                <TableCell align="right">{formatCount(w.count)}</TableCell>
                <TableCell align="right">{formatMoney(w.amountCents)}</TableCell>
                <TableCell align="right">{formatMoney(w.totalCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </BoardSection>
  );
}
