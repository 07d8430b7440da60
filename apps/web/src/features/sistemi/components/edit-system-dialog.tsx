import { useState } from 'react';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import Stack from '@mui/material/Stack';
import { systemUpdateRequest } from '@bacheca/domain/schemas/structures';
import * as SUCCESS from '@bacheca/domain/messages-success';
import * as T from '@bacheca/domain/messages-sistemi-detail';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import type { GameSlug, SystemDetail } from '@bacheca/domain';
import { errorText } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useUpdateSystem } from '../api/system-mutations';
import { SystemFields } from './system-fields';

type Field = 'name' | 'tags' | 'evidence';

/** Edit a system: SiCe name (≤ 15), tags and evidence flag; the rest comes from the structure (contests: "Pubblica"). */
export function EditSystemDialog({
  game,
  system,
  open,
  onClose,
}: {
  game: GameSlug;
  system: SystemDetail;
  open: boolean;
  onClose: () => void;
}) {
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
    const body = {
      name: name.trim() === '' && system.name === '' ? undefined : name,
      tags,
      evidence,
      version: system.version,
    };
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
    <Dialog
      open={open}
      onClose={update.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="edit-system-title"
      data-testid="edit-system-dialog"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="edit-system-title">{T.EDIT_TITLE}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <SystemFields
              game={game}
              values={{ name, tags, evidence }}
              errors={errors}
              onNameChange={(value) => {
                setName(value);
                setErrors((x) => ({ ...x, name: undefined }));
              }}
              onTagsChange={setTags}
              onEvidenceChange={setEvidence}
              testIds={{ name: 'system-edit-name', tags: 'system-edit-tags', evidence: 'system-edit-evidence' }}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          busy={update.isPending}
          submitLabel={C.SAVE}
          submitTestId="system-edit-save"
        />
      </form>
    </Dialog>
  );
}
