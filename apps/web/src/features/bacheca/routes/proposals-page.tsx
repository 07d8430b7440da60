import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format } from '@bacheca/domain/messages';
import { GAMES } from '@bacheca/domain/games';
import type { GameSlug } from '@bacheca/domain';
import { TOTOCALCIO_PROPOSAL_HINT } from '@bacheca/domain/messages';
import * as FIELD_ERRORS from '@bacheca/domain/messages-field-errors';
import { type Proposal } from '@bacheca/domain/schemas/outlet';
import { formatMoney } from '../../../lib/money';
import { PageHeader } from '../../../components/page-header';
import { ProposalStatusChip, proposalNumbersText } from '../../../components/proposal-status';
import { Section } from '../../../components/section';
import { api, errorText, isApiError } from '../../../lib/api-client';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session/current-user';
import { myProposalsQueryOptions } from '../api/my-proposals';
import { proposalOptionsQueryOptions } from '../api/proposal-options';
import { eventHandler } from '../../../lib/event-handler';
import * as T from '@bacheca/domain/messages-bacheca';
import * as ARCHIVIO_TEXTS from '@bacheca/domain/messages-archivio';
import * as PREMI_TEXTS from '@bacheca/domain/messages-premi';
import { SYSTEM_TOOLS_TEXTS } from '@bacheca/domain/messages-system-tools';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';
import * as REGISTRO_TEXTS from '@bacheca/domain/messages-registro';

/** "1 2 3, 4" → [1, 2, 3, 4]; empty → undefined (the engine draws them). */
/** The typed numbers; null when a part is not a whole number (letters, decimals), undefined when none is typed. */
function parseNumbers(text: string): number[] | null | undefined {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  return parts.length ? parts.map(Number) : undefined;
}

/**
 * /bacheca/proposte: the outlet proposes a system (game, contest, a structure of the showcase, its numbers or the
 * engine's, a note) with the structure's price shown as it is chosen, and follows its proposals and their outcome.
 */
export function OutletProposalsPage() {
  const me = useCurrentUser();
  const simulated = !!me.data?.impersonatedBy;
  const queryClient = useQueryClient();
  const options = useQuery(proposalOptionsQueryOptions());
  const mine = useQuery(myProposalsQueryOptions());
  const [game, setGame] = useState<GameSlug | ''>('');
  const [structureId, setStructureId] = useState<number | ''>('');
  const [contestId, setContestId] = useState<number | ''>('');
  const [numbers, setNumbers] = useState('');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Totocalcio has contests but no structures: it is offered when the outlet has its board (the options list its contests)
  const games = [
    ...new Set([
      ...(options.data?.structures ?? []).map((s) => s.game),
      ...(options.data?.contests ?? []).map((c) => c.game),
    ]),
  ];
  const totocalcio = game === 'totocalcio';
  const structures = (options.data?.structures ?? []).filter((s) => s.game === game);
  const contests = (options.data?.contests ?? []).filter((c) => c.game === game);
  const structure = structures.find((s) => s.id === structureId);
  const single = structure ? structure.modules.length === 1 : true;
  const ready = !!game && !!contestId && (totocalcio ? !!note.trim() : !!structureId);

  const submit = async () => {
    if (!ready) return;
    const picked = single && !totocalcio ? parseNumbers(numbers) : undefined;
    // letters are refused here, in words: sent as numbers they would reach the server as empty values
    if (picked === null) {
      setFields({ numbers: FIELD_ERRORS.INTEGER_EXPECTED });
      return;
    }
    setBusy(true);
    setFields({});
    try {
      const res = await api.post<{ message: string; item: Proposal }>('/ricevitore/proposals', {
        game,
        structureId: totocalcio ? null : structureId,
        contestId,
        note,
        numbers: picked ? [{ numbers: picked }] : undefined,
      });
      toast.success(res.message);
      setNumbers('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: myProposalsQueryOptions().queryKey });
    } catch (err) {
      toast.error(errorText(err));
      if (isApiError(err)) setFields(err.fields ?? {});
    } finally {
      setBusy(false);
    }
  };
  const numbersError = Object.entries(fields).find(([k]) => k.startsWith('numbers') || k.startsWith('modules'))?.[1];

  return (
    <Box data-testid="outlet-proposals-page">
      <PageHeader title={T.PROPOSALS_TITLE} subtitle={T.PROPOSALS_SUBTITLE} />
      <Stack sx={{ gap: 3 }}>
        {!simulated ? (
          <Section title={T.PROPOSE} testId="proposal-form">
            <Stack sx={{ gap: 2, maxWidth: 640 }}>
              <TextField
                select
                label={ARCHIVIO_TEXTS.COL_GAME}
                value={game}
                onChange={(e) => {
                  setGame(e.target.value as GameSlug);
                  setStructureId('');
                  setContestId('');
                }}
                slotProps={{ htmlInput: { 'data-testid': 'proposal-game' } }}
              >
                {games.map((g) => (
                  <MenuItem key={g} value={g}>
                    {GAMES[g].label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={PREMI_TEXTS.COL_CONTEST}
                value={contestId}
                disabled={!game}
                onChange={(e) => setContestId(Number(e.target.value))}
                slotProps={{ htmlInput: { 'data-testid': 'proposal-contest' } }}
              >
                {contests.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {format(T.CONTEST_OPTION, { contest: c.label, closes: formatDateTime(c.closesAt) })}
                  </MenuItem>
                ))}
              </TextField>
              {totocalcio ? (
                <Alert severity="info" data-testid="proposal-totocalcio-hint">
                  {TOTOCALCIO_PROPOSAL_HINT}
                </Alert>
              ) : null}
              {totocalcio ? null : (
                <>
                  <TextField
                    select
                    label={SYSTEM_TOOLS_TEXTS.STRUCTURE}
                    value={structureId}
                    disabled={!game}
                    onChange={(e) => setStructureId(Number(e.target.value))}
                    slotProps={{ htmlInput: { 'data-testid': 'proposal-structure' } }}
                  >
                    {structures.map((s) => (
                      <MenuItem key={s.id} value={s.id}>{`${s.name} – ${s.shortDescription}`}</MenuItem>
                    ))}
                  </TextField>
                  {structure ? (
                    <Typography data-testid="proposal-price">
                      {format(T.PROPOSAL_PRICE, {
                        total: formatMoney(structure.totalPriceCents),
                        quotes: structure.quotes,
                        quota: formatMoney(structure.quotaPriceCents),
                      })}
                    </Typography>
                  ) : null}
                  {single ? (
                    <TextField
                      label={SYSTEM_TOOLS_TEXTS.NUMBERS}
                      value={numbers}
                      onChange={(e) => setNumbers(e.target.value)}
                      error={!!numbersError}
                      helperText={numbersError ?? T.NUMBERS_HINT}
                      slotProps={{ htmlInput: { 'data-testid': 'proposal-numbers' } }}
                    />
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {T.NUMBERS_MULTI_MODULE}
                    </Typography>
                  )}
                </>
              )}
              <TextField
                label={T.NOTE}
                required={totocalcio}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                error={!!fields.note}
                helperText={fields.note}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'proposal-note' } }}
              />
              <Box>
                <Button
                  variant="contained"
                  disabled={!ready || busy}
                  onClick={eventHandler(submit)}
                  data-testid="proposal-submit"
                >
                  {T.SEND_PROPOSAL}
                </Button>
              </Box>
            </Stack>
          </Section>
        ) : (
          <Alert severity="info">{T.PROPOSALS_SIMULATED}</Alert>
        )}
        <Section title={T.PROPOSALS_SENT} testId="outlet-proposals">
          {mine.data?.items.length ? (
            <ScrollRegion label={T.PROPOSALS_SENT_SCROLL}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>ID</TableCell>
                    <TableCell>{ARCHIVIO_TEXTS.COL_GAME}</TableCell>
                    <TableCell>{SYSTEM_TOOLS_TEXTS.STRUCTURE}</TableCell>
                    <TableCell>{PREMI_TEXTS.COL_CONTEST}</TableCell>
                    <TableCell>{SYSTEM_TOOLS_TEXTS.NUMBERS}</TableCell>
                    <TableCell>{OUTLET_TEXTS.CHANGE_REQUEST_COL_STATUS}</TableCell>
                    <TableCell>{REGISTRO_TEXTS.COL_OUTCOME}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {mine.data.items.map((p) => (
                    <TableRow key={p.id} data-testid={`outlet-proposal-${p.id}`}>
                      <TableCell>{p.id}</TableCell>
                      <TableCell>{GAMES[p.game].label}</TableCell>
                      <TableCell>{p.structureName}</TableCell>
                      <TableCell>{p.contestLabel}</TableCell>
                      <TableCell>{proposalNumbersText(p.modules)}</TableCell>
                      <TableCell>
                        <ProposalStatusChip status={p.status} />
                      </TableCell>
                      <TableCell>
                        {p.reason ?? (p.systemId ? format(T.SYSTEM_PUBLISHED, { id: p.systemId }) : '—')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          ) : (
            <Typography color="text.secondary">{T.NO_PROPOSALS}</Typography>
          )}
        </Section>
      </Stack>
    </Box>
  );
}
