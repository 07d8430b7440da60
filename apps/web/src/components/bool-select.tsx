import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface BoolSelectProps {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  trueLabel?: string;
  falseLabel?: string;
  'data-testid'?: string;
}

/** A yes/no filter with "Tutti": undefined means no filter. */
export function BoolSelect({ label, value, onChange, trueLabel = 'Sì', falseLabel = 'No', ...rest }: BoolSelectProps) {
  const v = value === undefined ? '' : value ? 'true' : 'false';
  return (
    <TextField
      select
      size="small"
      label={label}
      value={v}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
      sx={{ minWidth: 140 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': rest['data-testid'] } }}
    >
      <MenuItem value="">Tutti</MenuItem>
      <MenuItem value="true">{trueLabel}</MenuItem>
      <MenuItem value="false">{falseLabel}</MenuItem>
    </TextField>
  );
}
