import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { ERRORS, format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-strutture';
import { SYSTEM_CANCEL_TEXTS } from '@bacheca/domain/messages-systems';
import { GAME_CONFIGS } from '@bacheca/domain/engine/config';
import type { NumericalGameSlug, Structure } from '@bacheca/domain';
import { CostPreview } from '../../../components/cost-preview/cost-preview';
import { calculateOnServer } from '../../../components/cost-preview/calculate-api';
import { formatMoney } from '../../../lib/money';
import { MODULE_TYPE_LABELS } from '@bacheca/domain/messages-board-labels';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { errorText, isApiError } from '../../../lib/api-client';
import { useSaveStructure } from '../api/save-structure';
import {
  STEPS,
  allErrors,
  calculateRequestOf,
  constraintChecks,
  engineErrors,
  errorsOfStep,
  euronumbersKey,
  serverFieldErrors,
  snapshot,
  stepOfField,
  toRequest,
  type FieldErrors,
  type StepId,
  type StructureFormValues,
} from '../form-model';
import { StepConstraints } from './step-constraints';
import { StepCreation } from './step-creation';
import { StepEuronumbers, type EuroVerification } from './step-euronumbers';
import { StepStructure } from './step-structure';

export interface StructureStepperProps {
  game: NumericalGameSlug;
  mode: 'new' | 'edit' | 'duplicate';
  initial: StructureFormValues;
  /** The saved structure: the one edited (its version, graphic and verified euronumbers) or duplicated (its verified euronumbers). */
  structure?: Structure;
}

const VERIFY_NEEDED = T.VERIFY_NEEDED;

/** The structure stepper (spec §2): four steps, the engine's live preview on each, one save of everything. */
export function StructureStepper({ game, mode, initial, structure }: StructureStepperProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [step, setStep] = useState(0);
  const [attempted, setAttempted] = useState<Partial<Record<StepId, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [verification, setVerification] = useState<EuroVerification>({ state: 'idle' });
  const [verifiedKey, setVerifiedKey] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [initialSnapshot] = useState(() => snapshot(initial));
  const save = useSaveStructure(game, mode === 'edit' && structure ? structure.id : null);

  const hasEuronumbers = GAME_CONFIGS[game].euronumbers !== null;
  const locked = mode === 'edit' && structure?.graphicId != null;
  const shapeLocked = mode === 'edit' && (structure?.systemsCount ?? 0) > 0;
  const dirty = snapshot(values) !== initialSnapshot;
  const euroKey = euronumbersKey(values);
  // An unchanged euronumber structure of a saved one — edited or duplicated — (or a locked one) needs no new
  // verification: the server accepted it when it was saved.
  const euroUnchanged =
    mode !== 'new' &&
    structure &&
    euroKey === euronumbersKey({ ...values, modules: structure.modules as StructureFormValues['modules'] });
  const verified =
    !hasEuronumbers || locked || !!euroUnchanged || (verification.state === 'ok' && verifiedKey === euroKey);

  const checks = useMemo(() => constraintChecks(game, values), [game, values]);
  const liveErrors = useMemo(() => allErrors(game, values), [game, values]);
  const errors: FieldErrors = useMemo(() => {
    const shown: FieldErrors = {};
    for (const s of STEPS) if (attempted[s.id]) Object.assign(shown, errorsOfStep(liveErrors, s.id, hasEuronumbers));
    if (attempted.euronumeri && !verified) shown.euronumbersCheck = VERIFY_NEEDED;
    return { ...shown, ...serverErrors };
  }, [liveErrors, attempted, serverErrors, hasEuronumbers, verified]);

  const onChange = (patch: Partial<StructureFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (Object.keys(serverErrors).length) setServerErrors({});
    setServerMessage(null);
    if (verification.state === 'error') setVerification({ state: 'idle' });
  };

  const stepErrors = (id: StepId, all: FieldErrors = liveErrors) => {
    const e = errorsOfStep(all, id, hasEuronumbers);
    if (id === 'euronumeri' && hasEuronumbers && !verified) e.euronumbersCheck = VERIFY_NEEDED;
    return e;
  };

  // Keyboard users: a step change from the stepper, "Avanti" or "Indietro" moves the focus to the new step's
  // region (named after the step), so it is never lost when the pressed button disappears ("Avanti" on the last step)
  // or is disabled ("Indietro" on the first); Tab then walks the step's fields.
  const stepRegion = useRef<HTMLElement>(null);
  const focusStepRegion = useRef(false);
  const goTo = (next: number) => {
    if (next === step) return;
    focusStepRegion.current = true;
    setStep(next);
  };
  useEffect(() => {
    if (!focusStepRegion.current) return;
    focusStepRegion.current = false;
    stepRegion.current?.focus();
  }, [step]);

  const goNext = () => {
    const id = STEPS[step].id;
    setAttempted((a) => ({ ...a, [id]: true }));
    if (Object.keys(stepErrors(id)).length === 0) goTo(Math.min(step + 1, STEPS.length - 1));
  };

  const onVerify = async () => {
    setVerification({ state: 'checking' });
    const local = {
      ...engineErrors(game, values),
      ...errorsOfStep(liveErrors, 'vincoli', hasEuronumbers),
      ...errorsOfStep(liveErrors, 'euronumeri', hasEuronumbers),
    };
    if (Object.keys(local).length) {
      const message = local.engine ?? ERRORS.CONSTRAINTS_NOT_VALID;
      setVerification({
        state: 'error',
        message,
        details: [...new Set(Object.values(local))].filter((t) => t !== message),
      });
      return;
    }
    try {
      const out = await calculateOnServer(game, calculateRequestOf(values));
      if (out.ok) {
        setVerifiedKey(euroKey);
        setVerification({ state: 'ok' });
      } else
        setVerification({ state: 'error', message: out.message, details: [...new Set(Object.values(out.fields))] });
    } catch (err) {
      setVerification({ state: 'error', message: errorText(err), details: [] });
    }
  };

  const submit = async (draft: boolean) => {
    const all = allErrors(game, values);
    const failing = STEPS.map((s) => s.id).filter((id) => Object.keys(stepErrors(id, all)).length > 0);
    setAttempted({ creazione: true, struttura: true, vincoli: true, euronumeri: true });
    if (failing.length) {
      setStep(STEPS.findIndex((s) => s.id === failing[0]));
      toast.error(ERRORS.INVALID_INPUT);
      return;
    }
    setServerMessage(null);
    try {
      const saved = await save.mutateAsync(
        toRequest(values, { draft, version: mode === 'edit' ? structure?.version : undefined }),
      );
      flushSync(() => setLeaving(true));
      const t = saved.totals;
      toast.success(
        format(saved.status === 'BOZZA' ? T.SAVED_DRAFT_TOAST : T.SAVED_TOAST, {
          name: saved.name,
          combinations: t.combinations,
          cedole: t.cedole,
          total: formatMoney(t.totalPriceCents),
          quota: formatMoney(t.quotaPriceCents),
        }),
      );
      // "Crea grafica" (spec §2, §4): the structure is saved as BOZZA and the graphics editor opens for it; saving
      // the graphic comes back here (the structure's detail)
      if (draft)
        await navigate(
          saved.graphicId != null
            ? { to: '/$game/grafica/$x', params: { game, x: String(saved.graphicId) }, search: { from: 'structure' } }
            : {
                to: '/$game/grafica/$x',
                params: { game, x: 'new' },
                search: { structureId: saved.id, from: 'structure' },
              },
        );
      else
        await navigate({
          to: '/$game/strutture/$structureId',
          params: { game, structureId: String(saved.id) },
          search: { saved: 1 },
        });
    } catch (err) {
      const message = errorText(err, mode === 'edit' ? ERRORS.STRUCTURE_SAVE_ERROR : ERRORS.STRUCTURE_CREATE_ERROR);
      const fields = isApiError(err) ? serverFieldErrors(err.fields, err.code, message) : {};
      setServerErrors(fields);
      setServerMessage(message);
      toast.error(message);
      const first = Object.keys(fields)[0];
      if (first) setStep(STEPS.findIndex((s) => s.id === stepOfField(first, hasEuronumbers)));
    }
  };

  const current = STEPS[step].id;
  const shownVerification: EuroVerification =
    verification.state === 'checking' || verification.state === 'error'
      ? verification
      : verified
        ? { state: 'ok' }
        : { state: 'idle' };
  const stepHasErrors = (id: StepId) => !!attempted[id] && Object.keys(stepErrors(id)).length > 0;

  return (
    <>
      <UnsavedChangesGuard when={dirty && !leaving} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stepper nonLinear activeStep={step} data-testid="structure-stepper">
          {STEPS.map((s, i) => (
            <Step key={s.id} completed={!!attempted[s.id] && !stepHasErrors(s.id) && i !== step}>
              <StepButton onClick={() => goTo(i)} data-testid={`stepper-step-${s.id}`}>
                <StepLabel error={stepHasErrors(s.id)}>{s.label}</StepLabel>
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Paper>
      {serverMessage ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="structure-server-error">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {serverMessage}
          </Typography>
          {[...new Set(Object.values(serverErrors))]
            .filter((t) => t !== serverMessage)
            .map((t) => (
              <Typography variant="body2" key={t}>
                {t}
              </Typography>
            ))}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Paper
            variant="outlined"
            sx={{ p: 2.5 }}
            component="section"
            aria-label={STEPS[step].label}
            tabIndex={-1}
            ref={stepRegion}
            data-testid="stepper-step-region"
          >
            {current === 'creazione' ? (
              <StepCreation game={game} values={values} onChange={onChange} errors={errors} />
            ) : null}
            {current === 'struttura' ? (
              <StepStructure
                game={game}
                values={values}
                onChange={onChange}
                errors={errors}
                shapeLocked={shapeLocked}
              />
            ) : null}
            {current === 'vincoli' ? (
              <StepConstraints game={game} values={values} onChange={onChange} checks={checks} errors={errors} />
            ) : null}
            {current === 'euronumeri' ? (
              <StepEuronumbers
                game={game}
                values={values}
                onChange={onChange}
                checks={checks}
                errors={errors}
                locked={locked}
                graphicId={structure?.graphicId ?? undefined}
                countLocked={shapeLocked}
                verification={shownVerification}
                onVerify={() => void onVerify()}
              />
            ) : null}
            <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }} useFlexGap>
              <Button onClick={() => goTo(Math.max(0, step - 1))} disabled={step === 0} data-testid="stepper-back">
                {SYSTEM_CANCEL_TEXTS.BACK}
              </Button>
              {step < STEPS.length - 1 ? (
                <Button variant="outlined" onClick={goNext} data-testid="stepper-next">
                  {T.NEXT}
                </Button>
              ) : null}
              <Box sx={{ flexGrow: 1 }} />
              <Button
                variant="outlined"
                startIcon={<BrushOutlined />}
                onClick={() => void submit(true)}
                disabled={save.isPending}
                data-testid="structure-create-graphic"
              >
                {T.CREATE_GRAPHIC}
              </Button>
              <Button
                variant="contained"
                startIcon={<SaveOutlined />}
                onClick={() => void submit(false)}
                disabled={save.isPending}
                data-testid="structure-save"
              >
                {mode === 'edit' ? T.SAVE_CHANGES : T.SAVE_STRUCTURE}
              </Button>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
            <CostPreview
              game={game}
              request={calculateRequestOf(values)}
              moduleLabels={values.modules.map((m, i) =>
                format(T.MODULE_OF_TYPE, { n: i + 1, type: MODULE_TYPE_LABELS[m.type] }),
              )}
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {T.SAVE_NOTE}
            </Typography>
          </Box>
        </Grid>
      </Grid>
    </>
  );
}
