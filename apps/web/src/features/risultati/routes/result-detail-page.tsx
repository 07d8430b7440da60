import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GAMES } from '@bacheca/domain/games';
import { ERRORS, format } from '@bacheca/domain/messages';
import type { GameSlug } from '@bacheca/domain';
import type { ContestResult } from '@bacheca/domain/results/schemas';
import { RESULT_TEXTS } from '@bacheca/domain/results/messages';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { HistorySection } from '../../../components/history-section';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { formatMoney } from '../../../lib/money';
import { canWrite } from '../../../lib/access';
import { errorText, isApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session/current-user';
import { toast } from '../../../lib/toast';
import { confirmResult } from '../api/confirm-result';
import { prizeCategoriesQueryOptions, type PrizeCategoryItem } from '../api/prize-categories';
import { reopenResult } from '../api/reopen-result';
import { resultHistoryQueryOptions, resultQueryOptions } from '../api/result-detail';
import { resultListQueryOptions } from '../api/result-list';
import { resultsKeys } from '../api/results-keys';
import { saveResult } from '../api/save-result';
import { ResultForm, bodyOf, draftOf, type ResultDraft } from '../components/result-form';
import { ResultStatusChip } from '../components/result-status';
import { drawText } from '../../../components/draw-text';
import { RouterLink } from '../../../components/router-link';
import * as WINS_TEXTS from '@bacheca/domain/messages-wins';
import * as T from '@bacheca/domain/messages-risultati';
import { eventHandler } from '../../../lib/event-handler';

const route = getRouteApi('/app/$game/risultati/$contestId');

/** The stored draw, in words (a confirmed result, or what a reader sees). */
function PrizeTable({ result, categories }: { result: ContestResult; categories: PrizeCategoryItem[] }) {
  return (
    <Table size="small" aria-label={T.PRIZES_TABLE} data-testid="result-prizes-table">
      <TableHead>
        <TableRow>
          <TableCell>{T.COL_CATEGORY}</TableCell>
          <TableCell align="right">{T.COL_AMOUNT}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {categories.map((c) => (
          <TableRow key={c.code}>
            <TableCell>{c.label}</TableCell>
            <TableCell align="right">
              {formatMoney(result.prizes.find((p) => p.category === c.code)?.amountCents)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ReopenDialog({
  onClose,
  onReopen,
}: {
  onClose: () => void;
  onReopen: (reason: string) => Promise<string | null>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby="reopen-title" fullWidth maxWidth="sm">
      <DialogTitle id="reopen-title">{T.REOPEN_TITLE}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {T.REOPEN_BODY}
        </Typography>
        <TextField
          label={T.REOPEN_REASON}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={error}
          multiline
          minRows={2}
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'result-reopen-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.REOPEN_CANCEL}</Button>
        <Button
          variant="contained"
          color="warning"
          disabled={busy}
          data-testid="result-reopen-confirm"
          onClick={eventHandler(async () => {
            setBusy(true);
            setError(await onReopen(reason));
            setBusy(false);
          })}
        >
          {T.REOPEN}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The draft's form with its own state, started from the stored version (a new version starts it again). */
function DraftEditor({
  game,
  contestId,
  initial,
  categories: cats,
  onSaved,
}: {
  game: GameSlug;
  contestId: number;
  initial: ResultDraft;
  categories: PrizeCategoryItem[];
  onSaved: () => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<ResultDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  async function save() {
    const { body, amountErrors } = bodyOf(game, draft, cats);
    if (Object.keys(amountErrors).length > 0) {
      setErrors(Object.fromEntries(Object.entries(amountErrors).map(([code, m]) => [`prize:${code}`, m])));
      toast.error(ERRORS.INVALID_INPUT);
      return;
    }
    setSaving(true);
    try {
      await saveResult(game, contestId, body);
      setErrors({});
      toast.success(RESULT_TEXTS.SAVED);
      await onSaved();
    } catch (e) {
      if (isApiError(e)) setErrors(e.fields);
      toast.error(errorText(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <ResultForm
      game={game}
      draft={draft}
      onChange={setDraft}
      categories={cats}
      errors={errors}
      onSave={() => void save()}
      saving={saving}
    />
  );
}

/**
 * /{game}/risultati/{contestId}: enter the draw (numbers, Jolly, SuperStar, Euronumeri or Totocalcio's signs) and the
 * prize table (typed or from a CSV), save the draft; another user confirms it ("Conferma"); a confirmed result is
 * reopened with a reason ("Riapri"). The server checks everything again; its Italian messages land on the fields.
 */
export function ResultDetailPage() {
  const { game: g, contestId: cid } = route.useParams();
  const game = g as GameSlug;
  const contestId = Number(cid);
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  const mayWrite = canWrite(me, 'handle_results');
  const list = useQuery(resultListQueryOptions(game));
  const result = useQuery(resultQueryOptions(game, contestId));
  const categories = useQuery(prizeCategoriesQueryOptions(game));
  const [reopening, setReopening] = useState(false);
  const stored = result.data;

  const refresh = () => queryClient.invalidateQueries({ queryKey: resultsKeys.all });
  if (result.isPending || categories.isPending) return <Loading />;
  if (result.isError) return <Alert severity="error">{errorText(result.error)}</Alert>;
  if (categories.isError) return <Alert severity="error">{errorText(categories.error)}</Alert>;
  const contest = list.data?.items.find((i) => i.contest.id === contestId)?.contest;
  const cats = categories.data.items;
  const title = format(T.DETAIL_TITLE, {
    contest: contest?.label ?? format(T.CONTEST_FALLBACK, { id: contestId }),
    game: GAMES[game].label,
  });
  const confirmed = stored?.status === 'CONFERMATO';
  const author = !!stored && !!me && stored.enteredBy === me.username;

  async function confirm() {
    if (!stored) return;
    try {
      await confirmResult(game, contestId, stored.version);
      toast.success(RESULT_TEXTS.CONFIRMED);
    } catch (e) {
      toast.error(errorText(e));
    }
    await refresh();
  }

  async function reopen(reason: string): Promise<string | null> {
    try {
      await reopenResult(game, contestId, reason);
      toast.success(RESULT_TEXTS.REOPENED);
      setReopening(false);
      await refresh();
      return null;
    } catch (e) {
      if (isApiError(e) && e.fields.reason) return e.fields.reason;
      toast.error(errorText(e));
      return errorText(e);
    }
  }

  return (
    <Box data-testid="result-detail-page">
      <PageHeader
        title={title}
        subtitle={contest ? format(T.DETAIL_SUBTITLE, { day: formatDate(contest.drawDate) }) : undefined}
        actions={
          mayWrite && stored ? (
            <Stack direction="row" sx={{ gap: 1 }}>
              {stored.status === 'BOZZA' ? (
                <Button
                  variant="contained"
                  color="success"
                  onClick={() => void confirm()}
                  disabled={author}
                  data-testid="result-confirm"
                >
                  {T.CONFIRM}
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  color="warning"
                  onClick={() => setReopening(true)}
                  data-testid="result-reopen"
                >
                  {T.REOPEN}
                </Button>
              )}
            </Stack>
          ) : null
        }
      />
      <Stack sx={{ gap: 3 }}>
        <Section title={T.STATE_SECTION} testId="result-state">
          <DetailList>
            <DetailItem
              label={T.STATE}
              value={<ResultStatusChip status={stored?.status ?? null} testId="result-status" />}
            />
            <DetailItem label={T.ENTERED_BY} value={stored?.enteredBy ?? '—'} testId="result-entered-by" />
            <DetailItem
              label={T.CONFIRMED_BY}
              value={
                stored?.confirmedBy
                  ? format(T.CONFIRMED_BY_AT, { user: stored.confirmedBy, at: formatDateTime(stored.confirmedAt) })
                  : '—'
              }
              testId="result-confirmed-by"
            />
            {stored ? <DetailItem label={T.VERSION} value={String(stored.version)} /> : null}
          </DetailList>
          {mayWrite && stored?.status === 'BOZZA' && author ? (
            <Alert severity="info" sx={{ mt: 2 }} data-testid="result-four-eyes">
              {ERRORS.RESULT_SAME_USER}
            </Alert>
          ) : null}
          {mayWrite && confirmed ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {ERRORS.RESULT_CONFIRMED}
            </Alert>
          ) : null}
        </Section>
        {mayWrite && !confirmed ? (
          <DraftEditor
            key={stored?.version ?? 0}
            game={game}
            contestId={contestId}
            initial={draftOf(game, stored ?? null, cats)}
            categories={cats}
            onSaved={refresh}
          />
        ) : stored ? (
          <>
            <Section
              title={game === 'totocalcio' ? T.DRAW_SECTION_TOTOCALCIO : T.DRAW_SECTION_NUMBERS}
              testId="result-draw"
            >
              <Typography data-testid="result-draw-text">{drawText(stored)}</Typography>
              {confirmed ? (
                <Typography sx={{ mt: 1 }}>
                  <RouterLink
                    to="/$game/concorsi/$contestId/vincite"
                    params={{ game, contestId: String(contestId) }}
                    data-testid="result-wins-link"
                  >
                    {WINS_TEXTS.WINNERS_LINK}
                  </RouterLink>
                </Typography>
              ) : null}
            </Section>
            <Section title={T.PRIZES_SECTION} testId="result-prizes">
              <PrizeTable result={stored} categories={cats} />
            </Section>
          </>
        ) : (
          <Alert severity="info">{ERRORS.RESULT_NOT_FOUND}</Alert>
        )}
        <HistorySection
          kind="account"
          testId="result-history"
          historyQuery={(page) => resultHistoryQueryOptions(game, contestId, page)}
        />
      </Stack>
      {reopening ? <ReopenDialog onClose={() => setReopening(false)} onReopen={reopen} /> : null}
    </Box>
  );
}
