import { useMemo, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ERRORS, format } from '@bacheca/domain/messages';
import { GAMES } from '@bacheca/domain/games';
import { GRAPHIC_LIMITS, GRAPHIC_PLACEHOLDERS } from '@bacheca/domain/schemas/graphics';
import { isExactImageDataUrl } from '@bacheca/domain/image';
import { isReadable } from '@bacheca/domain/graphics/palette';
import { renderGraphicSvg } from '@bacheca/domain/graphics/render';
import type { GameSlug, Graphic } from '@bacheca/domain';
import { DetailPage } from '../../../components/detail-page';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { SvgCard, graphicErrorText } from '../../../shared-features/graphics/graphic-preview-card';
import { GRAPHIC_TEMPLATE_LABELS } from '@bacheca/domain/messages-board-labels';
import { ReadOnlyNotice } from '../../../components/game-board/read-only-notice';
import { useCanWrite } from '../../../lib/use-can-write';
import { isApiError } from '../../../lib/api-client';
import { graphicQueryOptions, structureChoicesQueryOptions, useSaveGraphic } from '../api/graphics-api';
import { structureQueryOptions } from '../../strutture/api/get-structure';
import { ColorSwatches } from '../components/color-swatches';
import {
  designOf,
  formErrors,
  savedText,
  graphicValues,
  newGraphicValues,
  previewData,
  toRequest,
  type GraphicFormValues,
} from '../editor-model';
import * as T from '@bacheca/domain/messages-grafica';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import { SYSTEM_TOOLS_TEXTS } from '@bacheca/domain/messages-system-tools';
import * as NOTIFICHE_TEXTS from '@bacheca/domain/messages-notifiche';

const route = getRouteApi('/app/$game/grafica/$x');

/** The structure the graphic is made for (strutture's own detail read, so both pages share its cache). */
const structureQuery = (game: GameSlug, id: number | null) => ({
  ...structureQueryOptions(game, id ?? 0),
  enabled: id !== null,
});

/** /{game}/grafica/{x}: `new` (optionally ?structureId=, from the stepper with &from=structure) or a graphic's id. */
export function GraphicEditorPage() {
  const { game: gameParam, x } = route.useParams();
  const search = route.useSearch();
  const game = gameParam as GameSlug;
  if (x === 'new')
    return (
      <NewGraphic game={game} structureId={search.structureId ?? null} backToStructure={search.from === 'structure'} />
    );
  // the route's guard lets through only `new` and decimal ids
  return <ExistingGraphic game={game} id={Number(x)} backToStructure={search.from === 'structure'} />;
}

function NewGraphic({
  game,
  structureId,
  backToStructure,
}: {
  game: GameSlug;
  structureId: number | null;
  backToStructure: boolean;
}) {
  const structure = useQuery(structureQuery(game, structureId));
  if (structureId !== null && structure.isLoading) return <Loading />;
  return (
    <GraphicEditor
      key={`new-${structureId}`}
      game={game}
      graphic={null}
      initial={newGraphicValues(structure.data ?? null)}
      backToStructure={backToStructure}
    />
  );
}

function ExistingGraphic({ game, id, backToStructure }: { game: GameSlug; id: number; backToStructure: boolean }) {
  const q = useQuery(graphicQueryOptions(game, id));
  return (
    <DetailPage query={q} title={T.GRAPHIC} back={{ to: '/$game/grafica', params: { game } }}>
      {(g) => (
        <GraphicEditor
          key={`${g.id}-${g.version}`}
          game={game}
          graphic={g}
          initial={graphicValues(g)}
          backToStructure={backToStructure}
        />
      )}
    </DetailPage>
  );
}

interface EditorProps {
  game: GameSlug;
  graphic: Graphic | null;
  initial: GraphicFormValues;
  backToStructure: boolean;
}

/** The form beside its live preview (the domain renderer, as the server and the outlets' board draw it). */
function GraphicEditor({ game, graphic, initial, backToStructure }: EditorProps) {
  const navigate = useNavigate();
  const writable = useCanWrite();
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [initialJson] = useState(() => JSON.stringify(initial));
  const save = useSaveGraphic(game, graphic?.id ?? null);
  const structures = useQuery(structureChoicesQueryOptions(game));
  const structure = useQuery(structureQuery(game, values.structureId));
  const dirty = JSON.stringify(values) !== initialJson;

  const localErrors = useMemo(() => formErrors(values), [values]);
  const errors = { ...(attempted ? localErrors : {}), ...serverErrors };
  const svg = useMemo(() => {
    if (!structure.data) return null;
    try {
      return renderGraphicSvg(designOf(values), previewData(structure.data));
    } catch {
      return null;
    }
  }, [values, structure.data]);

  const set = (patch: Partial<GraphicFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors({});
    setServerMessage(null);
  };

  const onImage = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      if (isExactImageDataUrl(url, GRAPHIC_LIMITS.background)) {
        setImageError(null);
        set({ backgroundImage: url });
      } else setImageError(ERRORS.GRAPHIC_BACKGROUND_INVALID);
    };
    reader.readAsDataURL(file);
  };

  const submit = async () => {
    setAttempted(true);
    if (Object.keys(localErrors).length) {
      toast.error(ERRORS.INVALID_INPUT);
      return;
    }
    try {
      const saved = await save.mutateAsync(toRequest(values, graphic?.version));
      flushSync(() => setLeaving(true));
      toast.success(savedText(saved.name));
      if (backToStructure)
        await navigate({
          to: '/$game/strutture/$structureId',
          params: { game, structureId: String(saved.structureId) },
        });
      else if (!graphic)
        await navigate({ to: '/$game/grafica/$x', params: { game, x: String(saved.id) }, replace: true });
      else setLeaving(false);
    } catch (err) {
      const message = graphicErrorText(err, graphic ? ERRORS.GENERIC_ERROR : ERRORS.GRAPHIC_CREATE_ERROR);
      setServerErrors(isApiError(err) ? err.fields : {});
      setServerMessage(message);
      toast.error(message);
    }
  };

  const title = graphic ? format(T.GRAPHIC_NAMED, { name: graphic.name }) : T.NEW_GRAPHIC;
  return (
    <>
      <UnsavedChangesGuard when={dirty && !leaving} />
      <PageHeader
        title={format(T.EDITOR_TITLE, { title, game: GAMES[game].label })}
        subtitle={
          structure.data
            ? format(T.STRUCTURE_TEMPLATE, {
                name: structure.data.name,
                template: GRAPHIC_TEMPLATE_LABELS[structure.data.graphicTemplate],
              })
            : T.STRUCTURE_HINT
        }
      />
      {!writable ? (
        <Box sx={{ mb: 2 }}>
          <ReadOnlyNotice />
        </Box>
      ) : null}
      {serverMessage ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="graphic-server-error">
          {serverMessage}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Paper
            variant="outlined"
            sx={{ p: 2.5 }}
            component="form"
            noValidate
            aria-label={T.GRAPHIC_DATA}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack spacing={2}>
              <TextField
                label={ACCOUNT_TEXTS.NAME}
                required
                disabled={!writable}
                value={values.name}
                onChange={(e) => set({ name: e.target.value })}
                error={!!errors.name}
                helperText={errors.name ?? format(T.NAME_HINT, { max: GRAPHIC_LIMITS.name })}
                slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'graphic-name' } }}
              />
              <TextField
                select
                label={SYSTEM_TOOLS_TEXTS.STRUCTURE}
                required
                disabled={!writable}
                value={values.structureId ?? ''}
                onChange={(e) => set({ structureId: e.target.value === '' ? null : Number(e.target.value) })}
                error={!!errors.structureId}
                helperText={errors.structureId}
                slotProps={{ htmlInput: { 'data-testid': 'graphic-structure' } }}
              >
                {values.structureId !== null &&
                !structures.data?.items.some((s) => s.id === values.structureId) &&
                structure.data ? (
                  <MenuItem value={structure.data.id}>{structure.data.name}</MenuItem>
                ) : null}
                {(structures.data?.items ?? []).map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={NOTIFICHE_TEXTS.FIELD_TITLE}
                disabled={!writable}
                value={values.title}
                onChange={(e) => set({ title: e.target.value })}
                error={!!errors['design.title']}
                helperText={
                  errors['design.title'] ??
                  format(T.TITLE_PLACEHOLDERS, { placeholders: GRAPHIC_PLACEHOLDERS.map((p) => `{${p}}`).join(' ') })
                }
                slotProps={{ htmlInput: { maxLength: GRAPHIC_LIMITS.title, 'data-testid': 'graphic-title' } }}
              />
              {values.texts.map((t, i) => (
                <TextField
                  key={i}
                  label={format(T.TEXT_N, { n: i + 1 })}
                  disabled={!writable}
                  value={t}
                  onChange={(e) =>
                    set({
                      texts: values.texts.map((x, j) => (j === i ? e.target.value : x)) as GraphicFormValues['texts'],
                    })
                  }
                  error={
                    !!errors[`design.texts.${values.texts.slice(0, i).filter((s) => s.trim()).length}`] &&
                    t.trim() !== ''
                  }
                  helperText={
                    t.trim() !== ''
                      ? errors[`design.texts.${values.texts.slice(0, i).filter((s) => s.trim()).length}`]
                      : undefined
                  }
                  slotProps={{ htmlInput: { maxLength: GRAPHIC_LIMITS.text, 'data-testid': `graphic-text-${i}` } }}
                />
              ))}
              <ColorSwatches
                label={T.BACKGROUND_COLOR}
                value={values.backgroundColor}
                onChange={(backgroundColor) =>
                  set(
                    isReadable(values.textColor, backgroundColor)
                      ? { backgroundColor }
                      : { backgroundColor, textColor: values.textColor },
                  )
                }
                disabled={writable ? undefined : () => true}
                testId="graphic-background-color"
              />
              <ColorSwatches
                label={T.TEXT_COLOR}
                value={values.textColor}
                onChange={(textColor) => set({ textColor })}
                disabled={(c) => !writable || !isReadable(c, values.backgroundColor)}
                against={values.backgroundColor}
                error={errors['design.textColor']}
                testId="graphic-text-color"
              />
              <ColorSwatches
                label={T.NUMBERS_COLOR}
                value={values.accentColor}
                onChange={(accentColor) => set({ accentColor })}
                disabled={writable ? undefined : () => true}
                testId="graphic-accent-color"
              />
              <Box>
                {writable ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Button
                      component="label"
                      variant="outlined"
                      startIcon={<UploadFileOutlined />}
                      data-testid="graphic-image-upload"
                    >
                      {T.BACKGROUND_IMAGE}
                      <input
                        hidden
                        type="file"
                        accept="image/png,image/jpeg"
                        onChange={onImage}
                        data-testid="graphic-image-input"
                      />
                    </Button>
                    {values.backgroundImage ? (
                      <Button onClick={() => set({ backgroundImage: null })} data-testid="graphic-image-remove">
                        {T.REMOVE_IMAGE}
                      </Button>
                    ) : null}
                  </Stack>
                ) : null}
                <Typography
                  variant="caption"
                  color={imageError || errors['design.backgroundImage'] ? 'error' : 'text.secondary'}
                  data-testid="graphic-image-help"
                >
                  {imageError ?? errors['design.backgroundImage'] ?? T.BACKGROUND_IMAGE_HINT}
                </Typography>
              </Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={values.showLogo}
                    disabled={!writable}
                    onChange={(e) => set({ showLogo: e.target.checked })}
                  />
                }
                label={T.GAME_LOGO}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={values.attached}
                    disabled={!writable}
                    onChange={(e) => set({ attached: e.target.checked })}
                    slotProps={{ input: { 'aria-label': T.LINKED_TO_STRUCTURE } }}
                    data-testid="graphic-attached"
                  />
                }
                label={T.LINKED_TO_STRUCTURE_HINT}
              />
              {writable ? (
                <Box>
                  <Button
                    type="submit"
                    variant="contained"
                    startIcon={<SaveOutlined />}
                    disabled={save.isPending}
                    data-testid="graphic-save"
                  >
                    {backToStructure ? T.SAVE_AND_BACK : T.SAVE_GRAPHIC}
                  </Button>
                </Box>
              ) : null}
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
            <Paper
              variant="outlined"
              sx={{ p: 2.5 }}
              component="section"
              aria-label={SYSTEM_TOOLS_TEXTS.IMPORT_PREVIEW}
            >
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {SYSTEM_TOOLS_TEXTS.IMPORT_PREVIEW}
              </Typography>
              {svg ? (
                <SvgCard svg={svg} label={T.PREVIEW_LABEL} testId="graphic-live-preview" />
              ) : structure.isError ? (
                <Alert severity="error">{graphicErrorText(structure.error, ERRORS.GRAPHIC_PREVIEW_ERROR)}</Alert>
              ) : (
                <Typography color="text.secondary" data-testid="graphic-preview-empty">
                  {T.PREVIEW_EMPTY}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {T.PREVIEW_SAMPLE}
              </Typography>
            </Paper>
          </Box>
        </Grid>
      </Grid>
    </>
  );
}
