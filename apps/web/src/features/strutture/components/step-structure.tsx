import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { ERRORS, format, STRUCTURE_TYPE_LABELS } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-strutture';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import { GAME_CONFIGS } from '@bacheca/domain/engine/config';
import { GRAPHIC_TEMPLATES } from '@bacheca/domain/enums';
import { STRUCTURE_LIMITS } from '@bacheca/domain/schemas/structures';
import type { ModuleType, NumericalGameSlug, Range } from '@bacheca/domain';
import { IntField } from '../../../components/game-board/int-field';
import {
  BOARD_TYPE_LABELS,
  GRAPHIC_TEMPLATE_LABELS,
  MODULE_TYPE_LABELS,
  VISIBILITY_LABELS,
} from '@bacheca/domain/messages-board-labels';
import { defaultModule, type FieldErrors, type FormModule, type StructureFormValues } from '../form-model';

export interface StepStructureProps {
  game: NumericalGameSlug;
  values: StructureFormValues;
  onChange: (patch: Partial<StructureFormValues>) => void;
  errors: FieldErrors;
  /** The structure has generated systems: type, board, modules and quote cannot change (the server refuses it). */
  shapeLocked?: boolean;
}

const rangeHelp = (r: Range | undefined) => (r ? format(T.RANGE, { min: r.min, max: r.max }) : undefined);

/** The inputs of one module, by type (engine schemas): numerosity, base/varianti, dimension, garanzia, SuperStar. */
function ModuleFields({
  game,
  index,
  module,
  onChange,
  errors,
  disabled,
}: {
  game: NumericalGameSlug;
  index: number;
  module: FormModule;
  onChange: (m: FormModule) => void;
  errors: FieldErrors;
  disabled?: boolean;
}) {
  const config = GAME_CONFIGS[game];
  const ranges = config.modules;
  const err = (f: string) => errors[`modules.${index}.${f}`];
  const field = (name: string, label: string, value: number, range: Range | undefined) => (
    <IntField
      key={name}
      size="small"
      label={label}
      required
      disabled={disabled}
      value={value}
      onChange={(v) => onChange({ ...module, [name]: v } as FormModule)}
      error={!!err(name)}
      helperText={err(name) ?? rangeHelp(range)}
      sx={{ width: 170 }}
      min={range?.min}
      max={range?.max}
      data-testid={`module-${index}-${name}`}
    />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {module.type === 'INTEGRALE'
        ? field('numerosity', T.NUMEROSITY, module.numerosity, ranges.INTEGRALE?.numerosity)
        : null}
      {module.type === 'BASI_VARIANTI' ? (
        <>
          {field('base', T.BASES, module.base, ranges.BASI_VARIANTI?.base)}
          {field('varianti', T.VARIANTS, module.varianti, ranges.BASI_VARIANTI?.varianti)}
        </>
      ) : null}
      {module.type === 'RIDOTTO' ? (
        <>
          {field('numerosity', T.NUMEROSITY, module.numerosity, ranges.RIDOTTO?.numerosity)}
          {field('garanzia', T.GUARANTEE, module.garanzia, ranges.RIDOTTO?.garanzia)}
        </>
      ) : null}
      {module.type === 'CRUCIVERBA'
        ? field('dimension', T.DIMENSION, module.dimension, ranges.CRUCIVERBA?.dimension)
        : null}
      {module.type === 'EUROJACKPOT' ? (
        <>
          {field('numerosity', C.NUMBERS, module.numerosity, ranges.EUROJACKPOT?.numerosity)}
          <Box sx={{ pt: 1 }}>
            <Typography
              variant="body2"
              color={err('euronumbers') ? 'error' : 'text.secondary'}
              data-testid={`module-${index}-euronumbers-summary`}
            >
              {format(T.EURONUMBERS_SUMMARY, { count: Number.isFinite(module.euronumbers) ? module.euronumbers : '—' })}
            </Typography>
          </Box>
        </>
      ) : null}
      {config.superStar && module.type !== 'EUROJACKPOT' ? (
        <>
          {field('superstar', C.SUPERSTAR, module.superstar ?? 0, { min: 0, max: config.superStar.maxCount })}
          <FormControlLabel
            sx={{ pt: 1 }}
            label={T.SINGLE_SUPERSTAR}
            control={
              <Checkbox
                disabled={disabled}
                checked={module.singleStar ?? false}
                onChange={(e) => onChange({ ...module, singleStar: e.target.checked })}
                slotProps={{ input: { 'data-testid': `module-${index}-singleStar` } as object }}
              />
            }
          />
          {err('singleStar') ? (
            <Typography variant="caption" color="error" sx={{ pt: 1.5 }}>
              {err('singleStar')}
            </Typography>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

/** Step 2 "Struttura e grafica": structure type, board, modules, quote, preassigned share, visibility, template. */
export function StepStructure({ game, values, onChange, errors, shapeLocked = false }: StepStructureProps) {
  const config = GAME_CONFIGS[game];
  const setModule = (i: number, m: FormModule) =>
    onChange({ modules: values.modules.map((x, j) => (j === i ? m : x)) });
  const canAdd = !shapeLocked && values.structureType !== 'NON_ACCUMULO' && values.modules.length < 10;

  return (
    <Stack spacing={2.5} data-testid="step-struttura">
      {shapeLocked ? (
        <Alert severity="info" data-testid="structure-shape-locked">
          {ERRORS.STRUCTURE_HAS_SYSTEMS}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          label={T.STRUCTURE_TYPE}
          disabled={shapeLocked}
          value={values.structureType}
          onChange={(e) => {
            const structureType = e.target.value as StructureFormValues['structureType'];
            // A non-accumulating structure has exactly one module; a multisystem at least two.
            let modules = values.modules;
            if (structureType === 'NON_ACCUMULO') modules = modules.slice(0, 1);
            if (structureType === 'MULTISISTEMA_ACCUMULO' && modules.length < 2)
              modules = [...modules, defaultModule(game, modules[0]?.type ?? config.moduleTypes[0])];
            onChange({ structureType, modules });
          }}
          error={!!errors.structureType}
          helperText={errors.structureType}
          sx={{ minWidth: 260 }}
          slotProps={{ htmlInput: { 'data-testid': 'structure-type' } }}
        >
          {config.structureTypes.map((t) => (
            <MenuItem key={t} value={t} data-value={t}>
              {STRUCTURE_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={T.BOARD}
          disabled={shapeLocked}
          value={values.boardType}
          onChange={(e) => onChange({ boardType: e.target.value as StructureFormValues['boardType'] })}
          error={!!errors.boardType}
          helperText={errors.boardType}
          sx={{ minWidth: 240 }}
          slotProps={{ htmlInput: { 'data-testid': 'structure-board' } }}
        >
          {config.boards.map((b) => (
            <MenuItem key={b} value={b} data-value={b}>
              {BOARD_TYPE_LABELS[b]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {T.MODULES}
        </Typography>
        {errors.modules ? (
          <Alert severity="error" sx={{ mb: 1.5 }} data-testid="modules-error">
            {errors.modules}
          </Alert>
        ) : null}
        <Stack spacing={1.5}>
          {values.modules.map((m, i) => (
            <Paper key={i} variant="outlined" sx={{ p: 2 }} data-testid={`module-${i}`}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
                <Typography variant="subtitle2" component="p" sx={{ pt: 1, minWidth: 80 }}>
                  {format(T.MODULE_N, { n: i + 1 })}
                </Typography>
                <TextField
                  select
                  size="small"
                  label={T.MODULE_TYPE}
                  disabled={shapeLocked}
                  value={m.type}
                  onChange={(e) => {
                    const type = e.target.value as ModuleType;
                    const next = defaultModule(game, type);
                    // Keep the SuperStar choice and the constraints across a type change.
                    if (next.type !== 'EUROJACKPOT' && m.type !== 'EUROJACKPOT') {
                      next.superstar = m.superstar;
                      next.singleStar = m.singleStar;
                    }
                    setModule(i, { ...next, constraints: m.constraints });
                  }}
                  error={!!errors[`modules.${i}.type`]}
                  helperText={errors[`modules.${i}.type`]}
                  sx={{ minWidth: 200 }}
                  slotProps={{ htmlInput: { 'data-testid': `module-${i}-type` } }}
                >
                  {config.moduleTypes.map((t) => (
                    <MenuItem key={t} value={t} data-value={t}>
                      {MODULE_TYPE_LABELS[t]}
                    </MenuItem>
                  ))}
                </TextField>
                <Box sx={{ flexGrow: 1 }} />
                {values.modules.length > 1 && !shapeLocked ? (
                  <Tooltip title={T.REMOVE_MODULE}>
                    <IconButton
                      aria-label={format(T.REMOVE_MODULE_N, { n: i + 1 })}
                      onClick={() => onChange({ modules: values.modules.filter((_, j) => j !== i) })}
                      data-testid={`module-${i}-remove`}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </Stack>
              <ModuleFields
                game={game}
                index={i}
                module={m}
                onChange={(next) => setModule(i, next)}
                errors={errors}
                disabled={shapeLocked}
              />
            </Paper>
          ))}
        </Stack>
        {canAdd ? (
          <Button
            sx={{ mt: 1.5 }}
            startIcon={<AddOutlined />}
            onClick={() =>
              onChange({
                modules: [
                  ...values.modules,
                  defaultModule(
                    game,
                    values.structureType === 'ACCUMULO' ? values.modules[0].type : config.moduleTypes[0],
                  ),
                ],
              })
            }
            data-testid="module-add"
          >
            {T.ADD_MODULE}
          </Button>
        ) : null}
      </Box>

      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <IntField
          label={T.QUOTES_COUNT}
          required
          disabled={shapeLocked}
          value={values.quotes}
          onChange={(quotes) => onChange({ quotes })}
          error={!!errors.quotes}
          helperText={errors.quotes ?? format(T.RANGE, STRUCTURE_LIMITS.quotes)}
          sx={{ width: 200 }}
          data-testid="structure-quotes"
        />
        <IntField
          label={T.PREASSIGNED_FIELD}
          required
          value={values.preassignedQuotesPercentage}
          onChange={(preassignedQuotesPercentage) => onChange({ preassignedQuotesPercentage })}
          error={!!errors.preassignedQuotesPercentage}
          helperText={
            errors.preassignedQuotesPercentage ?? format(T.PREASSIGNED_HELP, STRUCTURE_LIMITS.preassignedPercentage)
          }
          sx={{ width: 260 }}
          data-testid="structure-percentage"
        />
        <TextField
          select
          label={T.GRAPHIC_TEMPLATE}
          required
          value={values.graphicTemplate}
          onChange={(e) => onChange({ graphicTemplate: e.target.value as StructureFormValues['graphicTemplate'] })}
          error={!!errors.graphicTemplate}
          helperText={errors.graphicTemplate}
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'structure-template' } }}
        >
          {GRAPHIC_TEMPLATES.map((t) => (
            <MenuItem key={t} value={t} data-value={t}>
              {GRAPHIC_TEMPLATE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box>
        <FormLabel component="legend">{T.VISIBILITY}</FormLabel>
        <FormGroup row>
          <FormControlLabel
            label={VISIBILITY_LABELS.BACKOFFICE}
            control={
              <Checkbox
                checked={values.visibleInBackoffice}
                onChange={(e) => onChange({ visibleInBackoffice: e.target.checked })}
                slotProps={{ input: { 'data-testid': 'structure-visible-backoffice' } as object }}
              />
            }
          />
          <FormControlLabel
            label={VISIBILITY_LABELS.VETRINA}
            control={
              <Checkbox
                checked={values.visibleInVetrina}
                onChange={(e) => onChange({ visibleInVetrina: e.target.checked })}
                slotProps={{ input: { 'data-testid': 'structure-visible-vetrina' } as object }}
              />
            }
          />
        </FormGroup>
      </Box>
    </Stack>
  );
}
