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
import { ERRORS } from '@bacheca/domain/messages';
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
import { GRAPHIC_TEMPLATE_LABELS } from '../../../components/game-board/labels';
import { graphicErrorText } from '../../../shared-features/graphics/graphic-preview-card';
import { useCanWrite } from '../../../components/game-board/use-can-write';
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
        headerName: 'Nome',
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
        headerName: 'Azioni',
        width: writable ? 170 : 70,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
            <Tooltip title="Anteprima">
              <IconButton
                size="small"
                aria-label={`Anteprima di ${row.name}`}
                onClick={() => setPreviewing({ id: row.id, name: row.name })}
                data-testid={`graphic-preview-${row.id}`}
              >
                <VisibilityOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            {writable ? (
              <>
                <Tooltip title="Modifica">
                  <RouterIconButton
                    size="small"
                    aria-label={`Modifica ${row.name}`}
                    to="/$game/grafica/$x"
                    params={{ game, x: String(row.id) }}
                    data-testid={`graphic-edit-${row.id}`}
                  >
                    <EditOutlined fontSize="small" />
                  </RouterIconButton>
                </Tooltip>
                <Tooltip title="Duplica">
                  <IconButton
                    size="small"
                    aria-label={`Duplica ${row.name}`}
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
                <Tooltip title="Cancella">
                  <IconButton
                    size="small"
                    aria-label={`Cancella ${row.name}`}
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
        headerName: 'Struttura',
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
        headerName: 'Tipo',
        width: 120,
        valueFormatter: (v: GraphicListItem['type']) => GRAPHIC_TEMPLATE_LABELS[v] ?? v,
      },
      {
        field: 'attached',
        headerName: 'Collegata',
        width: 110,
        sortable: false,
        renderCell: ({ row }) =>
          row.attached ? (
            <Chip size="small" color="primary" label="Collegata" />
          ) : (
            <Chip size="small" variant="outlined" label="Copia" />
          ),
      },
      { field: 'updatedAt', headerName: 'Data', width: 150, valueFormatter: (v: string) => formatDateTime(v) },
    ],
    [game, writable, duplicate],
  );

  return (
    <>
      <PageHeader
        title={`Grafica – ${GAMES[game].label}`}
        subtitle="Le schede con cui i sistemi sono mostrati alle ricevitorie: una per struttura, con anteprima."
        actions={
          writable ? (
            <RouterButton
              variant="contained"
              startIcon={<AddOutlined />}
              to="/$game/grafica/$x"
              params={{ game, x: 'new' }}
              data-testid="graphic-new"
            >
              Nuova grafica
            </RouterButton>
          ) : null
        }
      />
      <FilterBar
        onReset={reset}
        canReset={hasFilters}
        search={{ value: search.q, placeholder: 'Nome, struttura, ID', onCommit: (q) => filter({ q }) }}
      >
        <SelectFilter
          label="Struttura"
          value={search.structureId === undefined ? undefined : String(search.structureId)}
          options={(structures.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(v) => filter({ structureId: v === undefined ? undefined : Number(v) })}
          allLabel="Tutte"
          minWidth={200}
          data-testid="filter-structure"
        />
        {field.select(
          'type',
          'Tipo',
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
          aria-label="Elenco grafiche"
          data-testid="graphics-grid"
        />
      </Box>
      <GraphicPreviewDialog game={game} graphic={previewing} onClose={() => setPreviewing(null)} />
      <DeleteGraphicDialog game={game} graphic={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
