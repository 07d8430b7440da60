import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { ADMIN_SORT_FIELDS, STAFF_ROLE_VALUES } from '@bacheca/domain/enums';
import { ADMIN_LIST_PARAMS, listFilterKeys } from '@bacheca/domain/list-params';
import { ROLE_LABELS } from '@bacheca/domain/permissions';
import type { AdminListItem } from '@bacheca/domain';
import { RouterLink } from '../../../components/router-link';
import { ExportButtons } from '../../../components/export-buttons';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { optionsOf } from '../../../components/select-filter';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import { BulkForcePasswordButton } from '../../../components/bulk-force-password-button';
import { useConfirm } from '../../../components/use-confirm';
import { YesNoChip } from '../../../components/yes-no-chip';
import { formatDateTime } from '../../../lib/format';
import { listNavigation } from '../../../lib/list-search';
import { useCurrentUser } from '../../../lib/session/current-user';
import { canBulkForceAdmins, canCreateAdmin, isBulkForceTarget } from '../actions';
import { useForceAmministratoriPasswordChange } from '../api/force-amministratori-password-change';
import { amministratoriListQueryOptions } from '../api/amministratori-list';
import { CreateAmministratoreDialog } from '../components/create-amministratore-dialog';
import { adminFilters } from '../search';
import * as T from '@bacheca/domain/messages-amministratori';

const route = getRouteApi('/app/amministratori');

const COLUMNS: GridColDef<AdminListItem>[] = [
  {
    field: 'username',
    headerName: ACCOUNT_TEXTS.USERNAME,
    flex: 1,
    minWidth: 140,
    renderCell: ({ row }) => (
      <RouterLink
        to="/amministratori/$username"
        params={{ username: row.username }}
        data-testid={`admin-link-${row.username}`}
      >
        {row.username}
      </RouterLink>
    ),
  },
  { field: 'name', headerName: ACCOUNT_TEXTS.NAME, flex: 1.2, minWidth: 160 },
  { field: 'email', headerName: ACCOUNT_TEXTS.EMAIL, flex: 1.4, minWidth: 200 },
  {
    field: 'role',
    headerName: ACCOUNT_TEXTS.ROLE,
    flex: 1,
    minWidth: 150,
    valueFormatter: (v: AdminListItem['role']) => ROLE_LABELS[v] ?? v,
  },
  {
    field: 'enabled',
    headerName: ACCOUNT_TEXTS.ENABLED,
    width: 110,
    renderCell: ({ row }) => <YesNoChip value={row.enabled} />,
  },
  {
    field: 'active',
    headerName: ACCOUNT_TEXTS.ACTIVE,
    width: 95,
    renderCell: ({ row }) => <YesNoChip value={row.active} />,
  },
  {
    field: 'blocked',
    headerName: ACCOUNT_TEXTS.BLOCKED,
    width: 110,
    renderCell: ({ row }) => <YesNoChip value={row.blocked} danger />,
  },
  {
    field: 'lastAccess',
    headerName: ACCOUNT_TEXTS.LAST_ACCESS,
    width: 170,
    valueFormatter: (v: string | null) => formatDateTime(v, ACCOUNT_TEXTS.NEVER),
  },
];

/** /amministratori: staff users, filtered, sorted and paged on the server, all of it in the URL. */
export function AmministratoriPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: me } = useCurrentUser();
  const list = useQuery(amministratoriListQueryOptions(search));
  const [creating, setCreating] = useState(false);
  const [selection, setSelection] = useState<GridRowId[]>([]);
  const bulk = useForceAmministratoriPasswordChange();
  const { ask, dialog } = useConfirm();
  const bulkAllowed = canBulkForceAdmins(me);

  const { go, filter, reset, hasFilters } = listNavigation(
    search,
    (next) => void navigate({ search: next }),
    listFilterKeys(ADMIN_LIST_PARAMS),
  );
  const field = filterFields(search, filter);
  const filters = useMemo(() => adminFilters(search), [search]);

  return (
    <>
      <PageHeader
        title={T.LIST_TITLE}
        subtitle={T.LIST_SUBTITLE}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ExportButtons path="/amministratori/export" params={filters} name="amministratori" />
            {canCreateAdmin(me) ? (
              <Button
                variant="contained"
                startIcon={<PersonAddOutlined />}
                onClick={() => setCreating(true)}
                data-testid="admin-create"
              >
                {T.CREATE_TITLE}
              </Button>
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
          'role',
          ACCOUNT_TEXTS.ROLE,
          optionsOf(STAFF_ROLE_VALUES, (r) => ROLE_LABELS[r]),
          { minWidth: 200 },
        )}
        {field.bool('enabled', ACCOUNT_TEXTS.ENABLED)}
        {field.bool('active', ACCOUNT_TEXTS.ACTIVE)}
        {field.bool('blocked', ACCOUNT_TEXTS.BLOCKED)}
      </FilterBar>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', minHeight: 36 }}>
        <ListTotal total={list.data?.total} many="amministratori" format={(n) => n.toLocaleString('it-IT')} />
        <span style={{ flexGrow: 1 }} />
        {bulkAllowed ? (
          <BulkForcePasswordButton
            selection={selection}
            confirm={{ one: ACCOUNT_TEXTS.BULK_FORCE_STAFF_ONE, many: ACCOUNT_TEXTS.BULK_FORCE_STAFF_MANY }}
            ask={ask}
            force={(ids) => bulk.mutateAsync(ids)}
            onDone={() => setSelection([])}
          />
        ) : null}
      </Stack>
      <ServerDataGrid<AdminListItem>
        {...listGridProps(list, search, go)}
        columns={COLUMNS}
        getRowId={(r) => r.username}
        sortableFields={ADMIN_SORT_FIELDS}
        selection={bulkAllowed ? selection : undefined}
        onSelectionChange={bulkAllowed ? setSelection : undefined}
        isRowSelectable={(row) => isBulkForceTarget(me, row)}
        aria-label={T.GRID_LABEL}
        data-testid="admin-grid"
      />
      <CreateAmministratoreDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(res) => {
          setCreating(false);
          void navigate({ to: '/amministratori/$username', params: { username: res.item.username }, search: {} });
        }}
      />
      {dialog}
    </>
  );
}
