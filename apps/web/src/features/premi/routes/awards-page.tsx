import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { AWARD_SORT_FIELDS } from '@bacheca/domain/enums';
import { SUCCESS } from '@bacheca/domain/messages';
import type { Award } from '@bacheca/domain';
import { AppLink } from '../../../components/app-link';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog';
import { formatMoney } from '../../../components/cost-preview/money';
import { FilterBar } from '../../../components/filter-bar';
import { useCanWrite } from '../../../components/game-board/use-can-write';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { SelectFilter } from '../../../components/select-filter';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { useHrefNavigation } from '../../../components/use-href-navigation';
import { YesNoChip } from '../../../components/yes-no-chip';
import { errorText } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { listNavigation } from '../../../lib/list-search';
import { awardsListQueryOptions, useDeleteAward } from '../api/awards-api';
import { AwardIcon } from '../components/award-icon';
import { DuplicateAwardDialog } from '../components/duplicate-award-dialog';
import { AWARD_FALLBACK } from '../messages';
import { AWARDS_FILTER_KEYS } from '../search';

const route = getRouteApi('/app/superenalotto/premi-straordinari');
const BASE = '/superenalotto/premi-straordinari';
const WHEN_OPTIONS = [
  { value: 'upcoming' as const, label: 'Concorsi aperti' },
  { value: 'past' as const, label: 'Concorsi chiusi' },
];

/** Hidden first (in this order) when the screen is too narrow for every column; "Colonne" shows them back. */
const AWARD_SECONDARY_FIELDS = ['updatedAt', 'showIcon'];

/** /superenalotto/premi-straordinari: awards by contest, duplicate to another contest, delete. */
export function AwardsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onNavigate = useHrefNavigation();
  const writable = useCanWrite();
  const list = useQuery(awardsListQueryOptions(search));
  const del = useDeleteAward();
  const [duplicating, setDuplicating] = useState<Award | null>(null);
  const [deleting, setDeleting] = useState<Award | null>(null);
  const { go, filter, reset, hasFilters } = listNavigation(search, (next) => void navigate({ search: next }), AWARDS_FILTER_KEYS);

  const columns = useMemo<GridColDef<Award>[]>(
    () => [
      {
        field: 'drawDate',
        headerName: 'Concorso',
        width: 250,
        renderCell: ({ row }) => `${row.contestLabel} – ${formatDate(row.drawDate)}${row.contestOpen ? '' : ' (chiuso)'}`,
      },
      {
        field: 'label',
        headerName: 'Etichetta',
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <AppLink href={`${BASE}/update/${row.id}`} data-testid={`award-link-${row.id}`}>
            {row.label}
          </AppLink>
        ),
      },
      { field: 'icon', headerName: 'Icona', width: 220, sortable: false, renderCell: ({ row }) => <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}><AwardIcon src={row.icon} label={row.label} testId={`award-icon-${row.id}`} /></Box> },
      { field: 'showIcon', headerName: 'Mostra icona', width: 115, sortable: false, renderCell: ({ row }) => <YesNoChip value={row.showIcon} /> },
      {
        field: 'associatedWinCents',
        headerName: 'Vincita associata',
        width: 150,
        type: 'number',
        valueFormatter: (v: number) => (v === 0 ? 'Non mostrata' : formatMoney(v)),
      },
      { field: 'updatedAt', headerName: 'Ultimo aggiornamento', width: 160, valueFormatter: (v: string) => formatDateTime(v) },
      {
        field: 'actions',
        headerName: 'Azioni',
        width: 130,
        sortable: false,
        renderCell: ({ row }) =>
          writable ? (
            <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
              <Tooltip title="Modifica">
                <IconButton size="small" aria-label={`Modifica ${row.label}`} href={`${BASE}/update/${row.id}`} onClick={(e) => onNavigate(e, `${BASE}/update/${row.id}`)} data-testid={`award-edit-${row.id}`}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Duplica su un altro concorso">
                <IconButton size="small" aria-label={`Duplica ${row.label}`} onClick={() => setDuplicating(row)} data-testid={`award-duplicate-${row.id}`}>
                  <ContentCopyOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Cancella">
                <IconButton size="small" aria-label={`Cancella ${row.label}`} onClick={() => setDeleting(row)} data-testid={`award-delete-${row.id}`}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : null,
      },
    ],
    [writable, onNavigate],
  );

  return (
    <>
      <PageHeader
        title="Premi straordinari – SuperEnalotto"
        subtitle="Un premio per concorso: etichetta della colonna vincitori, icona e vincita associata."
        actions={
          writable ? (
            <Button variant="contained" startIcon={<AddOutlined />} href={`${BASE}/create`} onClick={(e) => onNavigate(e, `${BASE}/create`)} data-testid="award-new">
              Nuovo premio
            </Button>
          ) : null
        }
      />
      <FilterBar onReset={reset} canReset={hasFilters} search={{ value: search.q, placeholder: 'Etichetta', onCommit: (q) => filter({ q }) }}>
        <SelectFilter label="Concorsi" value={search.when === 'all' ? undefined : search.when} options={WHEN_OPTIONS} onChange={(when) => filter({ when })} data-testid="filter-when" />
      </FilterBar>
      <ListTotal total={list.data?.total} one="premio" many="premi" />
      <Box>
        <ServerDataGrid<Award>
          secondaryFields={AWARD_SECONDARY_FIELDS}
          {...listGridProps(list, search, go)}
          columns={columns}
          getRowId={(r) => r.id}
          sortableFields={AWARD_SORT_FIELDS}
          aria-label="Elenco premi straordinari"
          data-testid="awards-grid"
        />
      </Box>
      <DuplicateAwardDialog award={duplicating} onClose={() => setDuplicating(null)} />
      <DeleteConfirmDialog
        open={deleting !== null}
        title="Cancellazione premio straordinario"
        testId="award"
        busy={del.isPending}
        run={(callbacks) => deleting && del.mutate(deleting.id, callbacks)}
        successText={SUCCESS.AWARD_DELETED}
        errorText={(err) => errorText(err, AWARD_FALLBACK.delete)}
        onClose={() => setDeleting(null)}
      >
          Cancellare il premio «{deleting?.label}» del {deleting?.contestLabel}?
      </DeleteConfirmDialog>
    </>
  );
}
