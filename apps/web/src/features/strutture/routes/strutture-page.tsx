import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { GAMES } from '@bacheca/domain/games';
import { STRUCTURE_SORT_FIELDS, STRUCTURE_STATUSES, STRUCTURE_VISIBILITIES } from '@bacheca/domain/enums';
import { gameConfig, isNumericalGame } from '@bacheca/domain/engine/config';
import type { GameSlug } from '@bacheca/domain';
import { format, STRUCTURE_TYPE_LABELS } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-strutture';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import { RouterButton, RouterIconButton, RouterLink } from '../../../components/router-link';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { ExportButtons } from '../../../components/export-buttons';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { optionsOf } from '../../../components/select-filter';
import { formatCount } from '../../../lib/money';
import {
  BOARD_TYPE_LABELS,
  BOARD_TYPE_SHORT_LABELS,
  VISIBILITY_LABELS,
  structureVisibilityLabel,
} from '@bacheca/domain/messages-board-labels';
import { PriceRangeFilters } from '../../../components/game-board/money-range-filter';
import { moneyColumn, statusColumn, tagsColumn } from '../../../components/game-board/board-columns';
import { useCanWrite } from '../../../lib/use-can-write';
import { formatDateTime } from '../../../lib/format';
import { listNavigation } from '../../../lib/list-search';
import { structuresListQueryOptions, type StructureListItem } from '../api/list-structures';
import { DeleteStructureDialog } from '../components/delete-structure-dialog';
import { TagManagementDialog } from '../components/tag-management-dialog';
import { STRUTTURE_FILTER_KEYS } from '../search';

const route = getRouteApi('/app/$game/strutture');

/** Hidden first (in this order) when the screen is too narrow for every column; "Colonne" shows them back. */
const STRUCTURE_SECONDARY_FIELDS = [
  'updatedAt',
  'visibility',
  'boardType',
  'systemsCount',
  'combinations',
  'tags',
  'totalPriceCents',
];

/** /{game}/strutture: structures of the game, filtered, sorted and paged on the server, all of it in the URL. */
export function StrutturePage() {
  const { game: gameParam } = route.useParams();
  const game = gameParam as GameSlug;
  const search = route.useSearch();
  // the export: the list's filters and sort, every row (no paging)
  const { page: _page, pageSize: _pageSize, ...exportParams } = search;
  const navigate = route.useNavigate();
  const writable = useCanWrite();
  const numerical = isNumericalGame(game);
  const list = useQuery({ ...structuresListQueryOptions(game, search), enabled: numerical });
  const [tagsOpen, setTagsOpen] = useState(false);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  const { go, filter, reset, hasFilters } = listNavigation(
    search,
    (next) => void navigate({ search: next }),
    STRUTTURE_FILTER_KEYS,
  );
  const field = filterFields(search, filter);

  const columns = useMemo<GridColDef<StructureListItem>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 70 },
      {
        field: 'name',
        headerName: C.NAME,
        flex: 1.4,
        minWidth: 200,
        renderCell: ({ row }) => (
          <RouterLink
            to="/$game/strutture/$structureId"
            params={{ game, structureId: String(row.id) }}
            data-testid={`structure-link-${row.id}`}
          >
            {row.name}
          </RouterLink>
        ),
      },
      {
        field: 'actions',
        headerName: T.COL_ACTIONS,
        width: writable ? 170 : 60,
        sortable: false,
        renderCell: ({ row }) =>
          writable ? (
            <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
              <Tooltip title={C.EDIT}>
                <RouterIconButton
                  size="small"
                  aria-label={format(T.EDIT_ONE, { name: row.name })}
                  to="/$game/strutture/$structureId/edit"
                  params={{ game, structureId: String(row.id) }}
                  data-testid={`structure-edit-${row.id}`}
                >
                  <EditOutlined fontSize="small" />
                </RouterIconButton>
              </Tooltip>
              <Tooltip title={T.DUPLICATE}>
                <RouterIconButton
                  size="small"
                  aria-label={format(T.DUPLICATE_ONE, { name: row.name })}
                  to="/$game/strutture/$structureId/duplicate"
                  params={{ game, structureId: String(row.id) }}
                  data-testid={`structure-duplicate-${row.id}`}
                >
                  <ContentCopyOutlined fontSize="small" />
                </RouterIconButton>
              </Tooltip>
              <Tooltip title={T.GENERATE_SYSTEMS}>
                <span>
                  <RouterIconButton
                    size="small"
                    aria-label={format(T.GENERATE_SYSTEMS_FROM, { name: row.name })}
                    disabled={row.status === 'CANCELLATA'}
                    to="/$game/strutture/$structureId/generate-systems"
                    params={{ game, structureId: String(row.id) }}
                    data-testid={`structure-generate-${row.id}`}
                  >
                    <PlaylistAddOutlined fontSize="small" />
                  </RouterIconButton>
                </span>
              </Tooltip>
              <Tooltip title={T.DELETE}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={format(T.DELETE_ONE, { name: row.name })}
                    disabled={row.status === 'CANCELLATA'}
                    onClick={() => setDeleting({ id: row.id, name: row.name })}
                    data-testid={`structure-delete-${row.id}`}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          ) : (
            <RouterLink to="/$game/strutture/$structureId" params={{ game, structureId: String(row.id) }}>
              {T.OPEN}
            </RouterLink>
          ),
      },
      tagsColumn(140),
      {
        field: 'structureType',
        headerName: C.TYPE,
        width: 190,
        valueFormatter: (v: StructureListItem['structureType']) => STRUCTURE_TYPE_LABELS[v] ?? v,
      },
      {
        field: 'boardType',
        headerName: T.BOARD,
        width: 95,
        valueFormatter: (v: StructureListItem['boardType']) => BOARD_TYPE_SHORT_LABELS[v],
      },
      statusColumn(135),
      { field: 'quotes', headerName: C.QUOTES, width: 70, type: 'number' },
      {
        field: 'combinations',
        headerName: C.COMBINATIONS,
        width: 110,
        type: 'number',
        valueFormatter: (v: number) => formatCount(v),
      },
      moneyColumn('quotaPriceCents', C.QUOTA_PRICE, 110),
      moneyColumn('totalPriceCents', T.TOTAL_PRICE, 115),
      {
        field: 'visibility',
        headerName: T.VISIBILITY,
        width: 130,
        sortable: false,
        valueGetter: (_v, row) => structureVisibilityLabel(row),
      },
      { field: 'systemsCount', headerName: C.SYSTEMS, width: 80, type: 'number' },
      { field: 'updatedAt', headerName: T.UPDATED, width: 150, valueFormatter: (v: string) => formatDateTime(v) },
    ],
    [game, writable],
  );

  if (!numerical) {
    return (
      <>
        <PageHeader title={format(T.GAME_TITLE, { title: T.STRUCTURES, game: GAMES[game].label })} />
        <Alert severity="info" data-testid="structures-not-numerical">
          {T.NOT_NUMERICAL}
        </Alert>
      </>
    );
  }
  const boards = gameConfig(game).boards;

  return (
    <>
      <PageHeader
        title={format(T.GAME_TITLE, { title: T.STRUCTURES, game: GAMES[game].label })}
        subtitle={T.LIST_SUBTITLE}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ExportButtons path={`/games/${game}/structures/export`} params={exportParams} name={`strutture-${game}`} />
            <Button startIcon={<LocalOfferOutlined />} onClick={() => setTagsOpen(true)} data-testid="tags-open">
              {T.TAG_MANAGEMENT}
            </Button>
            {writable ? (
              <RouterButton
                variant="contained"
                startIcon={<AddOutlined />}
                to="/$game/strutture/new"
                params={{ game }}
                data-testid="structure-new"
              >
                {T.NEW_STRUCTURE}
              </RouterButton>
            ) : null}
          </Stack>
        }
      />
      <FilterBar
        onReset={reset}
        canReset={hasFilters}
        search={{ value: search.q, placeholder: T.SEARCH_PLACEHOLDER, onCommit: (q) => filter({ q }) }}
      >
        {field.select(
          'boardType',
          T.BOARD,
          optionsOf(boards, (b) => BOARD_TYPE_LABELS[b]),
          { allLabel: T.FILTER_ALL, testId: 'filter-board' },
        )}
        {field.select('status', C.STATUS, optionsOf(STRUCTURE_STATUSES))}
        {field.select(
          'visibility',
          T.VISIBILITY,
          optionsOf(STRUCTURE_VISIBILITIES, (v) => VISIBILITY_LABELS[v]),
          { allLabel: T.FILTER_ALL },
        )}
        <PriceRangeFilters search={search} onChange={filter} totalLabel={T.TOTAL_PRICE} />
      </FilterBar>
      <ListTotal total={list.data?.total} one={T.TOTAL_ONE} many={T.TOTAL_MANY} />
      <Box>
        <ServerDataGrid<StructureListItem>
          {...listGridProps(list, search, go)}
          columns={columns}
          getRowId={(r) => r.id}
          sortableFields={STRUCTURE_SORT_FIELDS}
          secondaryFields={STRUCTURE_SECONDARY_FIELDS}
          aria-label={T.GRID}
          data-testid="structures-grid"
        />
      </Box>
      <TagManagementDialog game={game} open={tagsOpen} onClose={() => setTagsOpen(false)} canEdit={writable} />
      <DeleteStructureDialog game={game} structure={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
