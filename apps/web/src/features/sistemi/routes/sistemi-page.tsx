import { Suspense, lazy, useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import IconButton from '@mui/material/IconButton';
import AddOutlined from '@mui/icons-material/AddOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import type { GridRowId } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { GAMES } from '@bacheca/domain/games';
import { SYSTEM_SORT_FIELDS, SYSTEM_STATUSES } from '@bacheca/domain/enums';
import type { GameSlug } from '@bacheca/domain';
import { RouterLink } from '../../../components/router-link';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { ListTotal } from '../../../components/list-total';
import { FilterTextField } from '../../../components/filter-text-field';
import { PageHeader } from '../../../components/page-header';
import { optionsOf } from '../../../components/select-filter';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { RouterButton } from '../../../components/router-link';
import { YesNoChip } from '../../../components/yes-no-chip';
import { ContestSelect } from '../../../shared-features/contests/contest-select';
import { PriceRangeFilters } from '../../../components/game-board/money-range-filter';
import { QuoteManagementDialog } from '../../../shared-features/systems/quote-management-dialog';
import { quotesManageable } from '../../../shared-features/systems/quote-api';
import { format } from '@bacheca/domain/messages';
import { SISTEMI_TEXTS as T } from '@bacheca/domain/messages-sistemi';
import {
  SYSTEM_BULK_TEXTS,
  SYSTEM_CANCEL_TEXTS,
  SYSTEM_COMMON_TEXTS as C,
  SYSTEM_FIELD_TEXTS,
} from '@bacheca/domain/messages-systems';
import { CancelSystemsDialog, type CancelTarget } from '../components/cancel-systems-dialog';
import type { BulkTargetChoice } from '../components/bulk-systems-dialog';
import { ExportButtons } from '../../../components/export-buttons';
import type { PublishSource } from '../components/publish-dialog';
import {
  moneyColumn,
  quotesAssignedColumn,
  statusColumn,
  tagsColumn,
  winsColumns,
  WinningFilter,
} from '../../../components/game-board/board-columns';
import { useCanWrite } from '../../../lib/use-can-write';
import { formatDateTime } from '../../../lib/format';
import { listNavigation } from '../../../lib/list-search';
import { systemsListQueryOptions, type SystemListItem } from '../api/list-systems';
import { systemNameColumn } from '../components/system-name-column';
import { ADVANCED_FILTER_KEYS, SISTEMI_FILTER_KEYS } from '../search';

const route = getRouteApi('/app/$game/sistemi');
// the bulk dialog loads when first opened (the page's bundle budget)
const BulkSystemsDialog = lazy(() =>
  import('../components/bulk-systems-dialog').then((m) => ({ default: m.BulkSystemsDialog })),
);
// the publish dialog too (the systems' detail page imports it directly)
const PublishDialog = lazy(() => import('../components/publish-dialog').then((m) => ({ default: m.PublishDialog })));
// the batch analysis (its action, dialog and charts) loads after the page, for the same reason
const SystemsAnalysisAction = lazy(() =>
  import('../components/systems-analysis').then((m) => ({ default: m.SystemsAnalysisAction })),
);

/** /{game}/sistemi: systems of the game with the spec's filters (text, status, contest, advanced) in the URL. */
export function SistemiPage() {
  const { game: gameParam } = route.useParams();
  const game = gameParam as GameSlug;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const writable = useCanWrite();
  const list = useQuery(systemsListQueryOptions(game, search));
  const hasAdvanced = ADVANCED_FILTER_KEYS.some((k) => search[k] !== undefined);
  const [advancedOpen, setAdvancedOpen] = useState(hasAdvanced);
  const [quoteFor, setQuoteFor] = useState<number | null>(null);
  // selected rows (kept across pages, with their names for the publish dialog)
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const [publish, setPublish] = useState<PublishSource | null>(null);
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const [bulk, setBulk] = useState<BulkTargetChoice | null>(null);
  const onSelection = (ids: GridRowId[]) => {
    const onPage = new Map((list.data?.items ?? []).map((r) => [r.id, r.name]));
    setSelected((prev) => {
      const next = new Map<number, string>();
      for (const id of ids.map(Number)) next.set(id, onPage.get(id) ?? prev.get(id) ?? '');
      return next;
    });
  };
  const { page: _p, pageSize: _ps, sort: _s, ...filters } = search;

  const { go, filter, reset, hasFilters } = listNavigation(
    search,
    (next) => void navigate({ search: next }),
    SISTEMI_FILTER_KEYS,
  );
  const field = filterFields(search, filter);

  const columns = useMemo<GridColDef<SystemListItem>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 80 },
      systemNameColumn({ game, writable }),
      ...(writable
        ? [
            {
              field: 'actions',
              headerName: C.QUOTES,
              width: 70,
              sortable: false,
              renderCell: ({ row }) => (
                <Tooltip title={quotesManageable(row) ? C.QUOTE_MANAGEMENT : SYSTEM_CANCEL_TEXTS.QUOTES_ONLY_PUBLISHED}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={format(T.QUOTE_MANAGEMENT_OF, { name: row.name || row.id })}
                      disabled={!quotesManageable(row)}
                      onClick={() => setQuoteFor(row.id)}
                      data-testid={`system-quotes-${row.id}`}
                    >
                      <GroupAddOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              ),
            } satisfies GridColDef<SystemListItem>,
          ]
        : []),
      {
        field: 'structureName',
        headerName: C.STRUCTURE,
        flex: 1.2,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <RouterLink to="/$game/strutture/$structureId" params={{ game, structureId: String(row.structureId) }}>
            {row.structureName}
          </RouterLink>
        ),
      },
      {
        field: 'contest',
        headerName: C.CONTEST,
        width: 160,
        sortable: false,
        valueGetter: (_v, row) => row.contest?.label ?? '—',
      },
      {
        field: 'boardName',
        headerName: SYSTEM_FIELD_TEXTS.COLUMN_BOARD_NAME,
        width: 180,
        sortable: false,
        valueGetter: (_v, row) => row.boardName ?? '—',
      },
      {
        field: 'jobId',
        headerName: T.COL_JOB,
        width: 100,
        sortable: false,
        renderCell: ({ row }) =>
          row.jobId ? (
            <RouterLink to="/$game/job/$jobId" params={{ game, jobId: String(row.jobId) }}>
              {row.jobId}
            </RouterLink>
          ) : (
            '—'
          ),
      },
      statusColumn(130),
      quotesAssignedColumn(),
      { field: 'quotesAvailable', headerName: T.AVAILABLE, width: 110, type: 'number' },
      moneyColumn('quotaPriceCents', C.QUOTA_PRICE, 120),
      moneyColumn('totalPriceCents', C.TOTAL_COST, 130),
      ...winsColumns<SystemListItem>(),
      {
        field: 'evidence',
        headerName: T.COL_EVIDENCE,
        width: 100,
        sortable: false,
        renderCell: ({ row }) => <YesNoChip value={row.evidence} />,
      },
      tagsColumn(120),
      { field: 'createdAt', headerName: T.CREATED, width: 150, valueFormatter: (v: string) => formatDateTime(v) },
    ],
    [game, writable],
  );

  // wins filtered or sorted on, or computed for systems on this page (a contest with a confirmed result): the fitting
  // hides every other column first
  const winsShown = list.data?.items.some((i) => i.winsTotalCents !== null) ?? false;
  const secondaryFields =
    winsShown || search.winning !== undefined || search.sort?.includes('wins')
      ? [
          ...columns
            .slice(2)
            .map((c) => c.field)
            .reverse()
            .filter((f) => !f.startsWith('wins')),
          'winsPerQuotaCents',
          'winsTotalCents',
        ]
      : undefined;

  const structureName = search.structureId
    ? list.data?.items.find((i) => i.structureId === search.structureId)?.structureName
    : undefined;

  return (
    <>
      <PageHeader
        title={format(T.LIST_TITLE, { game: GAMES[game].label })}
        subtitle={T.LIST_SUBTITLE}
        actions={
          writable ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                startIcon={<PublishOutlined />}
                disabled={!selected.size}
                onClick={() => setPublish({ kind: 'rows', rows: [...selected].map(([id, name]) => ({ id, name })) })}
                data-testid="publish-selected"
              >
                {format(T.PUBLISH_SELECTED, { count: selected.size })}
              </Button>
              <Button
                color="error"
                startIcon={<BlockOutlined />}
                disabled={!selected.size}
                onClick={() => setCancelling({ kind: 'selection', ids: [...selected.keys()] })}
                data-testid="cancel-selected"
              >
                {format(SYSTEM_CANCEL_TEXTS.SELECTION_ACTION, { count: selected.size })}
              </Button>
              <Button
                disabled={!selected.size}
                onClick={() => setBulk({ kind: 'selection', ids: [...selected.keys()] })}
                data-testid="bulk-selected"
              >
                {format(SYSTEM_BULK_TEXTS.SELECTION_ACTION, { count: selected.size })}
              </Button>
              <Button
                disabled={!list.data?.total}
                onClick={() => setBulk({ kind: 'filter', filter: filters, count: list.data?.total ?? 0 })}
                data-testid="bulk-filtered"
              >
                {format(SYSTEM_BULK_TEXTS.FILTER_ACTION, { count: list.data?.total ?? 0 })}
              </Button>
              <Button
                color="error"
                disabled={!list.data?.total}
                onClick={() => setCancelling({ kind: 'filter', filter: filters, count: list.data?.total ?? 0 })}
                data-testid="cancel-filtered"
              >
                {format(SYSTEM_BULK_TEXTS.CANCEL_FILTER_ACTION, { count: list.data?.total ?? 0 })}
              </Button>
              <Button
                startIcon={<PublishOutlined />}
                disabled={!list.data?.total}
                onClick={() => setPublish({ kind: 'filter', filters })}
                data-testid="publish-filtered"
              >
                {format(T.PUBLISH_FILTERED, { count: (list.data?.total ?? 0).toLocaleString('it-IT') })}
              </Button>
              <RouterButton
                variant="contained"
                startIcon={<AddOutlined />}
                to="/$game/sistemi/new"
                params={{ game }}
                data-testid="system-new"
              >
                {T.NEW_SYSTEM}
              </RouterButton>
            </Stack>
          ) : null
        }
      />
      <FilterBar
        onReset={reset}
        canReset={hasFilters}
        search={{
          value: search.q,
          placeholder: T.SEARCH_PLACEHOLDER,
          onCommit: (q) => filter({ q }),
          width: 280,
        }}
      >
        {field.select('status', C.STATUS, optionsOf(SYSTEM_STATUSES))}
        <ContestSelect
          game={game}
          value={search.contestId}
          onChange={(contestId) => filter({ contestId })}
          data-testid="filter-contest"
        />
        <WinningFilter value={search.winning} onChange={(winning) => filter({ winning })} />
        {search.structureId ? (
          <Chip
            label={format(T.STRUCTURE_FILTER, {
              structure: structureName
                ? format(C.NAME_WITH_ID, { name: structureName, id: search.structureId })
                : format(C.ID, { id: search.structureId }),
            })}
            onDelete={() => filter({ structureId: undefined })}
            data-testid="filter-structure"
          />
        ) : null}
        <Button
          startIcon={<TuneOutlined />}
          onClick={() => setAdvancedOpen((o) => !o)}
          aria-expanded={advancedOpen}
          data-testid="filters-advanced-toggle"
        >
          {hasAdvanced ? T.ADVANCED_FILTERS_ACTIVE : T.ADVANCED_FILTERS}
        </Button>
        <Box sx={{ flexBasis: '100%', height: 0 }} />
        <Collapse in={advancedOpen} sx={{ width: '100%' }} unmountOnExit>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
            data-testid="filters-advanced"
          >
            <PriceRangeFilters search={search} onChange={filter} totalLabel={C.TOTAL_COST} />
            <FilterTextField
              label={T.AVAILABLE_AT_LEAST}
              value={search.availableFrom === undefined ? undefined : String(search.availableFrom)}
              onCommit={(v) => {
                const n = v === undefined ? undefined : Number(v);
                filter({ availableFrom: n !== undefined && Number.isInteger(n) && n >= 0 && n <= 125 ? n : undefined });
              }}
              width={200}
              data-testid="filter-available"
            />
            {field.bool('evidence', SYSTEM_FIELD_TEXTS.EVIDENCE)}
          </Stack>
        </Collapse>
      </FilterBar>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        useFlexGap
        spacing={1}
      >
        <ListTotal
          total={list.data?.total}
          estimated={list.data?.totalEstimated}
          one={T.TOTAL_ONE}
          many={T.TOTAL_MANY}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Suspense fallback={null}>
            <SystemsAnalysisAction
              game={game}
              selectedIds={[...selected.keys()]}
              filter={filters}
              total={list.data?.total ?? 0}
            />
          </Suspense>
          <ExportButtons
            path={`/games/${game}/systems/export`}
            params={{ ...filters, sort: search.sort }}
            name={`sistemi-${game}`}
          />
        </Stack>
      </Stack>
      <ServerDataGrid<SystemListItem>
        {...listGridProps(list, search, go)}
        columns={columns}
        getRowId={(r) => r.id}
        sortableFields={SYSTEM_SORT_FIELDS}
        secondaryFields={secondaryFields}
        aria-label={T.GRID}
        data-testid="systems-grid"
        {...(writable ? { selection: [...selected.keys()], onSelectionChange: onSelection } : {})}
      />
      {publish ? (
        <Suspense fallback={null}>
          <PublishDialog
            open
            game={game}
            source={publish}
            onClose={() => setPublish(null)}
            onPublished={() => setSelected(new Map())}
          />
        </Suspense>
      ) : null}
      {cancelling ? (
        <CancelSystemsDialog
          game={game}
          target={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => setSelected(new Map())}
        />
      ) : null}
      {bulk ? (
        <Suspense fallback={null}>
          <BulkSystemsDialog
            game={game}
            target={bulk}
            onClose={() => setBulk(null)}
            onDone={() => setSelected(new Map())}
          />
        </Suspense>
      ) : null}
      {quoteFor !== null ? (
        <QuoteManagementDialog open game={game} systemId={quoteFor} onClose={() => setQuoteFor(null)} />
      ) : null}
    </>
  );
}
