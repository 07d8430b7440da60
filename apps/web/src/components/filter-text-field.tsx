import { useEffect, useRef, useState } from 'react';
import TextField from '@mui/material/TextField';

/** How long typing must pause before the list follows the text (search as you type). */
export const FILTER_DEBOUNCE_MS = 400;

export interface FilterTextFieldProps {
  label: string;
  /** The value in the URL. */
  value: string | undefined;
  /** Called when typing pauses, on Enter, or when the field loses focus with a changed value. */
  onCommit: (value: string | undefined) => void;
  width?: number;
  placeholder?: string;
  'data-testid'?: string;
}

const normalize = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/**
 * A text filter that searches as you type: the list follows once typing pauses for FILTER_DEBOUNCE_MS (one request
 * and one URL change per pause, not per keystroke), at once on Enter or blur. It follows the URL when that changes
 * (back/forward, "Azzera filtri"), but not when the URL merely catches up with what was typed: characters typed
 * while the list reloads are never lost.
 */
export function FilterTextField({ label, value, onCommit, width = 180, placeholder, ...rest }: FilterTextFieldProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [committed, setCommitted] = useState(value);
  // follow the URL when it changes: adjusted while rendering, not in an effect (no extra render with a stale draft)
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value !== committed) {
      setCommitted(value);
      setDraft(value ?? '');
    }
  }

  const onCommitRef = useRef(onCommit);
  useEffect(() => {
    onCommitRef.current = onCommit;
  }, [onCommit]);

  const commit = (text: string) => {
    const next = normalize(text);
    if (next === value) return;
    setCommitted(next);
    onCommitRef.current(next);
  };

  useEffect(() => {
    if (normalize(draft) === value) return undefined;
    const timer = setTimeout(() => {
      const next = normalize(draft);
      setCommitted(next);
      onCommitRef.current(next);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={draft}
      placeholder={placeholder}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => commit(draft)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit(draft);
        }
      }}
      sx={{ width }}
      slotProps={{ htmlInput: { 'data-testid': rest['data-testid'] } }}
    />
  );
}
