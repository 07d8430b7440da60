import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERRORS, format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-strutture';
import { GAME_CONFIGS } from '@bacheca/domain/engine/config';
import { meetsAutomatic, numbersToDraw } from '@bacheca/domain/engine/constraints';
import type { AutomaticConstraints, ConstraintsCheck, NumericalGameSlug } from '@bacheca/domain';
import {
  AUTOMATIC_OPTION_LABELS,
  CONSTRAINT_RULE_LABELS,
  MODULE_TYPE_LABELS,
} from '@bacheca/domain/messages-board-labels';
import { engineModule, type FieldErrors, type FormModule, type StructureFormValues } from '../form-model';
import { ManualMatrix } from './manual-matrix';

const FLAGS = ['onlyEven', 'onlyOdd', 'firstHalf', 'secondHalf', 'twins', 'convertible'] as const;

function toggle(list: number[] | undefined, v: number): number[] {
  const l = list ?? [];
  return l.includes(v) ? l.filter((x) => x !== v) : [...l, v].sort((a, b) => a - b);
}

/** The automatic options of one module: flags, finali (cadenze 0–9) and decine. */
function AutomaticOptions({
  game,
  index,
  value,
  onChange,
}: {
  game: NumericalGameSlug;
  index: number;
  value: AutomaticConstraints;
  onChange: (v: AutomaticConstraints) => void;
}) {
  const range = GAME_CONFIGS[game].numbers;
  const tensMax = Math.ceil(range.max / 10);
  return (
    <Stack spacing={1.5}>
      <FormGroup row>
        {FLAGS.map((f) => (
          <FormControlLabel
            key={f}
            label={AUTOMATIC_OPTION_LABELS[f]}
            control={
              <Checkbox
                size="small"
                checked={value[f] === true}
                onChange={(e) => onChange({ ...value, [f]: e.target.checked })}
                slotProps={{ input: { 'data-testid': `constraints-${index}-${f}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        role="group"
        aria-label={T.FINALS_GROUP}
      >
        <Typography variant="body2" sx={{ minWidth: 110 }}>
          {format(T.FINALS_LABEL, { finals: AUTOMATIC_OPTION_LABELS.finals })}
        </Typography>
        {Array.from({ length: 10 }, (_, d) => (
          <Chip
            key={d}
            size="small"
            label={d}
            clickable
            color={value.finals?.includes(d) ? 'primary' : 'default'}
            variant={value.finals?.includes(d) ? 'filled' : 'outlined'}
            onClick={() => onChange({ ...value, finals: toggle(value.finals, d) })}
            aria-pressed={value.finals?.includes(d) ?? false}
            data-testid={`constraints-${index}-finals-${d}`}
          />
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        role="group"
        aria-label={T.TENS_GROUP}
      >
        <Typography variant="body2" sx={{ minWidth: 110 }}>
          {AUTOMATIC_OPTION_LABELS.tens}
        </Typography>
        {Array.from({ length: tensMax }, (_, i) => i + 1).map((t) => (
          <Chip
            key={t}
            size="small"
            label={`${(t - 1) * 10 + 1}–${Math.min(t * 10, range.max)}`}
            clickable
            color={value.tens?.includes(t) ? 'primary' : 'default'}
            variant={value.tens?.includes(t) ? 'filled' : 'outlined'}
            onClick={() => onChange({ ...value, tens: toggle(value.tens, t) })}
            aria-pressed={value.tens?.includes(t) ?? false}
            data-testid={`constraints-${index}-tens-${t}`}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** The verdict of the constraints check, naming the failing rule. */
export function ConstraintsVerdict({
  check,
  index,
  needed,
  part,
}: {
  check: ConstraintsCheck | null;
  index: number;
  needed: number;
  part: 'main' | 'euro';
}) {
  if (!check)
    return (
      <Alert severity="info" data-testid={`constraints-${index}-${part}-verdict`} data-valid="unknown">
        {T.FIX_MODULE_FIRST}
      </Alert>
    );
  if (check.ok) {
    const pool =
      part === 'main'
        ? check.plan.fixed.length + check.plan.free.length
        : (check.plan.euronumbers?.fixed.length ?? 0) + (check.plan.euronumbers?.free.length ?? 0);
    return (
      <Alert severity="success" data-testid={`constraints-${index}-${part}-verdict`} data-valid="true">
        {format(T.CONSTRAINTS_VALID, { pool, needed })}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      data-testid={`constraints-${index}-${part}-verdict`}
      data-valid="false"
      data-rule={check.rule}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {format(T.RULE_NOT_MET, { error: ERRORS.CONSTRAINTS_NOT_VALID, rule: CONSTRAINT_RULE_LABELS[check.rule] })}
      </Typography>
      {[...new Set(Object.values(check.fields))].map((t) => (
        <Typography variant="body2" key={t}>
          {t}
        </Typography>
      ))}
    </Alert>
  );
}

export interface StepConstraintsProps {
  game: NumericalGameSlug;
  values: StructureFormValues;
  onChange: (patch: Partial<StructureFormValues>) => void;
  checks: Array<ConstraintsCheck | null>;
  errors: FieldErrors;
}

/** Step 3 "Vincoli": per module, the manual matrix and the automatic options, checked live. */
export function StepConstraints({ game, values, onChange, checks, errors }: StepConstraintsProps) {
  const range = GAME_CONFIGS[game].numbers;
  const setModule = (i: number, m: FormModule) =>
    onChange({ modules: values.modules.map((x, j) => (j === i ? m : x)) });
  return (
    <Stack spacing={2.5} data-testid="step-vincoli">
      <Typography variant="body2" color="text.secondary">
        {T.CONSTRAINTS_INTRO}
      </Typography>
      {values.modules.map((m, i) => {
        const automatic = m.constraints?.automatic ?? {};
        const check = checks[i] ?? null;
        // Main-drum verdict: a failure that concerns only the Euronumbers belongs to the next step.
        const mainCheck =
          check && !check.ok && Object.keys(check.fields).every((k) => k.includes('.euronumbers')) ? null : check;
        const needed = Number.isFinite(numbersToDraw(engineModule(m))) ? numbersToDraw(engineModule(m)) : 0;
        return (
          <Paper key={i} variant="outlined" sx={{ p: 2 }} data-testid={`constraints-${i}`}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              {format(T.MODULE_HEADING, { n: i + 1, type: MODULE_TYPE_LABELS[m.type], count: needed })}
            </Typography>
            <Stack spacing={2}>
              <Box>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {T.AUTOMATIC_CONSTRAINTS}
                </Typography>
                <AutomaticOptions
                  game={game}
                  index={i}
                  value={automatic}
                  onChange={(a) => setModule(i, { ...m, constraints: { ...m.constraints, automatic: a } })}
                />
              </Box>
              <Box>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {T.MANUAL_MATRIX}
                </Typography>
                <ManualMatrix
                  range={range}
                  value={m.constraints?.manual}
                  onChange={(manual) => setModule(i, { ...m, constraints: { ...m.constraints, manual } })}
                  allowed={(n) => meetsAutomatic(n, range, automatic)}
                  testId={`matrix-${i}`}
                  label={format(T.MANUAL_MATRIX_OF, { n: i + 1 })}
                />
              </Box>
              {check && !mainCheck ? (
                <Alert severity="success" data-testid={`constraints-${i}-main-verdict`} data-valid="true">
                  {T.MAIN_VALID}
                </Alert>
              ) : (
                <ConstraintsVerdict check={mainCheck} index={i} needed={needed} part="main" />
              )}
              {errors[`modules.${i}.constraints`] && !check ? (
                <Typography variant="body2" color="error">
                  {errors[`modules.${i}.constraints`]}
                </Typography>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
