import Chip from '@mui/material/Chip';

const LABELS = { NONE: 'Da inserire', BOZZA: 'In attesa di conferma', CONFERMATO: 'Confermato' } as const;
const COLORS = { NONE: 'default', BOZZA: 'warning', CONFERMATO: 'success' } as const;

/** The state of a contest's draw result: none yet, a draft waiting for a second user, confirmed. */
export function ResultStatusChip({ status, testId }: { status: 'BOZZA' | 'CONFERMATO' | null; testId?: string }) {
  const key = status ?? 'NONE';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[key]}
      label={LABELS[key]}
      data-testid={testId}
      data-status={key}
    />
  );
}
