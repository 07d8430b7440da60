import Chip from '@mui/material/Chip';

/** A boolean as a small chip: green/grey, or red when `danger` and true (e.g. "Bloccata"). */
export function YesNoChip({
  value,
  yes = 'Sì',
  no = 'No',
  danger,
  testId,
}: {
  value: boolean;
  yes?: string;
  no?: string;
  danger?: boolean;
  testId?: string;
}) {
  const color = value ? (danger ? 'error' : 'success') : 'default';
  return (
    <Chip
      size="small"
      label={value ? yes : no}
      color={color}
      variant={value ? 'filled' : 'outlined'}
      data-testid={testId}
      data-value={value}
    />
  );
}
