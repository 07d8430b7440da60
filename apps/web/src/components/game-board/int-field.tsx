import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type IntFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** NaN while empty or not a whole number. */
  value: number;
  onChange: (value: number) => void;
  'data-testid'?: string;
  min?: number;
  max?: number;
};

/** A whole-number field: the text as typed, the value as a number (NaN while empty or invalid). */
export function IntField({ value, onChange, min, max, slotProps, 'data-testid': testId, ...rest }: IntFieldProps) {
  const [text, setText] = useState(Number.isFinite(value) ? String(value) : '');
  // A new value from outside replaces the text unless the text already says it ("07" stays while the value is 7).
  // Adjusted while rendering, the way React advises for state that follows a prop.
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    const parsed = /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
    if (!(Number.isNaN(parsed) && Number.isNaN(value)) && parsed !== value)
      setText(Number.isFinite(value) ? String(value) : '');
  }
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(e) => {
        const t = e.target.value;
        setText(t);
        onChange(/^-?\d+$/.test(t.trim()) ? Number(t.trim()) : Number.NaN);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          'data-testid': testId,
          min,
          max,
          ...((slotProps?.htmlInput as object) ?? {}),
        },
      }}
    />
  );
}
