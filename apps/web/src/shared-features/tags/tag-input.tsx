import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { GameSlug } from '@bacheca/domain';
import { tagsQueryOptions } from './tags-api';
import * as TAG_INPUT_TEXTS from '@bacheca/domain/messages-tag-input';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

export interface TagInputProps {
  game: GameSlug;
  value: string[];
  onChange: (tags: string[]) => void;
  label?: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  onBlur?: () => void;
  'data-testid'?: string;
}

const MAX_TAG = 40;

/** Tags: the game's existing ones suggested, new ones typed and confirmed with Enter (or by leaving the field). */
export function TagInput({
  game,
  value,
  onChange,
  label = UI_TEXTS.TAGS,
  error,
  helperText,
  disabled,
  required,
  onBlur,
  ...rest
}: TagInputProps) {
  const tags = useQuery({ ...tagsQueryOptions(game), meta: { silent: true } });
  const options = (tags.data?.items ?? []).map((t) => t.name);
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={options}
      value={value}
      disabled={disabled}
      onChange={(_e, next) => {
        const clean = [...new Set(next.map((t) => t.trim().slice(0, MAX_TAG)).filter(Boolean))];
        onChange(clean);
      }}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText ?? TAG_INPUT_TEXTS.HINT}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': rest['data-testid'], maxLength: MAX_TAG },
          }}
        />
      )}
    />
  );
}
