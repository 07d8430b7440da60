import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { RICEVITORE_SORT_FIELDS } from '@bacheca/domain/enums';
import type { RicevitoreListItem } from '@bacheca/domain';
import { RouterLink } from '../../../components/router-link';
import { dayRangeError } from '../../../components/date-filter';
import { ExportButtons } from '../../../components/export-buttons';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-ricevitorie';
import { BulkForcePasswordButton } from '../../../components/bulk-force-password-button';
import { useConfirm } from '../../../components/use-confirm';
import { YesNoChip } from '../../../components/yes-no-chip';
import { formatDateTime } from '../../../lib/format';
import { zoneLabel } from '@bacheca/domain/italy';
import { listNavigation } from '../../../lib/list-search';
import { useCurrentUser } from '../../../lib/session/current-user';
import { canBulkForce } from '../actions';
import { useForceRicevitoriePasswordChange } from '../api/force-ricevitorie-password-change';
import { activeCountQueryOptions, ricevitorieListQueryOptions } from '../api/ricevitorie-list';
import { RicevitorieFilters } from '../components/ricevitorie-filters';
import { ricevitorieFilters } from '../search';

const route = getRouteApi('/app/ricevitorie');

function boards(r: RicevitoreListItem): string {
  return [r.boardSip && 'SIP', r.boardTcal && 'TCAL', r.boardTgol && 'TGOL'].filter(Boolean).join(' · ') || '—';
}

/** Hidden first (in this order) when the screen is too narrow for every column; "Colonne" shows them back. */
const OUTLET_SECONDARY_FIELDS = ['zone', 'concession', 'region', 'boards', 'active', 'lastAccess'];

const COLUMNS: GridColDef<RicevitoreListItem>[] = [
  {
    field: 'ivrCode',
    headerName: T.IVR_CODE,
    width: 120,
    renderCell: ({ row }) => (
      <RouterLink
        to="/ricevitorie/$ivrCode"
        params={{ ivrCode: row.ivrCode }}
        data-testid={`outlet-link-${row.ivrCode}`}
      >
        {row.ivrCode}
      </RouterLink>
    ),
  },
  { field: 'denomination', headerName: T.DENOMINATION, flex: 1.4, minWidth: 190 },
  { field: 'city', headerName: T.CITY, flex: 1, minWidth: 120 },
  { field: 'province', headerName: T.COL_PROVINCE, width: 70 },
  { field: 'region', headerName: T.REGION, flex: 1, minWidth: 120 },
  { field: 'zone', headerName: T.ZONE, width: 110, valueFormatter: (v: string | null) => zoneLabel(v) },
  { field: 'concession', headerName: T.COL_CONCESSION, width: 80 },
  { field: 'boards', headerName: T.BOARDS, width: 140, sortable: false, valueGetter: (_v, row) => boards(row) },
  { field: 'enabled', headerName: T.ENABLED, width: 95, renderCell: ({ row }) => <YesNoChip value={row.enabled} /> },
  { field: 'active', headerName: T.ACTIVE, width: 85, renderCell: ({ row }) => <YesNoChip value={row.active} /> },
  {
    field: 'blocked',
    headerName: T.BLOCKED,
    width: 95,
    renderCell: ({ row }) => <YesNoChip value={row.blocked} danger />,
  },
  {
    field: 'lastAccess',
    headerName: T.LAST_ACCESS,
    width: 160,
    valueFormatter: (v: string | null) => formatDateTime(v, T.LAST_ACCESS_NEVER),
  },
];

/** /ricevitorie: the outlets, filtered, sorted and paged on the server with the URL as the source of truth. */
export function RicevitoriePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: me } = useCurrentUser();
  // a last-access range ending before it starts: the filter says so and the server is not asked
  const rangeError = !!dayRangeError(search.lastAccessFrom, search.lastAccessTo);
  const list = useQuery({ ...ricevitorieListQueryOptions(search), enabled: !rangeError });
  const count = useQuery({ ...activeCountQueryOptions(search), enabled: !rangeError });
  const [selection, setSelection] = useState<GridRowId[]>([]);
  const bulk = useForceRicevitoriePasswordChange();
  const { ask, dialog } = useConfirm();
  const bulkAllowed = canBulkForce(me);

  const { go, filter, reset } = listNavigation(search, (next) => void navigate({ search: next }));
  const filters = useMemo(() => ricevitorieFilters(search), [search]);

  return (
    <>
      <PageHeader
        title={T.TITLE}
        subtitle={T.SUBTITLE}
        actions={<ExportButtons path="/ricevitori/export" params={filters} name="ricevitorie" />}
      />
      <RicevitorieFilters search={search} onChange={filter} onReset={reset} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', minHeight: 36 }}>
        <ListTotal
          total={list.data?.total}
          estimated={list.data?.totalEstimated}
          many={T.TOTAL_MANY}
          format={(n) => n.toLocaleString('it-IT')}
        />
        {count.data ? (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={format(T.ACTIVE_COUNT, {
              active: count.data.active.toLocaleString('it-IT'),
              total: count.data.total.toLocaleString('it-IT'),
            })}
            data-testid="active-count"
            data-active={count.data.active}
          />
        ) : null}
        <span style={{ flexGrow: 1 }} />
        {bulkAllowed ? (
          <BulkForcePasswordButton
            selection={selection}
            confirm={{ one: ACCOUNT_TEXTS.BULK_FORCE_OUTLETS_ONE, many: ACCOUNT_TEXTS.BULK_FORCE_OUTLETS_MANY }}
            ask={ask}
            force={(ids) => bulk.mutateAsync(ids)}
            onDone={() => setSelection([])}
          />
        ) : null}
      </Stack>
      <ServerDataGrid<RicevitoreListItem>
        {...listGridProps(list, search, go)}
        columns={COLUMNS}
        getRowId={(r) => r.ivrCode}
        sortableFields={RICEVITORE_SORT_FIELDS}
        selection={bulkAllowed ? selection : undefined}
        onSelectionChange={bulkAllowed ? setSelection : undefined}
        secondaryFields={OUTLET_SECONDARY_FIELDS}
        aria-label={T.GRID}
        data-testid="outlet-grid"
      />
      {dialog}
    </>
  );
}
