import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectFilterOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFilterProps<T extends string> {
  label: string;
  /** The value in the URL; undefined means no filter. */
  value: T | undefined;
  options: ReadonlyArray<SelectFilterOption<T>>;
  onChange: (value: T | undefined) => void;
  /** The first entry, which clears the filter. */
  allLabel?: string;
  minWidth?: number;
  /** Keep the label above the field, so the empty choice shows its text ("Tutti") instead of a blank (the default: a blank select reads as broken). */
  showAll?: boolean;
  'data-testid'?: string;
}

/** Values as options, each labelled by `label` (the value itself by default). */
export function optionsOf<T extends string>(
  values: readonly T[],
  label: (value: T) => string = (v) => v,
): SelectFilterOption<T>[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** A list filter over a fixed set of values: the empty choice ("Tutti"/"Tutte") means no filter. */
export function SelectFilter<T extends string>({
  label,
  value,
  options,
  onChange,
  allLabel = 'Tutti',
  minWidth = 150,
  showAll = true,
  ...rest
}: SelectFilterProps<T>) {
  const htmlInput = { 'data-testid': rest['data-testid'] };
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}
      sx={{ minWidth }}
      slotProps={showAll ? { select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput } : { htmlInput }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
