import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { format } from '@bacheca/domain/messages';
import { GAMES, GAME_SLUGS } from '@bacheca/domain/games';
import { SYSTEM_SORT_FIELDS, SYSTEM_STATUSES } from '@bacheca/domain/enums';
import type { GameSlug } from '@bacheca/domain';
import { RouterLink } from '../../../components/router-link';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { ExportButtons } from '../../../components/export-buttons';
import { optionsOf, SelectFilter } from '../../../components/select-filter';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { YesNoChip } from '../../../components/yes-no-chip';
import { ContestSelect } from '../../../shared-features/contests/contest-select';
import { PriceRangeFilters } from '../../../components/game-board/money-range-filter';
import { QuoteManagementDialog } from '../../../shared-features/systems/quote-management-dialog';
import { quotesManageable } from '../../../shared-features/systems/quote-api';
import {
  moneyColumn,
  quotesAssignedColumn,
  statusColumn,
  winsColumns,
  WinningFilter,
} from '../../../components/game-board/board-columns';
import { useCanWrite } from '../../../lib/use-can-write';
import { usePublicConfig } from '../../../lib/config';
import { listNavigation } from '../../../lib/list-search';
import { archiveListQueryOptions, type ArchiveListItem } from '../api/list-archive';
import { ARCHIVIO_FILTER_KEYS } from '../search';
import * as T from '@bacheca/domain/messages-archivio';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';
import * as ANAGRAFICHE_TEXTS from '@bacheca/domain/messages-anagrafiche';
import * as NOTIFICHE_TEXTS from '@bacheca/domain/messages-notifiche';
import { SYSTEM_TOOLS_TEXTS } from '@bacheca/domain/messages-system-tools';
import * as PREMI_TEXTS from '@bacheca/domain/messages-premi';

const route = getRouteApi('/app/archivio-sistemi');

/** Hidden first (in this order) when the screen is too narrow for every column; "Colonne" shows them back. */
const ARCHIVE_SECONDARY_FIELDS = ['boSystem', 'quotesAvailable', 'contest', 'structureName', 'game'];

/** /archivio-sistemi "Gestione Sistemi Si.ce.": every game's systems, filters, quote assignment and detail. */
export function ArchivioPage() {
  const search = route.useSearch();
  // the export: the list's filters and sort, every row (no paging)
  const { page: _page, pageSize: _pageSize, ...exportParams } = search;
  const navigate = route.useNavigate();
  const { config } = usePublicConfig();
  // Quote assignment needs bacheca_gn or bacheca_tcal (the archive is also the Totocalcio board's page).
  const writableGn = useCanWrite('bacheca_gn');
  const writableTcal = useCanWrite('bacheca_tcal');
  const writable = writableGn || writableTcal;
  const list = useQuery(archiveListQueryOptions(search));
  const [quoteFor, setQuoteFor] = useState<{ game: GameSlug; id: number } | null>(null);

  const { go, filter, reset, hasFilters } = listNavigation(
    search,
    (next) => void navigate({ search: next }),
    ARCHIVIO_FILTER_KEYS,
  );
  const field = filterFields(search, filter);
  const games = GAME_SLUGS.filter((g) => config.enabledGames.includes(g));

  const columns = useMemo<GridColDef<ArchiveListItem>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 70 },
      {
        field: 'game',
        headerName: T.COL_GAME,
        width: 125,
        sortable: false,
        valueFormatter: (v: GameSlug) => GAMES[v]?.label ?? v,
      },
      {
        field: 'name',
        headerName: ACCOUNT_TEXTS.NAME,
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => (
          <RouterLink
            to="/$game/sistemi/detail/$systemId"
            params={{ game: row.game, systemId: String(row.id) }}
            data-testid={`archive-link-${row.id}`}
          >
            {row.name || format(T.SYSTEM_FALLBACK, { id: row.id })}
          </RouterLink>
        ),
      },
      {
        field: 'actions',
        headerName: OUTLET_TEXTS.CHANGE_REQUEST_COL_ACTIONS,
        // room for both: "Assegna quote" and "Dettaglio" ran together at 210 px (defect 6)
        width: writable ? 250 : 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            {writable ? (
              <Button
                size="small"
                startIcon={<GroupAddOutlined />}
                disabled={!quotesManageable(row)}
                onClick={() => setQuoteFor({ game: row.game, id: row.id })}
                data-testid={`archive-quotes-${row.id}`}
              >
                {T.ASSIGN_QUOTES}
              </Button>
            ) : null}
            <RouterLink
              to="/$game/sistemi/detail/$systemId"
              params={{ game: row.game, systemId: String(row.id) }}
              variant="body2"
            >
              {ANAGRAFICHE_TEXTS.DETAIL}
            </RouterLink>
          </Stack>
        ),
      },
      { field: 'typeName', headerName: NOTIFICHE_TEXTS.COL_TYPE, flex: 1, minWidth: 150, sortable: false },
      { field: 'structureName', headerName: SYSTEM_TOOLS_TEXTS.STRUCTURE, flex: 1, minWidth: 160, sortable: false },
      {
        field: 'contest',
        headerName: PREMI_TEXTS.COL_CONTEST,
        width: 150,
        sortable: false,
        valueGetter: (_v, row) => row.contest?.label ?? '—',
      },
      statusColumn(120),
      moneyColumn('quotaPriceCents', T.COL_QUOTA_PRICE, 120),
      quotesAssignedColumn(),
      { field: 'quotesAvailable', headerName: T.COL_AVAILABLE, width: 110, type: 'number' },
      ...winsColumns<ArchiveListItem>(),
      {
        field: 'boSystem',
        headerName: T.COL_BO_SYSTEM,
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <YesNoChip value={row.boSystem} />,
      },
    ],
    [writable],
  );

  return (
    <>
      <PageHeader
        title={T.TITLE}
        subtitle={T.SUBTITLE}
        actions={<ExportButtons path="/archive/systems/export" params={exportParams} name="sistemi-archivio" />}
      />
      <FilterBar
        onReset={reset}
        canReset={hasFilters}
        search={{ value: search.q, placeholder: T.SEARCH_PLACEHOLDER, onCommit: (q) => filter({ q }) }}
      >
        <SelectFilter
          label={T.COL_GAME}
          value={search.game}
          options={optionsOf(games, (g) => GAMES[g].label)}
          onChange={(game) => filter({ game, contestId: undefined })}
          minWidth={160}
          data-testid="filter-game"
        />
        {field.select('status', OUTLET_TEXTS.CHANGE_REQUEST_COL_STATUS, optionsOf(SYSTEM_STATUSES))}
        {search.game ? (
          <ContestSelect
            game={search.game}
            value={search.contestId}
            onChange={(contestId) => filter({ contestId })}
            data-testid="filter-contest"
          />
        ) : null}
        {field.bool('boSystem', T.COL_BO_SYSTEM, { testId: 'filter-bo' })}
        <WinningFilter value={search.winning} onChange={(winning) => filter({ winning })} />
        <PriceRangeFilters search={search} onChange={filter} />
      </FilterBar>
      <ListTotal total={list.data?.total} estimated={list.data?.totalEstimated} one="sistema" many="sistemi" />
      <ServerDataGrid<ArchiveListItem>
        {...listGridProps(list, search, go)}
        columns={columns}
        getRowId={(r) => `${r.game}-${r.id}`}
        sortableFields={SYSTEM_SORT_FIELDS}
        secondaryFields={
          // the wins give way first, unless the list is filtered or sorted on them or the page shows computed wins
          // (then they stay longest)
          list.data?.items.some((i) => i.winsTotalCents !== null) ||
          search.winning !== undefined ||
          search.sort?.includes('wins')
            ? [...ARCHIVE_SECONDARY_FIELDS, 'winsPerQuotaCents', 'winsTotalCents']
            : ['winsPerQuotaCents', 'winsTotalCents', ...ARCHIVE_SECONDARY_FIELDS]
        }
        aria-label={T.GRID_LABEL}
        data-testid="archive-grid"
      />
      {quoteFor ? (
        <QuoteManagementDialog open game={quoteFor.game} systemId={quoteFor.id} onClose={() => setQuoteFor(null)} />
      ) : null}
    </>
  );
}
