import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { GAMES } from '@bacheca/domain/games';
import { format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import * as T from '@bacheca/domain/messages-preferenze';
import { preferencesSchema } from '@bacheca/domain/schemas/publication';
import type { GameSlug, Preferences, PreferencesResponse } from '@bacheca/domain';
import { DetailPage } from '../../../components/detail-page';
import { PageHeader } from '../../../components/page-header';
import { preferencesQueryOptions, publicationKeys } from '../../jobs/api/publication-api';
import { useCanWrite } from '../../../lib/use-can-write';
import { api, errorText, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

const route = getRouteApi('/app/$game/preferenze');

type NumberField =
  | 'contestsSelectableAdmin'
  | 'contestsSelectableShowcase'
  | 'featuredContests'
  | 'upsellingContests'
  | 'autoAssignPercentage';
type BoolField = 'multiPurchase' | 'webEnabled' | 'terminalEnabled';
const NUMBER_FIELDS: Array<[NumberField, string, string]> = [
  ['contestsSelectableAdmin', T.CONTESTS_SELECTABLE_ADMIN, T.CONTESTS_SELECTABLE_ADMIN_HINT],
  ['contestsSelectableShowcase', T.CONTESTS_SELECTABLE_SHOWCASE, T.HINT_1_100],
  ['featuredContests', T.FEATURED_CONTESTS, T.HINT_1_100],
  ['upsellingContests', T.UPSELLING_CONTESTS, T.HINT_3_15],
  ['autoAssignPercentage', T.AUTO_ASSIGN_PERCENTAGE, T.HINT_0_100],
];
const BOOL_FIELDS: Array<[BoolField, string]> = [
  ['multiPurchase', T.MULTI_PURCHASE],
  ['webEnabled', T.WEB_ENABLED],
  ['terminalEnabled', T.TERMINAL_ENABLED],
];

type Draft = Omit<Preferences, NumberField> & Record<NumberField, string>;
const toDraft = (p: PreferencesResponse): Draft => ({
  contestsSelectableAdmin: String(p.contestsSelectableAdmin),
  contestsSelectableShowcase: String(p.contestsSelectableShowcase),
  featuredContests: String(p.featuredContests),
  upsellingContests: String(p.upsellingContests),
  autoAssignPercentage: String(p.autoAssignPercentage),
  premiumThreshold: p.premiumThreshold,
  multiPurchase: p.multiPurchase,
  webEnabled: p.webEnabled,
  terminalEnabled: p.terminalEnabled,
  version: p.version,
});

function PreferencesForm({ game, prefs }: { game: GameSlug; prefs: PreferencesResponse }) {
  const qc = useQueryClient();
  const writable = useCanWrite();
  const [draft, setDraft] = useState<Draft>(() => toDraft(prefs));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      ...draft,
      ...Object.fromEntries(NUMBER_FIELDS.map(([k]) => [k, draft[k].trim() === '' ? Number.NaN : Number(draft[k])])),
      premiumThreshold: draft.premiumThreshold.trim(),
    };
    const parsed = preferencesSchema.safeParse(body);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
      setErrors(out);
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const saved = await api.put<PreferencesResponse>(`/games/${game}/preferences`, parsed.data);
      qc.setQueryData(publicationKeys.preferences(game), saved);
      setDraft(toDraft(saved));
      setErrors({});
      toast.success(saved.message ?? SUCCESS.PREFERENCES_SAVED);
    } catch (err) {
      setErrors(
        isApiError(err)
          ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k.replace(/^body\./, ''), v]))
          : {},
      );
      setFormError(errorText(err));
      toast.error(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 3 }}
      component="form"
      noValidate
      onSubmit={(e) => void save(e)}
      data-testid="preferences-form"
    >
      <Stack spacing={2.5}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Grid container spacing={2}>
          {NUMBER_FIELDS.map(([k, label, help]) => (
            <Grid key={k} size={{ xs: 12, md: 6 }}>
              <TextField
                label={label}
                value={draft[k]}
                onChange={(e) => {
                  setDraft((d) => ({ ...d, [k]: e.target.value }));
                  setErrors((x) => ({ ...x, [k]: '' }));
                }}
                error={!!errors[k]}
                helperText={errors[k] || help}
                disabled={!writable}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `pref-${k}` } }}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={T.PREMIUM_THRESHOLD}
              value={draft.premiumThreshold}
              onChange={(e) => {
                setDraft((d) => ({ ...d, premiumThreshold: e.target.value }));
                setErrors((x) => ({ ...x, premiumThreshold: '' }));
              }}
              error={!!errors.premiumThreshold}
              helperText={errors.premiumThreshold || T.PREMIUM_THRESHOLD_HINT}
              disabled={!writable}
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'pref-premiumThreshold' } }}
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {BOOL_FIELDS.map(([k, label]) => (
            <FormControlLabel
              key={k}
              label={label}
              control={
                <Switch
                  checked={draft[k]}
                  disabled={!writable}
                  onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.checked }))}
                  slotProps={{ input: { 'data-testid': `pref-${k}` } as object }}
                />
              }
            />
          ))}
        </Stack>
        {writable ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveOutlined />}
              disabled={saving}
              data-testid="preferences-save"
            >
              {T.SAVE}
            </Button>
            <span>
              {format(T.LAST_CHANGE, { at: formatDateTime(prefs.updatedAt) })}
              {prefs.updatedBy ? format(T.LAST_CHANGE_BY, { user: prefs.updatedBy }) : ''}
            </span>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /{game}/preferenze (spec §3, §5): every preference of the game, saved with the optimistic lock. */
export function PreferenzePage() {
  const { game: gameParam } = route.useParams();
  const game = gameParam as GameSlug;
  const q = useQuery(preferencesQueryOptions(game));
  return (
    <DetailPage query={q} title={T.TITLE}>
      {(prefs) => (
        <>
          <PageHeader title={format(T.HEADER, { game: GAMES[game].label })} subtitle={T.SUBTITLE} />
          <PreferencesForm key={`${game}-${prefs.version}`} game={game} prefs={prefs} />
        </>
      )}
    </DetailPage>
  );
}
