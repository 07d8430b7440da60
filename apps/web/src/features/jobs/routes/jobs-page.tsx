import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { GAMES } from '@bacheca/domain/games';
import { JOB_SORT_FIELDS, JOB_STATUSES } from '@bacheca/domain/enums';
import { JOB_STATUS_LABELS } from '@bacheca/domain/enums';
import type { GameSlug, JobSummary } from '@bacheca/domain';
import { RouterLink } from '../../../components/router-link';
import { DateFilter, dayRangeError } from '../../../components/date-filter';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { optionsOf } from '../../../components/select-filter';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { ContestSelect } from '../../../shared-features/contests/contest-select';
import { formatDateTime } from '../../../lib/format';
import { listNavigation } from '../../../lib/list-search';
import { jobsListQueryOptions } from '../api/jobs';
import { JobProgress, JobStatusChip } from '../components/job-chips';
import { JOBS_FILTER_KEYS } from '../search';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-jobs';
import * as REGISTRO_TEXTS from '@bacheca/domain/messages-registro';
import { SYSTEM_TOOLS_TEXTS } from '@bacheca/domain/messages-system-tools';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';

const route = getRouteApi('/app/$game/job');

/** Hidden first (in this order) when the screen is too narrow for every column; "Colonne" shows them back. */
const JOB_SECONDARY_FIELDS = ['counts', 'systemCount', 'author', 'createdAt'];

/** /{game}/job: publication jobs with the spec's filters in the URL; running jobs' progress moves on its own. */
export function JobsPage() {
  const { game: gameParam } = route.useParams();
  const game = gameParam as GameSlug;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // the last day before the first: the field says so and nothing is asked of the server (it would refuse it too)
  const rangeError = dayRangeError(search.dateFrom, search.dateTo);
  const list = useQuery({ ...jobsListQueryOptions(game, search), enabled: !rangeError });
  const { go, filter, reset, hasFilters } = listNavigation(
    search,
    (next) => void navigate({ search: next }),
    JOBS_FILTER_KEYS,
  );
  const field = filterFields(search, filter);

  const columns = useMemo<GridColDef<JobSummary>[]>(
    () => [
      {
        field: 'id',
        headerName: T.COL_JOB,
        width: 110,
        renderCell: ({ row }) => (
          <RouterLink
            to="/$game/job/$jobId"
            params={{ game, jobId: String(row.id) }}
            data-testid={`job-link-${row.id}`}
          >
            {row.id}
          </RouterLink>
        ),
      },
      { field: 'author', headerName: REGISTRO_TEXTS.COL_ACTOR, width: 130 },
      {
        field: 'contests',
        headerName: T.COL_CONTESTS,
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_v, row) => row.contests.map((c) => c.label).join(', '),
      },
      {
        field: 'createdAt',
        headerName: REGISTRO_TEXTS.COL_AT,
        width: 150,
        valueFormatter: (v: string) => formatDateTime(v),
      },
      { field: 'systemCount', headerName: SYSTEM_TOOLS_TEXTS.SYSTEMS, width: 90, type: 'number', sortable: false },
      {
        field: 'status',
        headerName: OUTLET_TEXTS.CHANGE_REQUEST_COL_STATUS,
        width: 200,
        renderCell: ({ row }) => <JobStatusChip status={row.status} testId={`job-status-${row.id}`} />,
      },
      {
        field: 'processingRate',
        headerName: T.COL_PROGRESS,
        width: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <JobProgress
            rate={row.processingRate}
            running={row.status === 'IN_CORSO'}
            testId={`job-progress-${row.id}`}
          />
        ),
      },
      {
        field: 'counts',
        headerName: T.COL_OUTCOMES,
        width: 230,
        sortable: false,
        valueGetter: (_v, row) => `${row.counts.PUBBLICATO} / ${row.counts.GIA_PRESENTE} / ${row.counts.ERRORE}`,
      },
    ],
    [game],
  );

  return (
    <>
      <PageHeader title={format(T.LIST_TITLE, { game: GAMES[game].label })} subtitle={T.LIST_SUBTITLE} />
      <FilterBar onReset={reset} canReset={hasFilters}>
        {field.text('id', T.FILTER_JOB_ID, { width: 140, testId: 'filter-job-id' })}
        {field.text('author', REGISTRO_TEXTS.COL_ACTOR, { width: 160 })}
        <ContestSelect
          game={game}
          value={search.contestId}
          onChange={(contestId) => filter({ contestId })}
          data-testid="filter-contest"
        />
        <DateFilter
          label={REGISTRO_TEXTS.FILTER_DATE_FROM}
          value={search.dateFrom}
          onChange={(dateFrom) => filter({ dateFrom })}
          testId="filter-date-from"
          width={170}
        />
        <DateFilter
          label={REGISTRO_TEXTS.FILTER_DATE_TO}
          value={search.dateTo}
          onChange={(dateTo) => filter({ dateTo })}
          testId="filter-date-to"
          width={170}
          error={rangeError}
        />
        {field.select(
          'status',
          OUTLET_TEXTS.CHANGE_REQUEST_COL_STATUS,
          optionsOf(JOB_STATUSES, (s) => JOB_STATUS_LABELS[s]),
        )}
      </FilterBar>
      <ListTotal total={list.data?.total} one="job" many="job" />
      <ServerDataGrid<JobSummary>
        secondaryFields={JOB_SECONDARY_FIELDS}
        {...listGridProps(list, search, go)}
        loading={list.isLoading}
        columns={columns}
        getRowId={(r) => r.id}
        sortableFields={JOB_SORT_FIELDS}
        aria-label={T.GRID_LABEL}
        data-testid="jobs-grid"
      />
    </>
  );
}
