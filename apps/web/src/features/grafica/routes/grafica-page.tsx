import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { ERRORS, format } from '@bacheca/domain/messages';
import { GAMES } from '@bacheca/domain/games';
import { GRAPHIC_SORT_FIELDS, GRAPHIC_TEMPLATES } from '@bacheca/domain/enums';
import type { GameSlug } from '@bacheca/domain';
import { RouterButton, RouterIconButton, RouterLink } from '../../../components/router-link';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { optionsOf, SelectFilter } from '../../../components/select-filter';
import { GRAPHIC_TEMPLATE_LABELS } from '@bacheca/domain/messages-board-labels';
import { graphicErrorText } from '../../../shared-features/graphics/graphic-preview-card';
import { useCanWrite } from '../../../lib/use-can-write';
import { formatDateTime } from '../../../lib/format';
import { listNavigation } from '../../../lib/list-search';
import {
  graphicsListQueryOptions,
  structureChoicesQueryOptions,
  useDuplicateGraphic,
  type GraphicListItem,
} from '../api/graphics-api';
import { DeleteGraphicDialog } from '../components/delete-graphic-dialog';
import { GraphicPreviewDialog } from '../components/graphic-preview-dialog';
import { GRAFICA_FILTER_KEYS } from '../search';
import { duplicatedText } from '../editor-model';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';
import { SYSTEM_TOOLS_TEXTS } from '@bacheca/domain/messages-system-tools';
import * as PREMI_TEXTS from '@bacheca/domain/messages-premi';
import * as NOTIFICHE_TEXTS from '@bacheca/domain/messages-notifiche';
import * as T from '@bacheca/domain/messages-grafica';
import * as REGISTRO_TEXTS from '@bacheca/domain/messages-registro';

const route = getRouteApi('/app/$game/grafica');

/** /{game}/grafica: the game's graphics (name, structure, type, date), filters in the URL; create, duplicate, preview, delete. */
export function GraficaPage() {
  const { game: gameParam } = route.useParams();
  const game = gameParam as GameSlug;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const writable = useCanWrite();
  const list = useQuery(graphicsListQueryOptions(game, search));
  const structures = useQuery(structureChoicesQueryOptions(game));
  const duplicate = useDuplicateGraphic(game);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const [previewing, setPreviewing] = useState<{ id: number; name: string } | null>(null);
  const { go, filter, reset, hasFilters } = listNavigation(
    search,
    (next) => void navigate({ search: next }),
    GRAFICA_FILTER_KEYS,
  );
  const field = filterFields(search, filter);

  const columns = useMemo<GridColDef<GraphicListItem>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 70 },
      {
        field: 'name',
        headerName: ACCOUNT_TEXTS.NAME,
        flex: 1.3,
        minWidth: 200,
        renderCell: ({ row }) => (
          <RouterLink
            to="/$game/grafica/$x"
            params={{ game, x: String(row.id) }}
            data-testid={`graphic-link-${row.id}`}
          >
            {row.name}
          </RouterLink>
        ),
      },
      {
        field: 'actions',
        headerName: OUTLET_TEXTS.CHANGE_REQUEST_COL_ACTIONS,
        width: writable ? 170 : 70,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
            <Tooltip title={SYSTEM_TOOLS_TEXTS.IMPORT_PREVIEW}>
              <IconButton
                size="small"
                aria-label={format(T.PREVIEW_OF, { name: row.name })}
                onClick={() => setPreviewing({ id: row.id, name: row.name })}
                data-testid={`graphic-preview-${row.id}`}
              >
                <VisibilityOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            {writable ? (
              <>
                <Tooltip title={PREMI_TEXTS.EDIT}>
                  <RouterIconButton
                    size="small"
                    aria-label={format(T.EDIT_LABEL, { name: row.name })}
                    to="/$game/grafica/$x"
                    params={{ game, x: String(row.id) }}
                    data-testid={`graphic-edit-${row.id}`}
                  >
                    <EditOutlined fontSize="small" />
                  </RouterIconButton>
                </Tooltip>
                <Tooltip title={PREMI_TEXTS.DUPLICATE_CONFIRM}>
                  <IconButton
                    size="small"
                    aria-label={format(T.DUPLICATE_LABEL, { name: row.name })}
                    disabled={duplicate.isPending}
                    onClick={() =>
                      duplicate.mutate(row.id, {
                        onSuccess: (copy) => toast.success(duplicatedText(copy.name)),
                        onError: (err) => toast.error(graphicErrorText(err, ERRORS.GRAPHIC_CREATE_ERROR)),
                      })
                    }
                    data-testid={`graphic-duplicate-${row.id}`}
                  >
                    <ContentCopyOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={PREMI_TEXTS.DELETE}>
                  <IconButton
                    size="small"
                    aria-label={format(T.DELETE_LABEL, { name: row.name })}
                    onClick={() => setDeleting({ id: row.id, name: row.name })}
                    data-testid={`graphic-delete-${row.id}`}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            ) : null}
          </Stack>
        ),
      },
      {
        field: 'structureName',
        headerName: SYSTEM_TOOLS_TEXTS.STRUCTURE,
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <RouterLink to="/$game/strutture/$structureId" params={{ game, structureId: String(row.structureId) }}>
            {row.structureName}
          </RouterLink>
        ),
      },
      {
        field: 'type',
        headerName: NOTIFICHE_TEXTS.COL_TYPE,
        width: 120,
        valueFormatter: (v: GraphicListItem['type']) => GRAPHIC_TEMPLATE_LABELS[v] ?? v,
      },
      {
        field: 'attached',
        headerName: T.LINKED,
        width: 110,
        sortable: false,
        renderCell: ({ row }) =>
          row.attached ? (
            <Chip size="small" color="primary" label={T.LINKED} />
          ) : (
            <Chip size="small" variant="outlined" label={T.COPY} />
          ),
      },
      {
        field: 'updatedAt',
        headerName: REGISTRO_TEXTS.COL_AT,
        width: 150,
        valueFormatter: (v: string) => formatDateTime(v),
      },
    ],
    [game, writable, duplicate],
  );

  return (
    <>
      <PageHeader
        title={format(T.LIST_TITLE, { game: GAMES[game].label })}
        subtitle={T.LIST_SUBTITLE}
        actions={
          writable ? (
            <RouterButton
              variant="contained"
              startIcon={<AddOutlined />}
              to="/$game/grafica/$x"
              params={{ game, x: 'new' }}
              data-testid="graphic-new"
            >
              {T.NEW_GRAPHIC}
            </RouterButton>
          ) : null
        }
      />
      <FilterBar
        onReset={reset}
        canReset={hasFilters}
        search={{ value: search.q, placeholder: T.SEARCH_PLACEHOLDER, onCommit: (q) => filter({ q }) }}
      >
        <SelectFilter
          label={SYSTEM_TOOLS_TEXTS.STRUCTURE}
          value={search.structureId === undefined ? undefined : String(search.structureId)}
          options={(structures.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(v) => filter({ structureId: v === undefined ? undefined : Number(v) })}
          allLabel={REGISTRO_TEXTS.FILTER_ACTION_ALL}
          minWidth={200}
          data-testid="filter-structure"
        />
        {field.select(
          'type',
          NOTIFICHE_TEXTS.COL_TYPE,
          optionsOf(GRAPHIC_TEMPLATES, (t) => GRAPHIC_TEMPLATE_LABELS[t]),
        )}
      </FilterBar>
      <ListTotal total={list.data?.total} one="grafica" many="grafiche" />
      <Box>
        <ServerDataGrid<GraphicListItem>
          {...listGridProps(list, search, go)}
          columns={columns}
          getRowId={(r) => r.id}
          sortableFields={GRAPHIC_SORT_FIELDS}
          aria-label={T.GRID_LABEL}
          data-testid="graphics-grid"
        />
      </Box>
      <GraphicPreviewDialog game={game} graphic={previewing} onClose={() => setPreviewing(null)} />
      <DeleteGraphicDialog game={game} graphic={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
