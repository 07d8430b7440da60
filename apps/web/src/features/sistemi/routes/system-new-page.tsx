import { useMemo, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { ERRORS, format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-sistemi-detail';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import { GAMES } from '@bacheca/domain/games';
import { GAME_CONFIGS, isNumericalGame } from '@bacheca/domain/engine/config';
import { systemCreateRequest } from '@bacheca/domain/schemas/structures';
import { generateSystems } from '@bacheca/domain/engine/generate';
import { numbersToDraw } from '@bacheca/domain/engine/constraints';
import type { GameSlug, KnownModule, NumericalGameSlug, Range, Structure } from '@bacheca/domain';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { CostPreview } from '../../../components/cost-preview/cost-preview';
import { formatMoney } from '../../../lib/money';
import { describeModule } from '../../../components/game-board/module-description';
import { NumberGrid } from '../../../components/game-board/number-grid';
import { ReadOnlyNotice } from '../../../components/game-board/read-only-notice';
import { systemDetailQueryOptions } from '../../../shared-features/systems/systems-api';
import { useCanWrite } from '../../../lib/use-can-write';
import { errorText, isApiError } from '../../../lib/api-client';
import { SystemFields } from '../components/system-fields';
import { structurePickerQueryOptions, useCreateSystem } from '../api/system-mutations';
import { structureQueryOptions } from '../../strutture/api/get-structure';

const route = getRouteApi('/app/$game/sistemi/new');

interface ModuleNumbers {
  numbers: number[];
  euronumbers: number[];
  superstars: number[];
}

const empty = (): ModuleNumbers => ({ numbers: [], euronumbers: [], superstars: [] });
const toggle = (list: number[], n: number) =>
  list.includes(n) ? list.filter((x) => x !== n) : [...list, n].sort((a, b) => a - b);

function NumberPicker({
  label,
  range,
  selected,
  needed,
  excluded = [],
  onChange,
  testId,
  columns,
  error,
}: {
  label: string;
  range: Range;
  selected: number[];
  needed: number;
  excluded?: number[];
  onChange: (n: number[]) => void;
  testId: string;
  columns?: number;
  error?: string;
}) {
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }} color={error ? 'error' : undefined} data-testid={`${testId}-count`}>
        {format(error ? T.PICKED_ERROR : T.PICKED, { label, count: selected.length, needed, error: error ?? '' })}
      </Typography>
      <NumberGrid
        range={range}
        columns={columns}
        look={(n) => (selected.includes(n) ? 'selected' : excluded.includes(n) ? 'excluded' : 'neutral')}
        describe={(n) =>
          selected.includes(n) ? T.NUMBER_CHOSEN : excluded.includes(n) ? T.NUMBER_EXCLUDED : T.NUMBER_NOT_CHOSEN
        }
        onToggle={(n) => {
          if (excluded.includes(n) && !selected.includes(n)) return;
          onChange(toggle(selected, n));
        }}
        testId={testId}
        aria-label={label}
      />
    </Box>
  );
}

/** Form of a new system on a chosen structure (NumericalGame only). */
function SystemForm({
  game,
  structure,
  source,
}: {
  game: NumericalGameSlug;
  structure: Structure;
  source?: { name: string; tags: string[]; evidence: boolean; modules: ModuleNumbers[] };
}) {
  const navigate = useNavigate();
  const create = useCreateSystem(game);
  const config = GAME_CONFIGS[game];
  const modules = structure.modules as Array<
    KnownModule & { constraints?: Structure['modules'][number]['constraints'] }
  >;
  const initialModules = modules.map((_, i) => source?.modules[i] ?? empty());
  const [numbers, setNumbers] = useState<ModuleNumbers[]>(initialModules);
  const [name, setName] = useState(source?.name ?? '');
  const [tags, setTags] = useState<string[]>(source?.tags ?? structure.tags);
  const [evidence, setEvidence] = useState(source?.evidence ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const initial = useMemo(() => JSON.stringify([initialModules, source?.name ?? '']), []); // eslint-disable-line react-hooks/exhaustive-deps
  const dirty = JSON.stringify([numbers, name]) !== initial;

  const needed = modules.map((m) => ({
    numbers: numbersToDraw(m),
    euronumbers: m.type === 'EUROJACKPOT' ? m.euronumbers : 0,
    superstars: m.type !== 'EUROJACKPOT' ? (m.superstar ?? 0) : 0,
  }));

  const random = () => {
    const out = generateSystems(
      game,
      { structureType: structure.structureType, modules },
      modules.map((m) => m.constraints ?? {}),
      1,
    );
    if (!out.ok) {
      toast.error(out.message);
      return;
    }
    const sys = out.result[0];
    setNumbers(
      sys.modules.map((gm, i) => {
        const stars = needed[i].superstars;
        const pool = Array.from(
          { length: config.numbers.max - config.numbers.min + 1 },
          (_, k) => config.numbers.min + k,
        );
        const superstars: number[] = [];
        while (superstars.length < stars) {
          const pick = pool[Math.floor(Math.random() * pool.length)];
          if (!superstars.includes(pick)) superstars.push(pick);
        }
        return {
          numbers: [...gm.numbers].sort((a, b) => a - b),
          euronumbers: gm.euronumbers ?? [],
          superstars: superstars.sort((a, b) => a - b),
        };
      }),
    );
    setErrors({});
  };

  const submit = async () => {
    const errs: Record<string, string> = {};
    numbers.forEach((m, i) => {
      const n = needed[i];
      if (m.numbers.length !== n.numbers) errs[`modules.${i}.numbers`] = format(T.CHOOSE_NUMBERS, { count: n.numbers });
      if (n.euronumbers && m.euronumbers.length !== n.euronumbers)
        errs[`modules.${i}.euronumbers`] = format(T.CHOOSE_EURONUMBERS, { count: n.euronumbers });
      if (n.superstars && m.superstars.length !== n.superstars)
        errs[`modules.${i}.superstars`] = format(T.CHOOSE_SUPERSTARS, { count: n.superstars });
    });
    const body = {
      structureId: structure.id,
      name: name.trim() || undefined,
      tags,
      evidence,
      modules: numbers.map((m, i) => ({
        numbers: m.numbers,
        ...(needed[i].euronumbers ? { euronumbers: m.euronumbers } : {}),
        ...(needed[i].superstars ? { superstars: m.superstars } : {}),
      })),
    };
    const parsed = systemCreateRequest.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) errs[issue.path.join('.')] ??= issue.message;
    setErrors(errs);
    if (Object.keys(errs).length) {
      toast.error(ERRORS.INVALID_INPUT);
      return;
    }
    setFormError(null);
    try {
      const saved = await create.mutateAsync(parsed.data!);
      flushSync(() => setLeaving(true));
      toast.success(
        format(T.CREATED_TOAST, {
          name: saved.name || saved.id,
          total: formatMoney(saved.totalPriceCents),
          quotes: saved.quotesTotal,
        }),
      );
      await navigate({ to: '/$game/sistemi/detail/$systemId', params: { game, systemId: String(saved.id) } });
    } catch (err) {
      const message = errorText(err);
      setFormError(message);
      if (isApiError(err))
        setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k.replace(/^body\./, ''), v])));
      toast.error(message);
    }
  };

  return (
    <>
      <UnsavedChangesGuard when={dirty && !leaving} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            {formError ? (
              <Alert severity="error" data-testid="system-new-error">
                {formError}
              </Alert>
            ) : null}
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
                <Typography variant="h6" component="h2">
                  {C.NUMBERS}
                </Typography>
                <Button startIcon={<CasinoOutlined />} onClick={random} data-testid="system-new-random">
                  {T.RANDOM_NUMBERS}
                </Button>
              </Stack>
              <Stack spacing={3}>
                {modules.map((m, i) => (
                  <Box key={i} data-testid={`system-new-module-${i}`}>
                    <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                      {format(T.MODULE_DESCRIBED, { n: i + 1, description: describeModule(m) })}
                    </Typography>
                    <Stack spacing={1.5}>
                      <NumberPicker
                        label={C.NUMBERS}
                        range={config.numbers}
                        selected={numbers[i].numbers}
                        needed={needed[i].numbers}
                        excluded={m.constraints?.manual?.excluded ?? []}
                        onChange={(ns) => setNumbers((xs) => xs.map((x, j) => (j === i ? { ...x, numbers: ns } : x)))}
                        testId={`system-new-${i}-numbers`}
                        error={errors[`modules.${i}.numbers`]}
                      />
                      {needed[i].euronumbers && config.euronumbers ? (
                        <NumberPicker
                          label={C.EURONUMBERS}
                          range={config.euronumbers.numbers}
                          columns={6}
                          selected={numbers[i].euronumbers}
                          needed={needed[i].euronumbers}
                          excluded={m.constraints?.euronumbers?.excluded ?? []}
                          onChange={(ns) =>
                            setNumbers((xs) => xs.map((x, j) => (j === i ? { ...x, euronumbers: ns } : x)))
                          }
                          testId={`system-new-${i}-euronumbers`}
                          error={errors[`modules.${i}.euronumbers`]}
                        />
                      ) : null}
                      {needed[i].superstars ? (
                        <NumberPicker
                          label={C.SUPERSTAR}
                          range={config.numbers}
                          selected={numbers[i].superstars}
                          needed={needed[i].superstars}
                          onChange={(ns) =>
                            setNumbers((xs) => xs.map((x, j) => (j === i ? { ...x, superstars: ns } : x)))
                          }
                          testId={`system-new-${i}-superstars`}
                          error={errors[`modules.${i}.superstars`]}
                        />
                      ) : null}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <Stack spacing={2.5}>
                <SystemFields
                  game={game}
                  values={{ name, tags, evidence }}
                  errors={errors}
                  onNameChange={setName}
                  onTagsChange={setTags}
                  onEvidenceChange={setEvidence}
                  testIds={{ name: 'system-new-name', tags: 'system-new-tags' }}
                  nameSx={{ maxWidth: 360 }}
                />
                <Box>
                  <Button
                    variant="contained"
                    startIcon={<SaveOutlined />}
                    onClick={() => void submit()}
                    disabled={create.isPending}
                    data-testid="system-new-save"
                  >
                    {C.CREATE_SYSTEM}
                  </Button>
                </Box>
              </Stack>
            </Paper>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <CostPreview
            game={game}
            title={T.STRUCTURE_COSTS}
            request={{
              structureType: structure.structureType,
              boardType: structure.boardType,
              quotes: structure.quotes,
              modules,
            }}
          />
        </Grid>
      </Grid>
    </>
  );
}

/** /{game}/sistemi/new (optional ?id= to start from an existing system). */
export function SystemNewPage() {
  const { game: gameParam } = route.useParams();
  const game = gameParam as GameSlug;
  const { id } = route.useSearch();
  const writable = useCanWrite();
  const sourceId = id && /^\d+$/.test(id) ? Number(id) : null;
  const source = useQuery({ ...systemDetailQueryOptions(game, sourceId ?? 0), enabled: sourceId !== null });
  const [structureId, setStructureId] = useState<number | null>(null);
  const [pickerText, setPickerText] = useState('');
  // Starting from an existing system: its structure, each time the system is (re)loaded; adjusted while rendering.
  const [seenSource, setSeenSource] = useState<typeof source.data>(undefined);
  if (seenSource !== source.data) {
    setSeenSource(source.data);
    if (source.data) setStructureId(source.data.structureId);
  }
  const picker = useQuery({
    ...structurePickerQueryOptions(game, pickerText),
    enabled: writable && isNumericalGame(game),
  });
  const structure = useQuery({
    ...structureQueryOptions(game, structureId ?? 0),
    enabled: structureId !== null,
  });

  const title = format(T.NEW_TITLE, { game: GAMES[game].label });
  if (!writable)
    return (
      <>
        <PageHeader title={title} />
        <ReadOnlyNotice />
      </>
    );
  if (!isNumericalGame(game))
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="info">{T.TOTOCALCIO_ELSEWHERE}</Alert>
      </>
    );
  if (sourceId !== null && source.isLoading) return <Loading />;
  const options = (picker.data?.items ?? []).filter((s) => s.status !== 'CANCELLATA');

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          source.data
            ? format(T.FROM_SYSTEM, { name: source.data.name || source.data.id, id: source.data.id })
            : T.NEW_SUBTITLE
        }
      />
      {source.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(source.error)}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }}>
        <Autocomplete
          options={options}
          getOptionLabel={(o) =>
            format(T.STRUCTURE_OPTION, {
              name: o.name,
              id: o.id,
              quotes: o.quotes,
              price: formatMoney(o.totalPriceCents),
            })
          }
          value={options.find((o) => o.id === structureId) ?? null}
          onChange={(_e, v) => setStructureId(v?.id ?? null)}
          onInputChange={(_e, v, reason) => {
            if (reason === 'input') setPickerText(v);
          }}
          filterOptions={(x) => x}
          loading={picker.isFetching}
          noOptionsText={T.NO_STRUCTURE}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField
              {...params}
              label={C.STRUCTURE}
              required
              placeholder={structure.data ? structure.data.name : T.STRUCTURE_SEARCH}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'system-new-structure' },
              }}
            />
          )}
          sx={{ maxWidth: 640 }}
        />
        {structure.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="system-new-structure-chosen">
            {format(T.STRUCTURE_CHOSEN, { name: structure.data.name, id: structure.data.id })}
          </Typography>
        ) : null}
      </Paper>
      {structureId !== null && structure.isLoading ? <Loading /> : null}
      {structure.data ? (
        <SystemForm
          key={`${structure.data.id}-${source.data?.id ?? 'new'}`}
          game={game}
          structure={structure.data}
          source={
            source.data && source.data.structureId === structure.data.id
              ? {
                  name: source.data.name,
                  tags: source.data.tags,
                  evidence: source.data.evidence,
                  modules: source.data.modules.map((m) => ({
                    numbers: m.numbers,
                    euronumbers: m.euronumbers ?? [],
                    superstars: m.superstars ?? [],
                  })),
                }
              : undefined
          }
        />
      ) : null}
    </>
  );
}
