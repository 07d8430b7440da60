import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ERRORS, errorMessage, format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import { PUBLICATION_LIMITS } from '@bacheca/domain/schemas/publication';
import type { GameSlug, JobSummary, PublishDryRun } from '@bacheca/domain';
import { PUBLISH_TEXTS as T } from '@bacheca/domain/messages-sistemi';
import { SYSTEM_CANCEL_TEXTS } from '@bacheca/domain/messages-systems';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';
import { RouterButton } from '../../../components/router-link';
import { errorText, isApiError } from '../../../lib/api-client';
import { contestClosingText, contestsQueryOptions } from '../../../shared-features/contests/contests-api';
import {
  dryRunPublication,
  preferencesQueryOptions,
  publicationKeys,
  publishSystems,
  selectionQueryOptions,
  type SelectionRow,
} from '../../jobs/api/publication-api';
import { systemsKeys } from '../../../shared-features/systems/systems-api';

/** What to publish: rows chosen by hand (their names known), or every system matching the list's filters. */
export type PublishSource =
  { kind: 'rows'; rows: Array<{ id: number; name: string }> } | { kind: 'filter'; filters: Record<string, unknown> };

export interface PublishDialogProps {
  open: boolean;
  game: GameSlug;
  source: PublishSource;
  onClose: () => void;
  /** After the job was accepted (clear a selection). */
  onPublished?: (job: JobSummary) => void;
}

const PAGE = 25;

/** The per-row problems of the names the operator typed: empty, too long, repeated (spec §5). */
export function nameProblems(rows: readonly { id: number; name: string }[]): Map<number, string> {
  const out = new Map<number, string>();
  const seen = new Map<string, number>();
  for (const r of rows) {
    const n = r.name.trim();
    if (!n) out.set(r.id, ERRORS.SYSTEM_NAME_REQUIRED);
    else if (n.length > PUBLICATION_LIMITS.siceName) out.set(r.id, ERRORS.SYSTEM_NAME_TOO_LONG);
    else {
      const k = n.toLowerCase();
      const other = seen.get(k);
      if (other !== undefined) {
        out.set(r.id, errorMessage('DETAIL_NAME_REPEATED', { name: n }));
        out.set(other, errorMessage('DETAIL_NAME_REPEATED', { name: n }));
      } else seen.set(k, r.id);
    }
  }
  return out;
}

/**
 * "Pubblica sistemi" (spec §2): the contests among the next open ones (as many as the preference "concorsi
 * selezionabili in amministrazione"), then the SiCe names — confirmed or edited inline, row by row, or random —
 * and the count before confirming. The answer is immediate: the job's id and a link to follow it.
 */
export function PublishDialog({ open, game, source, onClose, onPublished }: PublishDialogProps) {
  const qc = useQueryClient();
  const prefs = useQuery(preferencesQueryOptions(game));
  const contests = useQuery(contestsQueryOptions(game, 'upcoming', 20));
  const selection = useQuery({
    ...selectionQueryOptions(game, source.kind === 'filter' ? source.filters : {}),
    enabled: open && source.kind === 'filter',
  });
  const rows: SelectionRow[] = useMemo(
    () =>
      source.kind === 'rows' ? source.rows.map((r) => ({ ...r, status: 'BOZZA' })) : (selection.data?.items ?? []),
    [source, selection.data],
  );
  const total = source.kind === 'rows' ? source.rows.length : (selection.data?.total ?? 0);
  const drafts = rows.filter((r) => r.status === 'BOZZA');
  const max = prefs.data?.contestsSelectableAdmin ?? 1;
  const open_ = (contests.data?.items ?? []).filter((c) => c.status === 'APERTO').slice(0, max);

  const [chosen, setChosen] = useState<number[]>([]);
  const [random, setRandom] = useState(false);
  const [names, setNames] = useState<Map<number, string>>(new Map());
  const [page, setPage] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<JobSummary | null>(null);
  // the dry run's answer, with the request it answered: shown only while the dialog still asks the same
  const [dry, setDry] = useState<{ key: string; result: PublishDryRun } | null>(null);

  const named = drafts.map((r) => ({ id: r.id, name: names.get(r.id) ?? r.name }));
  const problems = random ? new Map<number, string>() : nameProblems(named);
  const rowError = (id: number) => problems.get(id) ?? serverErrors[`names.${id}`];
  const tooMany = total > PUBLICATION_LIMITS.systems;
  const canSubmit = !busy && !job && chosen.length > 0 && drafts.length > 0 && problems.size === 0 && !tooMany;

  const edited = Object.fromEntries(named.filter((r) => names.has(r.id)).map((r) => [String(r.id), r.name.trim()]));
  const body = {
    systemIds: drafts.map((r) => r.id),
    contestIds: chosen,
    randomNames: random,
    names: random || !Object.keys(edited).length ? undefined : edited,
  };
  const bodyKey = JSON.stringify(body);
  const dryResult = dry?.key === bodyKey ? dry.result : null;

  /** "Verifica": the server's dry run of this request (nothing written): pubblicabili, già presenti, nomi in conflitto. */
  const verify = async () => {
    setBusy(true);
    setServerErrors({});
    try {
      setDry({ key: bodyKey, result: await dryRunPublication(game, body) });
    } catch (err) {
      if (isApiError(err)) setServerErrors(err.fields ?? {});
      toast.error(
        isApiError(err) && err.status >= 400 && err.status < 500 ? errorText(err) : ERRORS.PUBLISH_JOBS_ERROR,
      );
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    setBusy(true);
    setServerErrors({});
    try {
      const res = await publishSystems(game, body);
      setJob(res);
      toast.success(format(SUCCESS.PUBLICATION_ACCEPTED, { jobId: res.id }));
      void qc.invalidateQueries({ queryKey: publicationKeys.jobs });
      void qc.invalidateQueries({ queryKey: systemsKeys.all });
      onPublished?.(res);
    } catch (err) {
      if (isApiError(err)) {
        setServerErrors(err.fields ?? {});
        const first = drafts.findIndex((r) => err.fields?.[`names.${r.id}`]);
        if (first >= 0) setPage(Math.floor(first / PAGE));
      }
      // the request's own refusals say what to fix; a server or network failure is the spec's "publish jobs error"
      toast.error(
        isApiError(err) && err.status >= 400 && err.status < 500 ? errorText(err) : ERRORS.PUBLISH_JOBS_ERROR,
      );
    } finally {
      setBusy(false);
    }
  };

  // the bold figures sit inside whole sentences: each template is split around its placeholder
  const accepted = format(T.ACCEPTED, { rows: job?.itemCount ?? 0 }).split('{jobId}');
  const countLine = T.COUNT.split('{count}');
  const loading = prefs.isLoading || contests.isLoading || (source.kind === 'filter' && selection.isLoading);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="publish-title"
      data-testid="publish-dialog"
    >
      <DialogTitle id="publish-title">{T.TITLE}</DialogTitle>
      <DialogContent dividers>
        {loading ? <LinearProgress /> : null}
        {job ? (
          <Alert severity="success" data-testid="publish-result">
            {accepted[0]}
            <strong>{job.id}</strong>
            {accepted[1]}{' '}
            <RouterButton
              size="small"
              to="/$game/job/$jobId"
              params={{ game, jobId: String(job.id) }}
              onClick={onClose}
              data-testid="publish-job-link"
            >
              {format(T.FOLLOW_JOB, { jobId: job.id })}
            </RouterButton>
          </Alert>
        ) : (
          <>
            <Typography sx={{ mb: 1 }} data-testid="publish-count" data-count={drafts.length}>
              {countLine[0]}
              <strong>{drafts.length.toLocaleString('it-IT')}</strong>
              {countLine[1]}
              {total !== drafts.length ? format(T.COUNT_OF_SELECTED, { total: total.toLocaleString('it-IT') }) : ''}
              {chosen.length
                ? format(T.JOB_ROWS, { rows: (drafts.length * chosen.length).toLocaleString('it-IT') })
                : ''}
            </Typography>
            {tooMany ? (
              <Alert severity="warning">
                {format(T.TOO_MANY, { max: PUBLICATION_LIMITS.systems.toLocaleString('it-IT') })}
              </Alert>
            ) : null}
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {format(T.CONTESTS, { max })}
            </Typography>
            <FormGroup row data-testid="publish-contests">
              {open_.map((c) => (
                <FormControlLabel
                  key={c.id}
                  control={
                    <Checkbox
                      checked={chosen.includes(c.id)}
                      onChange={(e) =>
                        setChosen((prev) => (e.target.checked ? [...prev, c.id] : prev.filter((x) => x !== c.id)))
                      }
                      slotProps={{ input: { 'data-testid': `publish-contest-${c.id}` } as object }}
                    />
                  }
                  label={
                    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
                      <Box component="span" sx={{ display: 'block' }}>
                        {c.label}
                      </Box>
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                        data-testid={`publish-contest-closes-${c.id}`}
                      >
                        {contestClosingText(c)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </FormGroup>
            {serverErrors.contestIds || Object.keys(serverErrors).some((k) => k.startsWith('contestIds.')) ? (
              <Typography color="error" variant="body2">
                {serverErrors.contestIds ?? ERRORS.CONTEST_NOT_FOUND}
              </Typography>
            ) : null}
            {!chosen.length ? (
              <Typography variant="body2" color="text.secondary">
                {ERRORS.CONTEST_REQUIRED}
              </Typography>
            ) : null}
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {T.NAMES}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={random}
                  onChange={(e) => setRandom(e.target.checked)}
                  slotProps={{ input: { 'data-testid': 'publish-random-names' } as object }}
                />
              }
              label={T.RANDOM_NAMES}
            />
            {!random ? (
              <Box>
                <Table size="small" aria-label={T.NAMES_TABLE}>
                  <TableHead>
                    <TableRow>
                      <TableCell>ID</TableCell>
                      <TableCell>{format(T.NAME_COLUMN, { max: PUBLICATION_LIMITS.siceName })}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {named.slice(page * PAGE, page * PAGE + PAGE).map((r) => (
                      <TableRow key={r.id}>
                        <TableCell>{r.id}</TableCell>
                        <TableCell>
                          <TextField
                            size="small"
                            value={r.name}
                            onChange={(e) => {
                              const v = e.target.value;
                              setNames((prev) => new Map(prev).set(r.id, v));
                              setServerErrors((prev) => {
                                const { [`names.${r.id}`]: _drop, ...rest } = prev;
                                return rest;
                              });
                            }}
                            error={!!rowError(r.id)}
                            helperText={rowError(r.id)}
                            slotProps={{
                              htmlInput: {
                                'aria-label': format(T.NAME_OF, { id: r.id }),
                                'data-testid': `publish-name-${r.id}`,
                              },
                            }}
                            fullWidth
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                {named.length > PAGE ? (
                  <TablePagination
                    component="div"
                    count={named.length}
                    page={page}
                    rowsPerPage={PAGE}
                    rowsPerPageOptions={[PAGE]}
                    onPageChange={(_e, p) => setPage(p)}
                    labelDisplayedRows={({ from, to, count }) => format(T.PAGE_ROWS, { from, to, count })}
                  />
                ) : null}
                {problems.size ? (
                  <Typography color="error" variant="body2" data-testid="publish-name-errors">
                    {format(T.NAMES_TO_FIX, { count: problems.size })}
                  </Typography>
                ) : null}
              </Box>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid="publish-cancel">
          {job ? SYSTEM_CANCEL_TEXTS.CLOSE : UI_TEXTS.CANCEL}
        </Button>
        {!job && dryResult ? (
          <Typography variant="body2" role="status" sx={{ mr: 'auto', pl: 1 }} data-testid="publish-dry-run">
            {format(T.DRY_RUN, {
              publishable: dryResult.publishable,
              present: dryResult.alreadyPresent,
              clashes: dryResult.nameClashes,
            })}
          </Typography>
        ) : null}
        {!job ? (
          <Button onClick={() => void verify()} disabled={!canSubmit} data-testid="publish-verify">
            {T.VERIFY}
          </Button>
        ) : null}
        {!job ? (
          <Button variant="contained" onClick={() => void submit()} disabled={!canSubmit} data-testid="publish-submit">
            {drafts.length ? format(T.PUBLISH_COUNT, { count: drafts.length }) : T.PUBLISH}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
