import { useEffect, useState } from 'react';
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
  useEffect(() => {
    const parsed = /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
    if (!(Number.isNaN(parsed) && Number.isNaN(value)) && parsed !== value) setText(Number.isFinite(value) ? String(value) : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
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
        htmlInput: { inputMode: 'numeric', 'data-testid': testId, min, max, ...((slotProps?.htmlInput as object) ?? {}) },
      }}
    />
  );
}
