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
import { SUCCESS } from '@bacheca/domain/messages';
import { preferencesSchema } from '@bacheca/domain/schemas/publication';
import type { GameSlug, Preferences, PreferencesResponse } from '@bacheca/domain';
import { DetailPage } from '../../../components/detail-page';
import { PageHeader } from '../../../components/page-header';
import { preferencesQueryOptions, publicationKeys } from '../../../components/game-board/publication-api';
import { useCanWrite } from '../../../components/game-board/use-can-write';
import { api, errorText, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

const route = getRouteApi('/app/$game/preferenze');

type NumberField = 'contestsSelectableAdmin' | 'contestsSelectableShowcase' | 'featuredContests' | 'upsellingContests' | 'autoAssignPercentage';
type BoolField = 'multiPurchase' | 'webEnabled' | 'terminalEnabled';
const NUMBER_FIELDS: Array<[NumberField, string, string]> = [
  ['contestsSelectableAdmin', 'Concorsi selezionabili in amministrazione', 'Da 1 a 100: quanti concorsi offre il dialogo di pubblicazione'],
  ['contestsSelectableShowcase', 'Concorsi selezionabili in vetrina', 'Da 1 a 100'],
  ['featuredContests', 'Concorsi in evidenza', 'Da 1 a 100'],
  ['upsellingContests', 'Concorsi di upselling mostrati', 'Da 3 a 15'],
  ['autoAssignPercentage', 'Quote assegnate alla ricevitoria che propone un sistema (%)', 'Da 0 a 100'],
];
const BOOL_FIELDS: Array<[BoolField, string]> = [
  ['multiPurchase', 'Acquisto multiplo'],
  ['webEnabled', 'Gioco abilitato sul web'],
  ['terminalEnabled', 'Gioco abilitato sul terminale'],
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
      setErrors(isApiError(err) ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k.replace(/^body\./, ''), v])) : {});
      setFormError(errorText(err));
      toast.error(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="form" noValidate onSubmit={(e) => void save(e)} data-testid="preferences-form">
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
              label="Soglia sistemi premium (euro,centesimi)"
              value={draft.premiumThreshold}
              onChange={(e) => {
                setDraft((d) => ({ ...d, premiumThreshold: e.target.value }));
                setErrors((x) => ({ ...x, premiumThreshold: '' }));
              }}
              error={!!errors.premiumThreshold}
              helperText={errors.premiumThreshold || 'Es. 50 oppure 50,00'}
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
              control={<Switch checked={draft[k]} disabled={!writable} onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.checked }))} slotProps={{ input: { 'data-testid': `pref-${k}` } as object }} />}
            />
          ))}
        </Stack>
        {writable ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained" startIcon={<SaveOutlined />} disabled={saving} data-testid="preferences-save">
              Salva preferenze
            </Button>
            <span>
              Ultima modifica: {formatDateTime(prefs.updatedAt)}
              {prefs.updatedBy ? ` (${prefs.updatedBy})` : ''}
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
    <DetailPage query={q} title="Preferenze">
      {(prefs) => (
        <>
          <PageHeader title={`Preferenze – ${GAMES[game].label}`} subtitle="Concorsi offerti, upselling, quote assegnate, soglia premium e canali del gioco." />
          <PreferencesForm key={`${game}-${prefs.version}`} game={game} prefs={prefs} />
        </>
      )}
    </DetailPage>
  );
}
