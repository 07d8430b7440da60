import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GAMES } from '@bacheca/domain/games';
import { format } from '@bacheca/domain/messages';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';
import type { GameSlug } from '@bacheca/domain';
import { ExportButtons } from '../../../components/export-buttons';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { OutletTable } from '../../../components/outlet-table';
import { Section } from '../../../components/section';
import { SelectFilter } from '../../../components/select-filter';
import { formatMoney } from '../../../lib/money';
import { errorText } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { statementQueryOptions } from '../api/statement';
import * as T from '@bacheca/domain/messages-bacheca';
import * as ARCHIVIO_TEXTS from '@bacheca/domain/messages-archivio';
import { SYSTEM_FIELD_TEXTS } from '@bacheca/domain/messages-systems';

/**
 * /bacheca/estratto: the quote the outlet holds on published systems, by contest (newest first), in
 * euro, with the totals; exported as CSV or Excel by the server with the same rows (one a system).
 */
export function StatementPage() {
  const statement = useQuery(statementQueryOptions());
  const [game, setGame] = useState<GameSlug | undefined>(undefined);
  const all = statement.data?.contests ?? [];
  const games = [...new Set(all.map((c) => c.game))];
  const contests = game ? all.filter((c) => c.game === game) : all;
  const quotes = contests.reduce((n, c) => n + c.quotes, 0);
  const cents = contests.reduce((n, c) => n + c.amountCents, 0);
  return (
    <Box data-testid="statement-page">
      <PageHeader
        title={T.STATEMENT_TITLE}
        subtitle={T.STATEMENT_SUBTITLE}
        actions={<ExportButtons path="/ricevitore/statement/export" params={{ game }} name="estratto-quote" />}
      />
      {statement.isPending ? <Loading /> : null}
      {statement.isError ? <Alert severity="error">{errorText(statement.error)}</Alert> : null}
      {statement.data ? (
        <>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
            <SelectFilter<GameSlug>
              label={ARCHIVIO_TEXTS.COL_GAME}
              value={game}
              options={games.map((g) => ({ value: g, label: GAMES[g].label }))}
              onChange={setGame}
              data-testid="statement-filter-game"
            />
            <Typography sx={{ fontWeight: 600 }} data-testid="statement-total">
              {format(OUTLET_TEXTS.STATEMENT_TOTAL, { quotes, amount: formatMoney(cents) })}
            </Typography>
          </Stack>
          {contests.length === 0 ? (
            <Typography color="text.secondary" data-testid="statement-empty">
              {OUTLET_TEXTS.STATEMENT_EMPTY}
            </Typography>
          ) : (
            <Stack sx={{ gap: 2 }}>
              {contests.map((c) => (
                <Section
                  key={c.contestId}
                  title={`${GAMES[c.game].label} – ${c.contestLabel}`}
                  testId={`statement-contest-${c.contestId}`}
                >
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
                    <Chip
                      size="small"
                      label={c.open ? T.ON_SALE : T.SALES_CLOSED}
                      color={c.open ? 'primary' : 'default'}
                      variant="outlined"
                    />
                    <Typography variant="body2" color="text.secondary">
                      {format(T.STATEMENT_CONTEST, {
                        draw: formatDate(c.drawDate),
                        closes: formatDateTime(c.closesAt),
                      })}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} data-testid="statement-contest-total">
                    {format(OUTLET_TEXTS.STATEMENT_TOTAL, { quotes: c.quotes, amount: formatMoney(c.amountCents) })}
                  </Typography>
                  <OutletTable
                    label={format(T.SCROLLABLE, { label: c.contestLabel })}
                    rows={c.systems}
                    rowKey={(s) => s.systemId}
                    rowTestId={(s) => `statement-system-${s.systemId}`}
                    columns={[
                      {
                        header: SYSTEM_FIELD_TEXTS.COLUMN_SYSTEM,
                        cell: (s) => s.boardName ?? s.name,
                        sx: { overflowWrap: 'anywhere' },
                      },
                      { header: T.QUOTES, cell: (s) => s.quantity, numeric: true },
                      {
                        header: ARCHIVIO_TEXTS.COL_QUOTA_PRICE,
                        cell: (s) => formatMoney(s.quotaPriceCents),
                        numeric: true,
                        sx: { whiteSpace: 'nowrap' },
                      },
                      {
                        header: T.AMOUNT,
                        cell: (s) => formatMoney(s.amountCents),
                        numeric: true,
                        sx: { whiteSpace: 'nowrap' },
                      },
                    ]}
                  />
                </Section>
              ))}
            </Stack>
          )}
        </>
      ) : null}
    </Box>
  );
}
