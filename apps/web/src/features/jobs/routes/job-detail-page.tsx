import { useEffect, useMemo } from 'react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { GAMES } from '@bacheca/domain/games';
import { JOB_OUTCOMES } from '@bacheca/domain/enums';
import { JOB_OUTCOME_LABELS, JOB_OUTCOME_PENDING_LABEL, JOB_STATUS_LABELS } from '@bacheca/domain/enums';
import type { GameSlug, JobItem } from '@bacheca/domain';
import { RouterLink } from '../../../components/router-link';
import { myNotificationsKey } from '../../../components/notification-bell';
import { DetailPage } from '../../../components/detail-page';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { ExportButtons } from '../../../components/export-buttons';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { optionsOf } from '../../../components/select-filter';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { BoardSection } from '../../../components/game-board/board-detail';
import { boardNameColumn, systemIdColumn } from '../../../components/game-board/system-columns';
import { cancelJob, publicationKeys, retryJob } from '../api/publication-api';
import { useCanWrite } from '../../../lib/use-can-write';
import { useConfirm } from '../../../components/use-confirm';
import { ERRORS, countNoun, format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import { errorText, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { formatDateTime } from '../../../lib/format';
import { listNavigation } from '../../../lib/list-search';
import { jobDetailQueryOptions } from '../api/jobs';
import { JobProgress, JobStatusChip, OutcomeChip } from '../components/job-chips';
import * as T from '@bacheca/domain/messages-jobs';
import { SYSTEM_TOOLS_TEXTS } from '@bacheca/domain/messages-system-tools';
import * as PREMI_TEXTS from '@bacheca/domain/messages-premi';
import * as REGISTRO_TEXTS from '@bacheca/domain/messages-registro';

const route = getRouteApi('/app/$game/job/$jobId');

/** Hidden first (in this order) when the screen is too narrow for every column; "Colonne" shows them back. */
const JOB_ITEM_SECONDARY_FIELDS = ['siceName', 'publishedSystemId', 'contestLabel'];

/** /{game}/job/{jobId}: the job's header and its rows per system and contest, filtered by outcome, exportable. */
export function JobDetailPage() {
  const { game: gameParam, jobId } = route.useParams();
  const game = gameParam as GameSlug;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const q = useQuery(jobDetailQueryOptions(game, jobId, search));
  const qc = useQueryClient();
  // when the job ends its author has a new notification: the bell asks at once instead of at its next poll
  const finished = q.data?.finishedAt ?? null;
  useEffect(() => {
    if (finished) void qc.invalidateQueries({ queryKey: myNotificationsKey });
  }, [finished, qc]);
  const { go, filter, reset, hasFilters } = listNavigation(search, (next) => void navigate({ search: next }), [
    'outcome',
  ]);
  const field = filterFields(search, filter);
  const writable = useCanWrite();
  const router = useRouter();
  const { ask, dialog } = useConfirm();
  const fail = (err: unknown) => toast.error(isApiError(err) ? errorText(err) : ERRORS.PUBLISH_JOBS_ERROR);
  const askCancel = (pending: number) =>
    ask({
      title: format(T.CANCEL_TITLE, { id: jobId }),
      body: format(T.CANCEL_BODY, { rows: countNoun(pending, T.ROW_ONE, T.ROW_MANY) }),
      confirmLabel: T.CANCEL_CONFIRM,
      danger: true,
      run: async () => {
        try {
          await cancelJob(game, jobId);
          toast.success(format(SUCCESS.JOB_CANCELLED, { jobId }));
        } catch (err) {
          fail(err);
        }
        await qc.invalidateQueries({ queryKey: publicationKeys.jobs });
      },
    });
  const retry = async () => {
    try {
      const next = await retryJob(game, jobId);
      toast.success(format(SUCCESS.JOB_RETRY_ACCEPTED, { jobId: next.id }));
      await qc.invalidateQueries({ queryKey: publicationKeys.jobs });
      await router.navigate({ to: '/$game/job/$jobId', params: { game, jobId: next.id } });
    } catch (err) {
      fail(err);
    }
  };

  const columns = useMemo<GridColDef<JobItem>[]>(
    () => [
      { field: 'seq', headerName: SYSTEM_TOOLS_TEXTS.LINE, width: 70 },
      systemIdColumn<JobItem>(game),
      { field: 'contestLabel', headerName: PREMI_TEXTS.COL_CONTEST, width: 160 },
      // a row that published nothing (già presente, errore) has no board name
      boardNameColumn<JobItem>(),
      { field: 'siceName', headerName: T.COL_SICE_NAME, width: 150 },
      {
        field: 'outcome',
        headerName: REGISTRO_TEXTS.COL_OUTCOME,
        width: 140,
        renderCell: ({ row }) => <OutcomeChip outcome={row.outcome} />,
      },
      {
        field: 'message',
        headerName: T.COL_MESSAGE,
        flex: 1,
        minWidth: 220,
        valueGetter: (_v, row) => row.message ?? '',
      },
      {
        field: 'publishedSystemId',
        headerName: T.COL_PUBLISHED,
        width: 120,
        renderCell: ({ row }) =>
          row.publishedSystemId ? (
            <RouterLink
              to="/$game/sistemi/detail/$systemId"
              params={{ game, systemId: String(row.publishedSystemId) }}
              data-testid={`job-published-${row.seq}`}
            >
              ID {row.publishedSystemId}
            </RouterLink>
          ) : (
            '—'
          ),
      },
    ],
    [game],
  );

  return (
    <DetailPage query={q} title={format(T.DETAIL_TITLE, { id: jobId })}>
      {(job) => (
        <>
          {dialog}
          <PageHeader
            title={format(T.DETAIL_TITLE, { id: job.id })}
            actions={
              writable ? (
                <>
                  {job.status === 'IN_CORSO' ? (
                    <Button
                      color="error"
                      variant="outlined"
                      onClick={() => askCancel(job.counts.pending)}
                      data-testid="job-cancel"
                    >
                      {T.CANCEL_BUTTON}
                    </Button>
                  ) : null}
                  {job.status !== 'IN_CORSO' && job.counts.ERRORE > 0 ? (
                    <Button variant="contained" onClick={() => void retry()} data-testid="job-retry">
                      {format(T.RETRY_FAILED, { count: job.counts.ERRORE })}
                    </Button>
                  ) : null}
                </>
              ) : null
            }
            subtitle={
              <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                <span>{format(T.DETAIL_SUBTITLE, { game: GAMES[game].label })}</span>
                <JobStatusChip status={job.status} testId="job-status" />
              </Stack>
            }
          />
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <BoardSection fill title={T.COL_JOB}>
                <DetailList>
                  <DetailItem label={REGISTRO_TEXTS.COL_ACTOR} value={job.author} testId="job-author" />
                  <DetailItem
                    label={T.COL_CONTESTS}
                    value={job.contests.map((c) => c.label).join(', ')}
                    testId="job-contests"
                  />
                  <DetailItem label={T.FIELD_CREATED} value={formatDateTime(job.createdAt)} />
                  <DetailItem
                    label={T.FIELD_FINISHED}
                    value={job.finishedAt ? formatDateTime(job.finishedAt) : JOB_STATUS_LABELS.IN_CORSO}
                    testId="job-finished"
                  />
                  <DetailItem label={SYSTEM_TOOLS_TEXTS.SYSTEMS} value={job.systemCount} />
                  <DetailItem label={T.FIELD_ROWS} value={job.itemCount} />
                  {job.retryOf ? (
                    <DetailItem
                      label={T.FIELD_RETRY_OF}
                      value={
                        <RouterLink to="/$game/job/$jobId" params={{ game, jobId: String(job.retryOf) }}>
                          {job.retryOf}
                        </RouterLink>
                      }
                      testId="job-retry-of"
                    />
                  ) : null}
                </DetailList>
              </BoardSection>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <BoardSection fill title={T.FIELD_OUTCOMES}>
                <JobProgress rate={job.processingRate} running={job.status === 'IN_CORSO'} testId="job-progress" />
                <DetailList>
                  <DetailItem label={T.COUNT_PUBLISHED} value={job.counts.PUBBLICATO} testId="job-count-published" />
                  <DetailItem
                    label={T.COUNT_ALREADY_PRESENT}
                    value={job.counts.GIA_PRESENTE}
                    testId="job-count-present"
                  />
                  <DetailItem label={T.COUNT_FAILED} value={job.counts.ERRORE} testId="job-count-failed" />
                  <DetailItem label={T.COUNT_CANCELLED} value={job.counts.ANNULLATO} testId="job-count-cancelled" />
                  <DetailItem label={JOB_OUTCOME_PENDING_LABEL} value={job.counts.pending} testId="job-count-pending" />
                </DetailList>
              </BoardSection>
            </Grid>
          </Grid>
          <FilterBar onReset={reset} canReset={hasFilters} views={false}>
            {field.select(
              'outcome',
              REGISTRO_TEXTS.COL_OUTCOME,
              optionsOf(JOB_OUTCOMES, (o) => JOB_OUTCOME_LABELS[o]),
            )}
            <ExportButtons
              path={`/games/${game}/jobs/${job.id}/export`}
              params={{ outcome: search.outcome }}
              name={`job-${job.id}`}
            />
          </FilterBar>
          <ListTotal total={job.itemsTotal} one="riga" many="righe" />
          <ServerDataGrid<JobItem>
            secondaryFields={JOB_ITEM_SECONDARY_FIELDS}
            {...listGridProps(
              { data: { items: job.items, total: job.itemsTotal }, isFetching: q.isFetching },
              search,
              go,
            )}
            loading={false}
            columns={columns}
            getRowId={(r) => r.seq}
            sortableFields={[]}
            aria-label={T.ROWS_GRID_LABEL}
            data-testid="job-items-grid"
          />
        </>
      )}
    </DetailPage>
  );
}
