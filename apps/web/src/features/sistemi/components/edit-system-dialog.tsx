import { useState } from 'react';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { STRUCTURE_LIMITS, systemUpdateRequest } from '@bacheca/domain/schemas/structures';
import { SUCCESS } from '@bacheca/domain/messages';
import type { GameSlug, SystemDetail } from '@bacheca/domain';
import { TagInput } from '../../../components/game-board/tag-input';
import { errorText } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useUpdateSystem } from '../api/system-mutations';

type Field = 'name' | 'tags' | 'evidence';

/** Edit a system: SiCe name (≤ 15), tags and evidence flag; the rest comes from the structure (contests: "Pubblica"). */
export function EditSystemDialog({ game, system, open, onClose }: { game: GameSlug; system: SystemDetail; open: boolean; onClose: () => void }) {
  const update = useUpdateSystem(game, system.id);
  const [name, setName] = useState(system.name);
  const [tags, setTags] = useState<string[]>(system.tags);
  const [evidence, setEvidence] = useState(system.evidence);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  // A fresh form each time the dialog opens, and when the system changes while it is open (adjusted while rendering).
  const openedOn = open ? system.version : null;
  const [seenOpenedOn, setSeenOpenedOn] = useState(openedOn);
  if (seenOpenedOn !== openedOn) {
    setSeenOpenedOn(openedOn);
    if (open) {
      setName(system.name);
      setTags(system.tags);
      setEvidence(system.evidence);
      setErrors({});
      setFormError(null);
    }
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // A system still without a name keeps none unless one is typed (an empty name is refused).
    const body = { name: name.trim() === '' && system.name === '' ? undefined : name, tags, evidence, version: system.version };
    const parsed = systemUpdateRequest.safeParse(body);
    if (!parsed.success) {
      const out: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) out[(issue.path[0] as Field) ?? 'name'] ??= issue.message;
      setErrors(out);
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      toast.success(SUCCESS.SYSTEM_UPDATED);
      onClose();
    } catch (err) {
      const message = errorText(err);
      const fields = fieldErrorsOf<Field>(err, ['name', 'tags', 'evidence']);
      setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      setFormError(message);
      toast.error(message);
    }
  };

  return (
    <Dialog open={open} onClose={update.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="edit-system-title" data-testid="edit-system-dialog">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="edit-system-title">Modifica sistema</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <TextField
              label="Nome (SiCe)"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setErrors((x) => ({ ...x, name: undefined }));
              }}
              error={!!errors.name}
              helperText={errors.name ?? `${name.length}/${STRUCTURE_LIMITS.systemName} – obbligatorio per la pubblicazione`}
              slotProps={{ htmlInput: { maxLength: STRUCTURE_LIMITS.systemName + 10, 'data-testid': 'system-edit-name' } }}
            />
            <TagInput game={game} value={tags} onChange={setTags} error={!!errors.tags} helperText={errors.tags} data-testid="system-edit-tags" />
            <FormControlLabel
              label="In evidenza"
              control={<Switch checked={evidence} onChange={(e) => setEvidence(e.target.checked)} slotProps={{ input: { 'data-testid': 'system-edit-evidence' } as object }} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            Annulla
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending} data-testid="system-edit-save">
            Salva
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
