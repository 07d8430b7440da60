import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROPOSAL_CHANNELS, SALES_CHANNELS, STRUCTURE_LIMITS } from '@bacheca/domain/schemas/structures';
import type { GameSlug } from '@bacheca/domain';
import * as T from '@bacheca/domain/messages-strutture';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import { PROPOSAL_CHANNEL_LABELS, SALES_CHANNEL_LABELS } from '@bacheca/domain/messages-board-labels';
import { TagInput } from '../../../shared-features/tags/tag-input';
import type { FieldErrors, StructureFormValues } from '../form-model';

export interface StepProps {
  game: GameSlug;
  values: StructureFormValues;
  onChange: (patch: Partial<StructureFormValues>) => void;
  errors: FieldErrors;
}

/** Step 1 "Creazione": name, descriptions, tags, proposal channels and sales channel. */
export function StepCreation({ game, values, onChange, errors }: StepProps) {
  const counter = (n: number, max: number) => `${n}/${max}`;
  return (
    <Stack spacing={2.5} data-testid="step-creazione">
      <TextField
        label={C.NAME}
        required
        value={values.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={!!errors.name}
        helperText={errors.name ?? counter(values.name.length, STRUCTURE_LIMITS.name)}
        slotProps={{ htmlInput: { 'data-testid': 'structure-name', maxLength: STRUCTURE_LIMITS.name + 20 } }}
      />
      <TextField
        label={T.SHORT_DESCRIPTION}
        required
        value={values.shortDescription}
        onChange={(e) => onChange({ shortDescription: e.target.value })}
        error={!!errors.shortDescription}
        helperText={
          errors.shortDescription ?? counter(values.shortDescription.length, STRUCTURE_LIMITS.shortDescription)
        }
        slotProps={{
          htmlInput: {
            'data-testid': 'structure-short-description',
            maxLength: STRUCTURE_LIMITS.shortDescription + 20,
          },
        }}
      />
      <TextField
        label={T.EXTENDED_DESCRIPTION}
        required
        multiline
        minRows={3}
        value={values.extendedDescription}
        onChange={(e) => onChange({ extendedDescription: e.target.value })}
        error={!!errors.extendedDescription}
        helperText={errors.extendedDescription}
        slotProps={{ htmlInput: { 'data-testid': 'structure-extended-description', maxLength: 4000 } }}
      />
      <TagInput
        game={game}
        required
        value={values.tags}
        onChange={(tags) => onChange({ tags })}
        error={!!errors.tags}
        helperText={errors.tags}
        data-testid="structure-tags"
      />
      <FormControl error={!!errors.proposalChannels} component="fieldset" required>
        <FormLabel component="legend">{T.PROPOSAL_CHANNELS}</FormLabel>
        <FormGroup row>
          {PROPOSAL_CHANNELS.map((c) => (
            <FormControlLabel
              key={c}
              label={PROPOSAL_CHANNEL_LABELS[c]}
              control={
                <Checkbox
                  checked={values.proposalChannels.includes(c)}
                  onChange={(e) =>
                    onChange({
                      proposalChannels: e.target.checked
                        ? PROPOSAL_CHANNELS.filter((x) => x === c || values.proposalChannels.includes(x))
                        : values.proposalChannels.filter((x) => x !== c),
                    })
                  }
                  slotProps={{ input: { 'data-testid': `structure-channel-${c}` } as object }}
                />
              }
            />
          ))}
        </FormGroup>
        {errors.proposalChannels ? <FormHelperText>{errors.proposalChannels}</FormHelperText> : null}
      </FormControl>
      <TextField
        select
        label={T.SALES_CHANNEL}
        required
        value={values.salesChannel}
        onChange={(e) => onChange({ salesChannel: e.target.value as StructureFormValues['salesChannel'] })}
        error={!!errors.salesChannel}
        helperText={errors.salesChannel}
        sx={{ maxWidth: 320 }}
        slotProps={{ htmlInput: { 'data-testid': 'structure-sales-channel' } }}
      >
        {SALES_CHANNELS.map((c) => (
          <MenuItem key={c} value={c} data-value={c}>
            {SALES_CHANNEL_LABELS[c]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
