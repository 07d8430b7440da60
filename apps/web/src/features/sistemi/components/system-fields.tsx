import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { STRUCTURE_LIMITS } from '@bacheca/domain/schemas/structures';
import type { GameSlug } from '@bacheca/domain';
import { format } from '@bacheca/domain/messages';
import { SYSTEM_FIELD_TEXTS as T } from '@bacheca/domain/messages-systems';
import { TagInput } from '../../../shared-features/tags/tag-input';

export interface SystemFieldsValues {
  name: string;
  tags: string[];
  evidence: boolean;
}

/**
 * A system's own fields, as the "new system" page and the edit dialog show them: SiCe name (with its length and the
 * publication rule), tags and the evidence switch. The caller holds the values and the errors.
 */
export function SystemFields({
  game,
  values,
  errors,
  onNameChange,
  onTagsChange,
  onEvidenceChange,
  testIds,
  nameSx,
}: {
  game: GameSlug;
  values: SystemFieldsValues;
  errors: { name?: string; tags?: string };
  onNameChange: (name: string) => void;
  onTagsChange: (tags: string[]) => void;
  onEvidenceChange: (evidence: boolean) => void;
  /** The evidence switch has a test id only where one is given. */
  testIds: { name: string; tags: string; evidence?: string };
  nameSx?: SxProps<Theme>;
}) {
  const { name, tags, evidence } = values;
  return (
    <>
      <TextField
        label={T.NAME}
        value={name}
        onChange={(e) => onNameChange(e.target.value)}
        error={!!errors.name}
        helperText={errors.name ?? format(T.NAME_HELP, { length: name.length, max: STRUCTURE_LIMITS.systemName })}
        sx={nameSx}
        slotProps={{
          htmlInput: { maxLength: STRUCTURE_LIMITS.systemName + 10, 'data-testid': testIds.name },
        }}
      />
      <TagInput
        game={game}
        value={tags}
        onChange={onTagsChange}
        error={!!errors.tags}
        helperText={errors.tags}
        data-testid={testIds.tags}
      />
      <FormControlLabel
        label={T.EVIDENCE}
        control={
          <Switch
            checked={evidence}
            onChange={(e) => onEvidenceChange(e.target.checked)}
            slotProps={testIds.evidence ? { input: { 'data-testid': testIds.evidence } as object } : undefined}
          />
        }
      />
    </>
  );
}
