import { useState } from 'react';
import TextField from '@mui/material/TextField';

export interface FilterTextFieldProps {
  label: string;
  /** The value in the URL. */
  value: string | undefined;
  /** Called on Enter or when the field loses focus with a changed value. */
  onCommit: (value: string | undefined) => void;
  width?: number;
  placeholder?: string;
  'data-testid'?: string;
}

/**
 * A text filter that edits a draft and applies it on Enter or blur, so typing does not fire a request (and a
 * history entry) per keystroke. It follows the URL when that changes (back/forward, "Azzera filtri").
 */
export function FilterTextField({ label, value, onCommit, width = 180, placeholder, ...rest }: FilterTextFieldProps) {
  const [draft, setDraft] = useState(value ?? '');
  // follow the URL when it changes: adjusted while rendering, not in an effect (no extra render with a stale draft)
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  const commit = () => {
    const next = draft.trim() === '' ? undefined : draft.trim();
    if (next !== value) onCommit(next);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={draft}
      placeholder={placeholder}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
      sx={{ width }}
      slotProps={{ htmlInput: { 'data-testid': rest['data-testid'] } }}
    />
  );
}
