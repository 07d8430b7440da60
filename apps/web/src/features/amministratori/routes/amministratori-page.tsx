import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { ADMIN_SORT_FIELDS, STAFF_ROLE_VALUES } from '@bacheca/domain/enums';
import { ROLE_LABELS } from '@bacheca/domain/permissions';
import type { AdminListItem } from '@bacheca/domain';
import { AppLink } from '../../../components/app-link';
import { BoolSelect } from '../../../components/bool-select';
import { ExportButtons } from '../../../components/export-buttons';
import { FilterBar } from '../../../components/filter-bar';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { optionsOf, SelectFilter } from '../../../components/select-filter';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { YesNoChip } from '../../../components/yes-no-chip';
import { formatDateTime } from '../../../lib/format';
import { listNavigation } from '../../../lib/list-search';
import { useCurrentUser } from '../../../lib/session/current-user';
import { canCreateAdmin } from '../actions';
import { amministratoriListQueryOptions } from '../api/amministratori-list';
import { CreateAmministratoreDialog } from '../components/create-amministratore-dialog';
import { adminFilters } from '../search';

const route = getRouteApi('/app/amministratori');

const COLUMNS: GridColDef<AdminListItem>[] = [
  {
    field: 'username',
    headerName: 'Username',
    flex: 1,
    minWidth: 140,
    renderCell: ({ row }) => (
      <AppLink href={`/amministratori/${encodeURIComponent(row.username)}`} data-testid={`admin-link-${row.username}`}>
        {row.username}
      </AppLink>
    ),
  },
  { field: 'name', headerName: 'Nome', flex: 1.2, minWidth: 160 },
  { field: 'email', headerName: 'E-mail', flex: 1.4, minWidth: 200 },
  { field: 'role', headerName: 'Ruolo', flex: 1, minWidth: 150, valueFormatter: (v: AdminListItem['role']) => ROLE_LABELS[v] ?? v },
  {
    field: 'enabled',
    headerName: 'Abilitato',
    width: 110,
    renderCell: ({ row }) => <YesNoChip value={row.enabled} />,
  },
  {
    field: 'blocked',
    headerName: 'Bloccato',
    width: 110,
    renderCell: ({ row }) => <YesNoChip value={row.blocked} danger />,
  },
  {
    field: 'lastAccess',
    headerName: 'Ultimo accesso',
    width: 170,
    valueFormatter: (v: string | null) => formatDateTime(v, 'Mai'),
  },
];

/** /amministratori: staff users, filtered, sorted and paged on the server, all of it in the URL. */
export function AmministratoriPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: me } = useCurrentUser();
  const list = useQuery(amministratoriListQueryOptions(search));
  const [creating, setCreating] = useState(false);

  const { go, filter, reset, hasFilters } = listNavigation(search, (next) => void navigate({ search: next }), ['q', 'role', 'enabled', 'blocked']);
  const filters = useMemo(() => adminFilters(search), [search]);

  return (
    <>
      <PageHeader
        title="Amministratori"
        subtitle="Utenti dello staff: ruoli, stato e accessi."
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ExportButtons path="/amministratori/export" params={filters} name="amministratori" />
            {canCreateAdmin(me) ? (
              <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setCreating(true)} data-testid="admin-create">
                Nuovo amministratore
              </Button>
            ) : null}
          </Stack>
        }
      />
      <FilterBar onReset={reset} canReset={hasFilters} search={{ value: search.q, placeholder: 'Username, nome, e-mail', onCommit: (q) => filter({ q }) }}>
        <SelectFilter
          label="Ruolo"
          value={search.role}
          options={optionsOf(STAFF_ROLE_VALUES, (r) => ROLE_LABELS[r])}
          onChange={(role) => filter({ role })}
          minWidth={200}
          showAll
          data-testid="filter-role"
        />
        <BoolSelect label="Abilitato" value={search.enabled} onChange={(enabled) => filter({ enabled })} data-testid="filter-enabled" />
        <BoolSelect label="Bloccato" value={search.blocked} onChange={(blocked) => filter({ blocked })} data-testid="filter-blocked" />
      </FilterBar>
      <ListTotal total={list.data?.total} many="amministratori" format={(n) => n.toLocaleString('it-IT')} />
      <ServerDataGrid<AdminListItem>
        {...listGridProps(list, search, go)}
        columns={COLUMNS}
        getRowId={(r) => r.username}
        sortableFields={ADMIN_SORT_FIELDS}
        aria-label="Elenco amministratori"
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
    </>
  );
}
