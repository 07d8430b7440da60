import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { CONCESSIONS } from '@bacheca/domain/enums';
import { ERRORS, format } from '@bacheca/domain/messages';
import { SYSTEM_COMMON_TEXTS } from '@bacheca/domain/messages-systems';
import * as T from '@bacheca/domain/messages-totocalcio';
import { STRUCTURE_LIMITS } from '@bacheca/domain/schemas/structures';
import { TOTOCALCIO_CONFIG } from '@bacheca/domain/engine/config';
import { TOTOCALCIO_SIGNS } from '@bacheca/domain/schemas/totocalcio-core';
import { totocalcioColumns } from '@bacheca/domain/engine/totocalcio';
import type { Concession, TotocalcioSign } from '@bacheca/domain';
import { priceTotocalcioSystem, totocalcioSystemCreateRequest } from '@bacheca/domain/schemas/totocalcio';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { formatCount, formatMoney } from '../../../lib/money';
import { ContestSelect } from '../../../shared-features/contests/contest-select';
import { IntField } from '../../../components/game-board/int-field';
import { ReadOnlyNotice } from '../../../components/game-board/read-only-notice';
import { useCanWrite } from '../../../lib/use-can-write';
import { errorText, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { contestEventsQueryOptions, useCreateTotocalcioSystem } from '../api/totocalcio-api';
import { switchFormula, type Formula } from '../formula-switch';

interface EventState {
  mandatory: boolean;
  signs: TotocalcioSign[];
}

const EVENT_NUMBERS = Array.from({ length: TOTOCALCIO_CONFIG.maxEvents }, (_, i) => i + 1);
/** Start: every event on "1", the formula's fixed events first. */
const initialEvents = (formula: Formula): EventState[] =>
  EVENT_NUMBERS.map((n) => ({ mandatory: n <= TOTOCALCIO_CONFIG.formulas[formula].mandatoryEvents, signs: ['1'] }));

/**
 * /totocalcio/crea-sistema: name, contest, formula, concession, quote and the 14 events' signs. The columns, total,
 * quota price and every §5 error come from `priceTotocalcioSystem`, the function the server checks with.
 */
export function CreaSistemaPage() {
  const writable = useCanWrite('bacheca_tcal');
  const navigate = useNavigate();
  const create = useCreateTotocalcioSystem();
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [contestId, setContestId] = useState<number | undefined>(undefined);
  const [formula, setFormula] = useState<Formula>(13);
  const [concession, setConcession] = useState<Concession>('PGS');
  const [quotes, setQuotes] = useState(2);
  const [events, setEvents] = useState<EventState[]>(() => initialEvents(13));
  const [serverError, setServerError] = useState<string | null>(null);
  /** What a formula switch changed in the mandatory events (cleared when the user changes one). */
  const [formulaNotice, setFormulaNotice] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const round = useQuery(contestEventsQueryOptions(contestId));
  const matches = new Map((round.data?.events ?? []).map((m) => [m.eventNumber, m]));

  const played = events.map((e, i) => ({ eventNumber: i + 1, ...e })).filter((e) => e.signs.length > 0);
  const priced = priceTotocalcioSystem({ formula, quotes: Number.isFinite(quotes) ? quotes : 0, events: played });
  const figures = priced.ok ? priced.result : null;
  const rules = TOTOCALCIO_CONFIG.formulas[formula];
  const mandatoryCount = played.filter((e) => e.mandatory).length;
  const optionalCount = played.length - mandatoryCount;
  // the columns, shown as soon as the events fit the formula (also while a range or price rule still fails)
  const columns =
    mandatoryCount === rules.mandatoryEvents && optionalCount >= rules.optionalEvents
      ? Number(
          totocalcioColumns(
            played.filter((e) => e.mandatory).map((e) => e.signs.length),
            played.filter((e) => !e.mandatory).map((e) => e.signs.length),
            rules.optionalEvents,
          ),
        )
      : null;
  const nameError = (nameTouched || submitted) && !name.trim() ? ERRORS.TOTOCALCIO_NAME_REQUIRED : null;
  const contestError = submitted && contestId == null ? ERRORS.CONTEST_NOT_FOUND : null;
  const dirty = name !== '' || contestId != null || JSON.stringify(events) !== JSON.stringify(initialEvents(13));

  const setEvent = (index: number, change: Partial<EventState>) =>
    setEvents((all) => all.map((e, i) => (i === index ? { ...e, ...change } : e)));
  // a new formula keeps the form valid: the mandatory events are brought to the formula's count, and the page says so
  const changeFormula = (next: Formula) => {
    if (next === formula) return;
    const switched = switchFormula(events, next);
    setFormula(next);
    setEvents(switched.events);
    setFormulaNotice(switched.notice);
  };

  const submit = async () => {
    setSubmitted(true);
    setServerError(null);
    const body = { name: name.trim(), contestId: contestId ?? 0, formula, concession, quotes, events: played };
    const parsed = totocalcioSystemCreateRequest.safeParse(body);
    if (!parsed.success || !priced.ok || contestId == null) {
      toast.error(priced.ok ? ERRORS.INVALID_INPUT : priced.message);
      return;
    }
    try {
      const saved = await create.mutateAsync(parsed.data);
      flushSync(() => setLeaving(true));
      toast.success(
        format(T.CREATED_TOAST, {
          name: saved.name,
          columns: saved.columns,
          total: formatMoney(saved.totalPriceCents),
        }),
      );
      await navigate({ to: '/archivio-sistemi', search: { game: 'totocalcio', q: saved.name } });
    } catch (err) {
      const message = errorText(err);
      setServerError(
        isApiError(err) && Object.keys(err.fields).length
          ? `${message} ${Object.values(err.fields).join(' ')}`
          : message,
      );
      toast.error(message);
    }
  };

  return (
    <>
      <PageHeader title={T.TITLE} subtitle={T.SUBTITLE} />
      {!writable ? <ReadOnlyNotice /> : null}
      <UnsavedChangesGuard when={dirty && !leaving} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {T.DATA_SECTION}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    label={SYSTEM_COMMON_TEXTS.NAME}
                    size="small"
                    fullWidth
                    required
                    value={name}
                    onChange={(e) => {
                      setName(e.target.value);
                      setNameTouched(true);
                    }}
                    onBlur={() => setNameTouched(true)}
                    error={!!nameError}
                    helperText={nameError ?? format(T.NAME_HINT, { max: STRUCTURE_LIMITS.systemName })}
                    slotProps={{ htmlInput: { maxLength: STRUCTURE_LIMITS.systemName, 'data-testid': 'tc-name' } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <ContestSelect
                    game="totocalcio"
                    when="upcoming"
                    emptyLabel={T.CONTEST_EMPTY}
                    value={contestId}
                    onChange={setContestId}
                    fullWidth
                    error={!!contestError}
                    helperText={contestError ?? undefined}
                    data-testid="tc-contest"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <Typography variant="caption" color="text.secondary" component="div" id="tc-formula-label">
                    {T.FORMULA}
                  </Typography>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    value={formula}
                    onChange={(_e, v: Formula | null) => v && changeFormula(v)}
                    aria-labelledby="tc-formula-label"
                  >
                    <ToggleButton value={11} data-testid="tc-formula-11">
                      {T.FORMULA_11}
                    </ToggleButton>
                    <ToggleButton value={13} data-testid="tc-formula-13">
                      {T.FORMULA_13}
                    </ToggleButton>
                  </ToggleButtonGroup>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    select
                    label={T.CONCESSION}
                    size="small"
                    fullWidth
                    value={concession}
                    onChange={(e) => setConcession(e.target.value as Concession)}
                    slotProps={{ htmlInput: { 'data-testid': 'tc-concession' } }}
                  >
                    {CONCESSIONS.map((c) => (
                      <MenuItem key={c} value={c}>
                        {c}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <IntField
                    label={T.QUOTES}
                    size="small"
                    fullWidth
                    value={quotes}
                    onChange={setQuotes}
                    min={TOTOCALCIO_CONFIG.quotes.quotes.min}
                    max={TOTOCALCIO_CONFIG.quotes.quotes.max}
                    data-testid="tc-quotes"
                  />
                </Grid>
              </Grid>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {T.EVENTS_SECTION}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {format(T.EVENTS_HINT, {
                  formula,
                  mandatory: rules.mandatoryEvents,
                  optional: rules.optionalEvents,
                })}
              </Typography>
              {formulaNotice ? (
                <Alert
                  severity="info"
                  role="status"
                  onClose={() => setFormulaNotice(null)}
                  sx={{ mb: 1 }}
                  data-testid="tc-formula-notice"
                >
                  {formulaNotice}
                </Alert>
              ) : null}
              <Table size="small" aria-label={T.EVENTS_TABLE}>
                <TableHead>
                  <TableRow>
                    <TableCell>{T.COL_N}</TableCell>
                    <TableCell>{T.COL_MATCH}</TableCell>
                    <TableCell>{T.COL_SIGNS}</TableCell>
                    <TableCell>{T.COL_MANDATORY}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {events.map((e, i) => {
                    const n = i + 1;
                    const m = matches.get(n);
                    const label = m ? `${m.home} – ${m.away}` : format(T.EVENT, { n });
                    return (
                      <TableRow key={n} data-testid={`tc-event-${n}`}>
                        <TableCell>{n}</TableCell>
                        <TableCell>
                          <Typography variant="body2">{label}</Typography>
                          {m ? (
                            <Typography variant="caption" color="text.secondary">
                              {formatDateTime(m.kickOff)}
                            </Typography>
                          ) : null}
                        </TableCell>
                        <TableCell>
                          <ToggleButtonGroup
                            size="small"
                            value={e.signs}
                            onChange={(_ev, v: TotocalcioSign[]) =>
                              setEvent(i, { signs: TOTOCALCIO_SIGNS.filter((s) => v.includes(s)) })
                            }
                            aria-label={format(T.EVENT_SIGNS, { n, label })}
                          >
                            {TOTOCALCIO_SIGNS.map((s) => (
                              <ToggleButton
                                key={s}
                                value={s}
                                sx={{ minWidth: 40 }}
                                data-testid={`tc-event-${n}-sign-${s}`}
                              >
                                {s}
                              </ToggleButton>
                            ))}
                          </ToggleButtonGroup>
                        </TableCell>
                        <TableCell>
                          <Switch
                            checked={e.mandatory}
                            onChange={(_ev, checked) => {
                              setEvent(i, { mandatory: checked });
                              setFormulaNotice(null);
                            }}
                            slotProps={{
                              input: {
                                'aria-label': format(T.EVENT_MANDATORY, { n }),
                                'data-testid': `tc-event-${n}-mandatory`,
                              } as object,
                            }}
                          />
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Paper>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Paper
            variant="outlined"
            sx={{ p: 2.5, position: { lg: 'sticky' }, top: { lg: 80 } }}
            data-testid="tc-summary"
          >
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {T.SUMMARY_SECTION}
            </Typography>
            <Stack spacing={1} aria-live="polite">
              <Typography data-testid="tc-mandatory-count">
                {format(T.MANDATORY_COUNT, { count: mandatoryCount, required: rules.mandatoryEvents })}
              </Typography>
              <Typography data-testid="tc-optional-count">
                {format(T.OPTIONAL_COUNT, { count: optionalCount, required: rules.optionalEvents })}
              </Typography>
              <Typography>
                {T.COLUMNS} <strong data-testid="tc-columns">{columns != null ? formatCount(columns) : '—'}</strong>
                <Typography component="span" variant="caption" color="text.secondary">
                  {' '}
                  ({formatCount(rules.columns.min)}–{formatCount(rules.columns.max)})
                </Typography>
              </Typography>
              <Typography>
                {T.TOTAL} <strong data-testid="tc-total">{figures ? formatMoney(figures.totalPriceCents) : '—'}</strong>
              </Typography>
              <Typography>
                {T.QUOTA_PRICE}{' '}
                <strong data-testid="tc-quota-price">{figures ? formatMoney(figures.quotaPriceCents) : '—'}</strong>
              </Typography>
              {!priced.ok ? (
                <Alert severity="error" data-testid="tc-error">
                  <strong>{priced.message}</strong> {Object.values(priced.fields).join(' ')}
                </Alert>
              ) : null}
              {serverError ? (
                <Alert severity="error" data-testid="tc-server-error">
                  {serverError}
                </Alert>
              ) : null}
              <Button
                variant="contained"
                startIcon={<SaveOutlined />}
                onClick={() => void submit()}
                disabled={!writable || create.isPending}
                data-testid="tc-save"
              >
                {T.SAVE}
              </Button>
            </Stack>
          </Paper>
        </Grid>
      </Grid>
    </>
  );
}
