import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ERRORS, countNoun, format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-proposte';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';
import { GAMES, GAME_SLUGS } from '@bacheca/domain/games';
import type { GameSlug } from '@bacheca/domain';
import {
  PROPOSAL_STATUSES,
  PROPOSAL_STATUS_LABELS,
  type ProposalBulkResponse,
  type ProposalStatus,
} from '@bacheca/domain/schemas/outlet';
import { RouterLink } from '../../../components/router-link';
import { formatMoney } from '../../../lib/money';
import { ProposalStatusChip, proposalNumbersText } from '../../../components/proposal-status';
import { SelectFilter, optionsOf } from '../../../components/select-filter';
import { useCanWrite } from '../../../lib/use-can-write';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { approveProposals, rejectProposals } from '../api/decide-proposals';
import { proposalListQueryOptions, type ProposalFilters } from '../api/proposal-list';
import { proposalsKeys } from '../api/proposals-keys';
import { syndicateContestsQueryOptions } from '../api/syndicate-contests';
import { eventHandler } from '../../../lib/event-handler';

/** The reason of a rejection (spec: rejected "with a reason"). */
export function RejectDialog({
  count,
  onClose,
  onReject,
}: {
  count: number;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const missing = !reason.trim();
  return (
    <Dialog open onClose={onClose} aria-labelledby="reject-title" data-testid="reject-dialog" maxWidth="sm" fullWidth>
      <DialogTitle id="reject-title">
        {count === 1 ? T.REJECT_ONE_TITLE : format(T.REJECT_MANY_TITLE, { count })}
      </DialogTitle>
      <DialogContent>
        <TextField
          label={T.REJECT_REASON}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1 }}
          helperText={missing ? ERRORS.PROPOSAL_REASON_REQUIRED : ' '}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'reject-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{UI_TEXTS.CANCEL}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={missing || busy}
          data-testid="reject-confirm"
          onClick={eventHandler(async () => {
            setBusy(true);
            await onReject(reason.trim());
            setBusy(false);
            onClose();
          })}
        >
          {T.REJECT}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The proposals list of the syndicate back office (all games, by contest) and of /{game}/proposals (`game` fixed):
 * filters, selection, bulk approval or rejection with a reason, and every row's outcome after a bulk action.
 */
export function ProposalsBoard({ game, enabledGames }: { game?: GameSlug; enabledGames?: readonly GameSlug[] }) {
  const queryClient = useQueryClient();
  const canWrite = useCanWrite('syndicate_access');
  const [filters, setFilters] = useState<ProposalFilters>({ page: 1, status: 'DA_VALUTARE' });
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const [outcome, setOutcome] = useState<ProposalBulkResponse | null>(null);
  const list = useQuery({ ...proposalListQueryOptions(filters, game), placeholderData: keepPreviousData });
  const contests = useQuery(syndicateContestsQueryOptions());
  const set = (patch: Partial<ProposalFilters>) => {
    setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
    setSelected([]);
  };
  const bulk = async (run: Promise<ProposalBulkResponse>) => {
    try {
      const res = await run;
      toast.success(res.message);
      setOutcome(res);
      setSelected([]);
    } catch (err) {
      toast.error(errorText(err));
    }
    await queryClient.invalidateQueries({ queryKey: proposalsKeys.all });
  };
  const items = list.data?.items ?? [];
  const selectable = items.filter((p) => p.status === 'DA_VALUTARE').map((p) => p.id);
  const allSelected = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  const gameOptions = (enabledGames ?? GAME_SLUGS)
    .filter((g) => g !== 'totocalcio')
    .map((g) => ({ value: g, label: GAMES[g].label }));
  const contestOptions = (contests.data?.items ?? [])
    .filter((c) => (game ?? filters.game) === undefined || c.game === (game ?? filters.game))
    .map((c) => ({
      value: String(c.id),
      label: format(T.CONTEST_OPTION, { game: GAMES[c.game].label, contest: c.label, count: c.toEvaluate }),
    }));
  return (
    <>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        {!game ? (
          <SelectFilter<GameSlug>
            label={T.FILTER_GAME}
            value={filters.game}
            options={gameOptions}
            onChange={(g) => set({ game: g, contestId: undefined })}
            data-testid="proposals-filter-game"
          />
        ) : null}
        <SelectFilter<string>
          label={C.CONTEST}
          value={filters.contestId ? String(filters.contestId) : undefined}
          options={contestOptions}
          onChange={(v) => set({ contestId: v ? Number(v) : undefined })}
          minWidth={260}
          allLabel={T.FILTER_ALL}
          data-testid="proposals-filter-contest"
        />
        <SelectFilter<ProposalStatus>
          label={C.STATUS}
          value={filters.status}
          options={optionsOf(PROPOSAL_STATUSES, (s) => PROPOSAL_STATUS_LABELS[s])}
          onChange={(status) => set({ status })}
          data-testid="proposals-filter-status"
        />
        {canWrite ? (
          <>
            <Button
              variant="contained"
              color="success"
              disabled={!selected.length}
              onClick={eventHandler(() => bulk(approveProposals(selected)))}
              data-testid="proposals-approve"
            >
              {T.APPROVE_SELECTED}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={!selected.length}
              onClick={() => setRejecting(true)}
              data-testid="proposals-reject"
            >
              {T.REJECT_SELECTED}
            </Button>
          </>
        ) : null}
      </Stack>
      {outcome ? (
        <Alert
          severity={outcome.done === outcome.results.length ? 'success' : 'warning'}
          onClose={() => setOutcome(null)}
          sx={{ mb: 2 }}
          data-testid="proposals-outcome"
        >
          {format(T.OUTCOME, { message: outcome.message, done: outcome.done, total: outcome.results.length })}
          {outcome.results
            .filter((r) => !r.ok)
            .map((r) => (
              <div key={r.id}>{format(T.OUTCOME_ROW, { id: r.id, message: r.message })}</div>
            ))}
        </Alert>
      ) : null}
      {list.isError ? <Alert severity="error">{errorText(list.error)}</Alert> : null}
      <Typography variant="body2" color="text.secondary" data-testid="proposals-total">
        {list.data ? countNoun(list.data.total, T.TOTAL_ONE, T.TOTAL_MANY) : ' '}
      </Typography>
      <Table size="small" data-testid="proposals-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              {canWrite ? (
                <Checkbox
                  checked={allSelected}
                  disabled={!selectable.length}
                  onChange={(e) => setSelected(e.target.checked ? selectable : [])}
                  slotProps={{ input: { 'aria-label': T.SELECT_ALL } }}
                />
              ) : null}
            </TableCell>
            <TableCell>ID</TableCell>
            <TableCell>{T.FILTER_GAME}</TableCell>
            <TableCell>{C.OUTLET}</TableCell>
            <TableCell>{C.STRUCTURE}</TableCell>
            <TableCell>{C.CONTEST}</TableCell>
            <TableCell>{C.NUMBERS}</TableCell>
            <TableCell align="right">{C.PRICE}</TableCell>
            <TableCell>{C.STATUS}</TableCell>
            <TableCell>{T.COL_SENT_AT}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((p) => (
            <TableRow key={p.id} data-testid={`proposal-row-${p.id}`}>
              <TableCell padding="checkbox">
                {canWrite && p.status === 'DA_VALUTARE' ? (
                  <Checkbox
                    checked={selected.includes(p.id)}
                    onChange={(e) =>
                      setSelected((xs) => (e.target.checked ? [...xs, p.id] : xs.filter((x) => x !== p.id)))
                    }
                    slotProps={{ input: { 'aria-label': format(T.SELECT_ONE, { id: p.id }) } }}
                    data-testid={`proposal-select-${p.id}`}
                  />
                ) : null}
              </TableCell>
              <TableCell>
                <RouterLink
                  to="/$game/proposals/$proposalId"
                  params={{ game: p.game, proposalId: String(p.id) }}
                  data-testid={`proposal-link-${p.id}`}
                >
                  {p.id}
                </RouterLink>
              </TableCell>
              <TableCell>{GAMES[p.game].label}</TableCell>
              <TableCell>
                {p.ivrCode}
                {p.denomination ? ` – ${p.denomination}` : ''}
              </TableCell>
              <TableCell>{p.structureId === null ? '—' : p.structureName}</TableCell>
              <TableCell>{p.contestLabel}</TableCell>
              {/* Totocalcio: no structure, no numbers nor price; the system the outlet wants is in its note */}
              <TableCell>{p.structureId === null ? p.note : proposalNumbersText(p.modules)}</TableCell>
              <TableCell align="right">{p.structureId === null ? '—' : formatMoney(p.totalPriceCents)}</TableCell>
              <TableCell>
                <ProposalStatusChip status={p.status} testId={`proposal-status-${p.id}`} />
              </TableCell>
              <TableCell>{formatDateTime(p.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {list.data && list.data.total > 25 ? (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(list.data.total / 25)}
          page={filters.page}
          onChange={(_, page) => set({ page })}
        />
      ) : null}
      {rejecting ? (
        <RejectDialog
          count={selected.length}
          onClose={() => setRejecting(false)}
          onReject={(reason) => bulk(rejectProposals(selected, reason))}
        />
      ) : null}
    </>
  );
}
