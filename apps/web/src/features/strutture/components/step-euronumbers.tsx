import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { ERRORS, format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-strutture';
import { GAME_CONFIGS } from '@bacheca/domain/engine/config';
import { GAMES } from '@bacheca/domain/games';
import type { ConstraintsCheck, NumericalGameSlug } from '@bacheca/domain';
import { RouterLink } from '../../../components/router-link';
import { IntField } from '../../../components/game-board/int-field';
import type { FieldErrors, FormModule, StructureFormValues } from '../form-model';
import { ManualMatrix } from './manual-matrix';
import { ConstraintsVerdict } from './step-constraints';

export type EuroVerification =
  { state: 'idle' } | { state: 'checking' } | { state: 'ok' } | { state: 'error'; message: string; details: string[] };

export interface StepEuronumbersProps {
  game: NumericalGameSlug;
  values: StructureFormValues;
  onChange: (patch: Partial<StructureFormValues>) => void;
  checks: Array<ConstraintsCheck | null>;
  errors: FieldErrors;
  /** A graphic is attached: the euronumber structure cannot change (spec §4). */
  locked: boolean;
  /** The attached graphic (its editor is where it can be detached, saved not linked, to release the lock). */
  graphicId?: number;
  /** Generated systems fix the module shape: the euronumber count cannot change (the matrix can). */
  countLocked?: boolean;
  verification: EuroVerification;
  onVerify: () => void;
}

/**
 * Step 4 "Struttura Euronumeri": EuroJackpot's second drum, with the euronumbers of each module and their matrix,
 * and the verification that must pass before saving. Other games have no Euronumbers: the step says so.
 */
export function StepEuronumbers({
  game,
  values,
  onChange,
  checks,
  errors,
  locked,
  graphicId,
  countLocked = false,
  verification,
  onVerify,
}: StepEuronumbersProps) {
  const euro = GAME_CONFIGS[game].euronumbers;
  if (!euro) {
    return (
      <Alert severity="info" data-testid="step-euronumeri">
        {format(T.NO_EURONUMBERS, { game: GAMES[game].label })}
      </Alert>
    );
  }
  const setModule = (i: number, m: FormModule) =>
    onChange({ modules: values.modules.map((x, j) => (j === i ? m : x)) });
  const range = GAME_CONFIGS[game].modules.EUROJACKPOT?.euronumbers;
  // the link sits inside one sentence: the template is split around it
  const lockedHint = T.LOCKED_HINT.split('{link}');
  return (
    <Stack spacing={2.5} data-testid="step-euronumeri">
      {locked ? (
        <Alert severity="warning" data-testid="euronumbers-locked">
          {ERRORS.STRUCTURE_EURONUMBERS_LOCKED}
          {graphicId != null ? (
            <>
              {' '}
              {lockedHint[0]}
              <RouterLink to="/$game/grafica/$x" params={{ game, x: String(graphicId) }}>
                {T.LOCKED_HINT_LINK}
              </RouterLink>
              {lockedHint[1]}
            </>
          ) : null}
        </Alert>
      ) : null}
      {values.modules.map((m, i) => {
        if (m.type !== 'EUROJACKPOT') return null;
        const check = checks[i] ?? null;
        const euroCheck =
          check && !check.ok && !Object.keys(check.fields).some((k) => k.includes('.euronumbers')) ? null : check;
        return (
          <Paper key={i} variant="outlined" sx={{ p: 2 }} data-testid={`euronumbers-${i}`}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
              {format(T.EURO_MODULE_HEADING, { n: i + 1, min: euro.numbers.min, max: euro.numbers.max })}
            </Typography>
            <Stack spacing={2}>
              <IntField
                label={T.EURONUMBERS_PLAYED}
                required
                disabled={locked || countLocked}
                value={m.euronumbers}
                onChange={(euronumbers) => setModule(i, { ...m, euronumbers })}
                error={!!errors[`modules.${i}.euronumbers`]}
                helperText={
                  errors[`modules.${i}.euronumbers`] ??
                  (range ? format(T.RANGE, { min: range.min, max: range.max }) : undefined)
                }
                sx={{ width: 200 }}
                data-testid={`module-${i}-euronumbers`}
              />
              <ManualMatrix
                range={euro.numbers}
                value={m.constraints?.euronumbers}
                disabled={locked}
                onChange={(euronumbers) => setModule(i, { ...m, constraints: { ...m.constraints, euronumbers } })}
                testId={`euromatrix-${i}`}
                label={format(T.EURO_MATRIX_OF, { n: i + 1 })}
                columns={6}
              />
              {euroCheck && !euroCheck.ok ? (
                <ConstraintsVerdict check={euroCheck} index={i} needed={m.euronumbers} part="euro" />
              ) : euroCheck === null && check !== null ? (
                <Alert severity="info" data-testid={`constraints-${i}-euro-verdict`}>
                  {T.FIX_CONSTRAINTS_FIRST}
                </Alert>
              ) : check ? (
                <Alert severity="success" data-testid={`constraints-${i}-euro-verdict`} data-valid="true">
                  {T.EURONUMBERS_VALID}
                </Alert>
              ) : (
                <ConstraintsVerdict check={null} index={i} needed={m.euronumbers} part="euro" />
              )}
            </Stack>
          </Paper>
        );
      })}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<FactCheckOutlined />}
          onClick={onVerify}
          disabled={verification.state === 'checking'}
          data-testid="euronumbers-verify"
        >
          {T.VERIFY_EURONUMBERS}
        </Button>
        {verification.state === 'ok' ? (
          <Typography color="success.main" data-testid="euronumbers-verified">
            {T.EURONUMBERS_VERIFIED}
          </Typography>
        ) : verification.state === 'idle' ? (
          <Typography color="text.secondary" variant="body2" data-testid="euronumbers-unverified">
            {T.VERIFY_REQUIRED}
          </Typography>
        ) : null}
      </Stack>
      {verification.state === 'error' ? (
        <Alert severity="error" data-testid="euronumbers-verify-error">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {verification.message}
          </Typography>
          {verification.details.map((d) => (
            <Typography variant="body2" key={d}>
              {d}
            </Typography>
          ))}
        </Alert>
      ) : null}
      {errors.euronumbersCheck && verification.state !== 'error' ? (
        <Alert severity="error">{errors.euronumbersCheck}</Alert>
      ) : null}
    </Stack>
  );
}
