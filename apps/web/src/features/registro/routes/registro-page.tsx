import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  AUDIT_OUTCOMES,
  AUDIT_OUTCOME_LABELS,
} from '@bacheca/domain/messages-audit';
import * as T from '@bacheca/domain/messages-registro';
import { format } from '@bacheca/domain/messages';
import type { PresentedAuditEntry } from '@bacheca/domain/audit-presenter';
import type { AuditLogItem } from '@bacheca/domain/schemas/audit';
import { AuditDetails } from '../../../components/audit-details';
import { formatCount } from '../../../lib/money';
import { DateFilter, dayRangeError } from '../../../components/date-filter';
import { ExportButtons } from '../../../components/export-buttons';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { optionsOf } from '../../../components/select-filter';
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

const ACTION_OPTIONS = optionsOf(AUDIT_ACTIONS, (a) => AUDIT_ACTION_LABELS[a]).sort((a, b) =>
  a.label.localeCompare(b.label, 'it'),
);
const ENTITY_OPTIONS = optionsOf(AUDIT_ENTITY_TYPES, (e) => AUDIT_ENTITY_LABELS[e]).sort((a, b) =>
  a.label.localeCompare(b.label, 'it'),
);
const OUTCOME_OPTIONS = optionsOf(AUDIT_OUTCOMES, (o) => AUDIT_OUTCOME_LABELS[o]);

const COLUMNS: GridColDef<Row>[] = [
  { field: 'at', headerName: T.COL_AT, width: 140, valueGetter: (_v, row) => row.shown.at },
  { field: 'action', headerName: T.COL_ACTION, width: 190, valueGetter: (_v, row) => row.shown.action },
  { field: 'outcome', headerName: T.COL_OUTCOME, width: 90, valueGetter: (_v, row) => row.shown.outcome },
  { field: 'actor', headerName: T.COL_ACTOR, width: 150, valueGetter: (_v, row) => row.shown.actor },
  { field: 'entity', headerName: T.COL_ENTITY, width: 230, valueGetter: (_v, row) => row.shown.entity || '—' },
  { field: 'ip', headerName: T.COL_IP, width: 120, valueGetter: (_v, row) => row.ip ?? '—' },
  {
    field: 'details',
    headerName: T.COL_DETAILS,
    flex: 1,
    minWidth: 280,
    sortable: false,
    renderCell: ({ row }) => <AuditDetails entry={row.shown} shown={1} testId={`audit-details-${row.id}`} />,
  },
];

/**
 * /registro-attivita (permission read_audit): every change and login event, newest first, filters in the
 * URL, each entry in Italian by the one audit presenter.
 */
export function RegistroPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const rangeError = dayRangeError(search.dateFrom, search.dateTo);
  const list = useQuery({ ...auditListQueryOptions(search), enabled: !rangeError });
  const { go, filter, reset, hasFilters } = listNavigation<RegistroSearch>(
    search,
    (next) => void navigate({ search: next }),
    REGISTRO_FILTER_KEYS,
  );
  const presenter = useAuditPresenter();
  const rows = useMemo<Row[]>(
    () => (presenter ? (list.data?.items ?? []).map((i) => ({ ...i, shown: presenter.presentAuditEntry(i) })) : []),
    [list.data, presenter],
  );
  const filters = useMemo(() => auditFilters(search), [search]);
  const field = filterFields(search, filter);
  // the selects show the codes the API takes (a hand-edited link's unknown code reads as "Tutti")
  const known = filterFields(filters, filter);
  const grid = listGridProps(list, search, go);
  const capped = list.data?.totalCapped ?? false;

  return (
    <>
      <PageHeader
        title={T.TITLE}
        subtitle={T.SUBTITLE}
        actions={<ExportButtons path="/audit/export" params={auditFilters(search)} name="registro-attivita" />}
      />
      <FilterBar onReset={reset} canReset={hasFilters}>
        {field.text('actor', T.FILTER_ACTOR, { width: 150 })}
        {field.text('onBehalfOf', T.FILTER_ON_BEHALF_OF, { width: 150, testId: 'filter-on-behalf-of' })}
        {known.select('entityType', T.FILTER_ENTITY_TYPE, ENTITY_OPTIONS, { testId: 'filter-entity-type' })}
        {field.text('entityId', T.FILTER_ENTITY_ID, { width: 130, testId: 'filter-entity-id' })}
        {known.select('action', T.FILTER_ACTION, ACTION_OPTIONS, { allLabel: T.FILTER_ACTION_ALL, minWidth: 190 })}
        {known.select('outcome', T.FILTER_OUTCOME, OUTCOME_OPTIONS, { minWidth: 110 })}
        <DateFilter
          label={T.FILTER_DATE_FROM}
          value={search.dateFrom}
          onChange={(dateFrom) => filter({ dateFrom })}
          testId="filter-date-from"
          width={165}
        />
        <DateFilter
          label={T.FILTER_DATE_TO}
          value={search.dateTo}
          onChange={(dateTo) => filter({ dateTo })}
          testId="filter-date-to"
          width={165}
          error={rangeError}
        />
        {field.text('ip', T.FILTER_IP, { width: 130 })}
      </FilterBar>
      <ListTotal
        total={list.data?.total}
        one={T.TOTAL_ONE}
        many={T.TOTAL_MANY}
        format={(n) => (capped ? format(T.TOTAL_CAPPED, { count: formatCount(n) }) : formatCount(n))}
      />
      <ServerDataGrid<Row>
        {...grid}
        secondaryFields={REGISTRO_SECONDARY_FIELDS}
        rows={rows}
        loading={list.isLoading || (!!list.data && !presenter)}
        columns={COLUMNS}
        getRowId={(r) => r.id}
        sortableFields={[]}
        aria-label={T.TITLE}
        data-testid="audit-grid"
      />
    </>
  );
}
