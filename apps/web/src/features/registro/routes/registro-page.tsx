import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES, AUDIT_OUTCOMES, AUDIT_OUTCOME_LABELS } from '@bacheca/domain/messages-audit';
import type { PresentedAuditEntry } from '@bacheca/domain/audit-presenter';
import type { AuditLogItem } from '@bacheca/domain/schemas/audit';
import { AuditDetails } from '../../../components/audit-details';
import { formatCount } from '../../../components/cost-preview/money';
import { DateFilter, dayRangeError } from '../../../components/date-filter';
import { ExportButtons } from '../../../components/export-buttons';
import { FilterBar } from '../../../components/filter-bar';
import { FilterTextField } from '../../../components/filter-text-field';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { optionsOf, SelectFilter } from '../../../components/select-filter';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { loadAuditPresenter, useAuditPresenter } from '../../../lib/audit-presenter-lazy';
import { listNavigation } from '../../../lib/list-search';
import { auditFilters, auditListQueryOptions } from '../api/audit-list';
import { REGISTRO_FILTER_KEYS, type RegistroSearch } from '../search';

const route = getRouteApi('/app/registro-attivita');

// the presenter's words load while the list's first page is fetched (lib/audit-presenter-lazy.ts)
void loadAuditPresenter();

type Row = AuditLogItem & { shown: PresentedAuditEntry };

/** What gives way first on a narrow screen (the column picker brings them back): never the details, the log's point. */
const REGISTRO_SECONDARY_FIELDS = ['ip', 'outcome', 'entity'];

const ACTION_OPTIONS = optionsOf(AUDIT_ACTIONS, (a) => AUDIT_ACTION_LABELS[a]).sort((a, b) => a.label.localeCompare(b.label, 'it'));
const ENTITY_OPTIONS = optionsOf(AUDIT_ENTITY_TYPES, (e) => AUDIT_ENTITY_LABELS[e]).sort((a, b) => a.label.localeCompare(b.label, 'it'));
const OUTCOME_OPTIONS = optionsOf(AUDIT_OUTCOMES, (o) => AUDIT_OUTCOME_LABELS[o]);

const COLUMNS: GridColDef<Row>[] = [
  { field: 'at', headerName: 'Data', width: 140, valueGetter: (_v, row) => row.shown.at },
  { field: 'action', headerName: 'Operazione', width: 190, valueGetter: (_v, row) => row.shown.action },
  { field: 'outcome', headerName: 'Esito', width: 90, valueGetter: (_v, row) => row.shown.outcome },
  { field: 'actor', headerName: 'Autore', width: 190, valueGetter: (_v, row) => row.shown.actor },
  { field: 'entity', headerName: 'Oggetto', width: 170, valueGetter: (_v, row) => row.shown.entity || '—' },
  { field: 'ip', headerName: 'IP', width: 120, valueGetter: (_v, row) => row.ip ?? '—' },
  {
    field: 'details',
    headerName: 'Dettagli',
    flex: 1,
    minWidth: 280,
    sortable: false,
    renderCell: ({ row }) => <AuditDetails entry={row.shown} shown={1} testId={`audit-details-${row.id}`} />,
  },
];

/**
 * /registro-attivita (issue 16, permission read_audit): every change and login event, newest first, filters in the
 * URL, each entry in Italian by the one audit presenter.
 */
export function RegistroPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const rangeError = dayRangeError(search.dateFrom, search.dateTo);
  const list = useQuery({ ...auditListQueryOptions(search), enabled: !rangeError });
  const { go, filter, reset, hasFilters } = listNavigation<RegistroSearch>(search, (next) => void navigate({ search: next }), REGISTRO_FILTER_KEYS);
  const presenter = useAuditPresenter();
  const rows = useMemo<Row[]>(() => (presenter ? (list.data?.items ?? []).map((i) => ({ ...i, shown: presenter.presentAuditEntry(i) })) : []), [list.data, presenter]);
  const filters = useMemo(() => auditFilters(search), [search]);
  const grid = listGridProps(list, search, go);
  const capped = list.data?.totalCapped ?? false;

  return (
    <>
      <PageHeader
        title="Registro attività"
        subtitle="Ogni modifica e ogni accesso: chi, per conto di chi, su cosa, quando e da quale IP."
        actions={<ExportButtons path="/audit/export" params={auditFilters(search)} name="registro-attivita" />}
      />
      <FilterBar onReset={reset} canReset={hasFilters}>
        <FilterTextField label="Autore" value={search.actor} onCommit={(actor) => filter({ actor })} width={150} data-testid="filter-actor" />
        <FilterTextField label="Simulato da" value={search.onBehalfOf} onCommit={(onBehalfOf) => filter({ onBehalfOf })} width={150} data-testid="filter-on-behalf-of" />
        <SelectFilter label="Oggetto" value={filters.entityType} options={ENTITY_OPTIONS} onChange={(entityType) => filter({ entityType })} data-testid="filter-entity-type" />
        <FilterTextField label="ID oggetto" value={search.entityId} onCommit={(entityId) => filter({ entityId })} width={130} data-testid="filter-entity-id" />
        <SelectFilter label="Operazione" value={filters.action} options={ACTION_OPTIONS} onChange={(action) => filter({ action })} allLabel="Tutte" minWidth={190} data-testid="filter-action" />
        <SelectFilter label="Esito" value={filters.outcome} options={OUTCOME_OPTIONS} onChange={(outcome) => filter({ outcome })} minWidth={110} data-testid="filter-outcome" />
        <DateFilter label="Dal" value={search.dateFrom} onChange={(dateFrom) => filter({ dateFrom })} testId="filter-date-from" width={165} />
        <DateFilter label="Al" value={search.dateTo} onChange={(dateTo) => filter({ dateTo })} testId="filter-date-to" width={165} error={rangeError} />
        <FilterTextField label="IP" value={search.ip} onCommit={(ip) => filter({ ip })} width={130} data-testid="filter-ip" />
      </FilterBar>
      <ListTotal total={list.data?.total} one="voce" many="voci" format={(n) => (capped ? `Oltre ${formatCount(n)}` : formatCount(n))} />
      <ServerDataGrid<Row>
        {...grid}
        secondaryFields={REGISTRO_SECONDARY_FIELDS}
        rows={rows}
        loading={list.isLoading || (!!list.data && !presenter)}
        columns={COLUMNS}
        getRowId={(r) => r.id}
        sortableFields={[]}
        aria-label="Registro attività"
        data-testid="audit-grid"
      />
    </>
  );
}
