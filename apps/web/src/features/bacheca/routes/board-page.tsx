import { lazy, Suspense, useEffect, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ERRORS, format } from '@bacheca/domain/messages';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';
import { GAMES } from '@bacheca/domain/games';
import type { GameSlug } from '@bacheca/domain';
import { type BoardSystem } from '@bacheca/domain/schemas/outlet';
import { DeliveredNotifications } from '../../../components/notification-delivery';
import { IntField } from '../../../components/game-board/int-field';
import { MoneyRangeFilter } from '../../../components/game-board/money-range-filter';
import { Loading } from '../../../components/loading';
import { usePhone } from '../../../components/use-phone';
import { PageHeader } from '../../../components/page-header';
import { ScrollRegion } from '../../../components/scroll-region';
import { Section } from '../../../components/section';
import { SelectFilter } from '../../../components/select-filter';
import { formatMoney } from '../../../lib/money';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session/current-user';
import { boardQueryOptions, type BoardFilters } from '../api/board';
import { holdingsQueryOptions } from '../api/holdings';
import { markWinNoticeSeen } from '../api/mark-win-notice-seen';
import { outletKeys } from '../api/outlet-keys';
import { ackNotification, outletDeliveryQueryOptions } from '../api/outlet-delivery';
import { outletWinsQueryOptions } from '../api/outlet-wins';
import { reportSeen } from '../api/report-seen';
import { requestQuotes } from '../api/request-quotes';
import * as W from '@bacheca/domain/messages-board-wins';
import { BoardCard } from '../components/board-card';
import { FilterTextField } from '../../../components/filter-text-field';
import { listNavigation } from '../../../lib/list-search';
import type { BachecaSearch } from '../search';
import * as T from '@bacheca/domain/messages-bacheca';
import * as NOTIFICATION_PREVIEW_TEXTS from '@bacheca/domain/messages-notification-preview';
import * as ARCHIVIO_TEXTS from '@bacheca/domain/messages-archivio';
import * as PREMI_TEXTS from '@bacheca/domain/messages-premi';
import { SYSTEM_FIELD_TEXTS } from '@bacheca/domain/messages-systems';
import * as REGISTRO_TEXTS from '@bacheca/domain/messages-registro';

const route = getRouteApi('/app/bacheca');
// the "Vincite" tab loads with its own chunk, when opened (the board's first load does not grow with it)
const WinsPanel = lazy(() => import('../components/wins-panel').then((m) => ({ default: m.WinsPanel })));

const PAGE_SIZE = 24;

const HISTORY_LABELS: Record<string, string> = {
  quote_request: T.HISTORY_REQUEST,
  quote_preassign: T.HISTORY_PREASSIGN,
  quote_change: T.HISTORY_CHANGE,
};

/**
 * /bacheca: the outlet's board. The published systems of its enabled games on the open contests,
 * evidence first, each as its graphic card; filters; the quote it holds and their history; banners and popups.
 * Staff simulating the outlet see exactly this, read-only (no request, a popup is only closed, not acknowledged).
 */
export function BoardPage() {
  const me = useCurrentUser();
  const phone = usePhone();
  // a phone: more than one banner shows as one line, the first one's title, with "altri N"
  const [bannersOpen, setBannersOpen] = useState(false);
  const simulated = !!me.data?.impersonatedBy;
  const queryClient = useQueryClient();
  // the filters, the text and the page live in the URL (a search can be shared and survives a reload)
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { page: pageInUrl, tab, winsContest, winsPage, ...filters } = search as BachecaSearch & BoardFilters;
  const page = pageInUrl ?? 1;
  const { go, filter: set, reset } = listNavigation(search as BachecaSearch, (next) => void navigate({ search: next }));
  const onWins = tab === 'vincite';
  // the tab and its contest live in the URL; the board's filters stay as they are when switching
  const showWins = (contestId?: number, p?: number) =>
    void navigate({
      search: { ...search, tab: 'vincite', winsContest: contestId, winsPage: p && p > 1 ? p : undefined },
    });
  const showBoard = () =>
    void navigate({ search: { ...search, tab: undefined, winsContest: undefined, winsPage: undefined } });
  const wins = useQuery(outletWinsQueryOptions());
  const seen = useMutation({
    mutationFn: (contestId: number) => markWinNoticeSeen(contestId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outletKeys.wins() }),
    onError: (err) => toast.error(errorText(err)),
  });
  const openNotice = (contestId: number) => {
    if (!simulated) seen.mutate(contestId);
    showWins(contestId);
  };
  const setPage = (p: number) => go({ ...search, page: p > 1 ? p : undefined });
  const board = useQuery({
    ...boardQueryOptions(filters, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: !onWins,
  });
  const holdings = useQuery(holdingsQueryOptions());
  const delivery = useQuery(outletDeliveryQueryOptions());
  useEffect(() => reportSeen(delivery.data, simulated), [delivery.data, simulated]);
  const ack = useMutation({
    mutationFn: ackNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outletDeliveryQueryOptions().queryKey }),
  });

  const request = async (s: BoardSystem, quantity: number) => {
    try {
      const res = await requestQuotes(s.id, quantity);
      // what was taken, for how much (the system's quota price) and what the outlet now holds
      toast.success(
        format(OUTLET_TEXTS.QUOTE_TAKEN, {
          quantity,
          system: s.boardName ?? s.name,
          amount: formatMoney(quantity * s.quotaPriceCents),
          held: res.held,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: outletKeys.all });
      return true;
    } catch (err) {
      toast.error(errorText(err));
      await queryClient.invalidateQueries({ queryKey: outletKeys.boards() });
      return false;
    }
  };

  const banners = delivery.data?.banners ?? [];
  const collapsed = phone && banners.length > 1;
  const data = board.data;
  const contests = (data?.contests ?? []).filter((c) => !filters.game || c.game === filters.game);
  const featured = (data?.contests ?? []).filter((c) => c.featured);
  return (
    <Box data-testid="board-page">
      {collapsed ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 0.5,
            bgcolor: 'action.hover',
            borderBottom: 1,
            borderColor: 'divider',
          }}
          data-testid="board-banners-line"
        >
          <Typography variant="body2" noWrap sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600 }}>
            {banners[0].title}
          </Typography>
          <Button
            size="small"
            onClick={() => setBannersOpen(!bannersOpen)}
            aria-expanded={bannersOpen}
            sx={{ flexShrink: 0 }}
            data-testid="board-banners-more"
          >
            {bannersOpen ? OUTLET_TEXTS.BANNERS_LESS : format(OUTLET_TEXTS.BANNERS_MORE, { count: banners.length - 1 })}
          </Button>
        </Box>
      ) : null}
      {/* the popups are portals: a hidden wrapper hides only the banners */}
      <Box hidden={collapsed && !bannersOpen}>
        <DeliveredNotifications
          delivery={delivery.data}
          prefix="board"
          onAck={simulated ? undefined : (id) => ack.mutate(id)}
        />
      </Box>
      <PageHeader title={NOTIFICATION_PREVIEW_TEXTS.BOARD} subtitle={T.BOARD_SUBTITLE} />
      {simulated ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="board-simulated">
          {T.BOARD_SIMULATED}
        </Alert>
      ) : null}
      {(wins.data?.notices ?? []).map((n) => (
        <Alert
          key={n.contestId}
          severity="success"
          sx={{ mb: 2 }}
          data-testid={`board-win-notice-${n.contestId}`}
          action={
            <Stack direction="row" spacing={1}>
              <Button
                color="inherit"
                size="small"
                onClick={() => openNotice(n.contestId)}
                data-testid={`board-win-notice-open-${n.contestId}`}
              >
                {W.WINS_NOTICE_OPEN}
              </Button>
              {simulated ? null : (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => seen.mutate(n.contestId)}
                  disabled={seen.isPending}
                  data-testid={`board-win-notice-seen-${n.contestId}`}
                >
                  {W.WINS_NOTICE_SEEN}
                </Button>
              )}
            </Stack>
          }
        >
          <AlertTitle>{W.WINS_NOTICE_TITLE}</AlertTitle>
          {format(W.WINS_NOTICE, { contests: `${GAMES[n.game].label} ${n.contestLabel}` })}
          {simulated ? ` ${W.WINS_NOTICE_SIMULATED}` : null}
        </Alert>
      ))}
      <Tabs
        value={onWins ? 'vincite' : 'board'}
        onChange={(_, v) => (v === 'vincite' ? showWins(winsContest) : showBoard())}
        sx={{ mb: 2 }}
        aria-label={NOTIFICATION_PREVIEW_TEXTS.BOARD}
      >
        <Tab value="board" label={W.WINS_TAB_BOARD} data-testid="board-tab-board" />
        <Tab value="vincite" label={W.WINS_TAB_WINS} data-testid="board-tab-wins" />
      </Tabs>
      {onWins ? (
        <Suspense fallback={<Loading />}>
          <WinsPanel contestId={winsContest} page={winsPage ?? 1} onSelect={showWins} />
        </Suspense>
      ) : (
        <>
          {featured.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="board-featured">
              {format(T.FEATURED, { contests: featured.map((c) => `${GAMES[c.game].label} ${c.label}`).join(' · ') })}
            </Typography>
          ) : null}
          <Stack
            direction="row"
            sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
            data-testid="board-filters"
          >
            <FilterTextField
              label={T.SEARCH}
              placeholder={T.SEARCH_PLACEHOLDER}
              value={filters.q}
              onCommit={(q) => set({ q })}
              width={240}
              data-testid="board-search"
            />
            <SelectFilter<GameSlug>
              label={ARCHIVIO_TEXTS.COL_GAME}
              value={filters.game}
              options={(data?.games ?? []).map((g) => ({ value: g, label: GAMES[g].label }))}
              onChange={(game) => set({ game, contestId: undefined })}
              data-testid="board-filter-game"
            />
            <SelectFilter<string>
              label={PREMI_TEXTS.COL_CONTEST}
              value={filters.contestId ? String(filters.contestId) : undefined}
              options={contests.map((c) => ({ value: String(c.id), label: `${GAMES[c.game].label} – ${c.label}` }))}
              onChange={(v) => set({ contestId: v ? Number(v) : undefined })}
              minWidth={220}
              data-testid="board-filter-contest"
            />
            <MoneyRangeFilter
              label={ARCHIVIO_TEXTS.COL_QUOTA_PRICE}
              from={filters.quotaPriceFrom}
              to={filters.quotaPriceTo}
              onCommit={({ from, to }) => set({ quotaPriceFrom: from, quotaPriceTo: to })}
              rangeMessage={ERRORS.QUOTE_RANGE_INVALID}
              testId="board-filter-price"
            />
            <IntField
              size="small"
              label={T.FILTER_MIN_AVAILABLE}
              value={filters.availableFrom ?? Number.NaN}
              onChange={(v) => set({ availableFrom: Number.isFinite(v) && v >= 0 ? v : undefined })}
              min={0}
              max={125}
              sx={{ width: 200 }}
              data-testid="board-filter-available"
            />
            <FormControlLabel
              control={
                <Switch checked={!!filters.held} onChange={(e) => set({ held: e.target.checked || undefined })} />
              }
              label={T.FILTER_MINE}
            />
            <Button onClick={reset}>{T.CLEAR_FILTERS}</Button>
          </Stack>
          {board.isPending ? <Loading /> : null}
          {board.isError ? <Alert severity="error">{errorText(board.error)}</Alert> : null}
          {data ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="board-total">
                {data.total === 1 ? T.TOTAL_ONE : format(T.TOTAL_MANY, { count: data.total })}
              </Typography>
              {data.items.length === 0 ? (
                <Typography sx={{ my: 3 }} data-testid="board-empty">
                  {T.BOARD_EMPTY}
                </Typography>
              ) : (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))',
                  }}
                  data-testid="board-systems"
                >
                  {data.items.map((s) => (
                    <BoardCard key={s.id} s={s} onRequest={simulated ? null : request} />
                  ))}
                </Box>
              )}
              {data.total > PAGE_SIZE ? (
                <Pagination
                  sx={{ mt: 2 }}
                  count={Math.ceil(data.total / PAGE_SIZE)}
                  page={page}
                  onChange={(_, p) => setPage(p)}
                />
              ) : null}
            </>
          ) : null}
          <Box sx={{ mt: 4 }}>
            <Section title={T.MY_QUOTES} testId="board-holdings">
              {holdings.data?.items.length ? (
                // on a phone the table scrolls inside its card, never the page
                <ScrollRegion label={T.MY_QUOTES_SCROLL} testId="board-holdings-scroll">
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{SYSTEM_FIELD_TEXTS.COLUMN_SYSTEM}</TableCell>
                        <TableCell>{ARCHIVIO_TEXTS.COL_GAME}</TableCell>
                        <TableCell>{PREMI_TEXTS.COL_CONTEST}</TableCell>
                        <TableCell align="right">{T.QUOTES}</TableCell>
                        <TableCell align="right">{ARCHIVIO_TEXTS.COL_QUOTA_PRICE}</TableCell>
                        <TableCell>{T.ASSIGNED_AT}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {holdings.data.items.map((h) => (
                        <TableRow key={h.systemId} data-testid={`holding-${h.systemId}`}>
                          <TableCell>{h.boardName ?? h.name}</TableCell>
                          <TableCell>{GAMES[h.game].label}</TableCell>
                          <TableCell>{h.contestLabel ?? '—'}</TableCell>
                          <TableCell align="right">{h.quantity}</TableCell>
                          <TableCell align="right">{formatMoney(h.quotaPriceCents)}</TableCell>
                          <TableCell>{formatDateTime(h.assignedAt)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </ScrollRegion>
              ) : (
                <Typography color="text.secondary">{T.NO_QUOTES}</Typography>
              )}
              {holdings.data?.history.length ? (
                <>
                  <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
                    {T.HISTORY}
                  </Typography>
                  <ScrollRegion label={T.HISTORY_SCROLL}>
                    <Table size="small" data-testid="board-history">
                      <TableHead>
                        <TableRow>
                          <TableCell>{REGISTRO_TEXTS.COL_AT}</TableCell>
                          <TableCell>{REGISTRO_TEXTS.COL_ACTION}</TableCell>
                          <TableCell>{SYSTEM_FIELD_TEXTS.COLUMN_SYSTEM}</TableCell>
                          <TableCell>{PREMI_TEXTS.COL_CONTEST}</TableCell>
                          <TableCell align="right">{T.QUOTES}</TableCell>
                          <TableCell>{REGISTRO_TEXTS.COL_ACTOR}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {holdings.data.history.map((h, i) => (
                          <TableRow key={i}>
                            <TableCell>{formatDateTime(h.at)}</TableCell>
                            <TableCell>{HISTORY_LABELS[h.action] ?? h.action}</TableCell>
                            <TableCell>{h.systemName}</TableCell>
                            <TableCell>{h.contestLabel ?? '—'}</TableCell>
                            <TableCell align="right">{h.quantity > 0 ? `+${h.quantity}` : h.quantity}</TableCell>
                            <TableCell>{h.actor ?? '—'}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </ScrollRegion>
                </>
              ) : null}
            </Section>
          </Box>
        </>
      )}
    </Box>
  );
}
