import Chip from '@mui/material/Chip';
import type { StructureStatus } from '@bacheca/domain';

const COLORS: Record<StructureStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  BOZZA: 'warning',
  ASSOCIATA: 'info',
  COMPLETATA: 'success',
  CANCELLATA: 'error',
};

/** Status of a structure or system, shown as its code: the codes are the Italian words (BOZZA, ASSOCIATA, …). */
export function StatusChip({ status, testId }: { status: StructureStatus; testId?: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={status}
      data-testid={testId}
      data-status={status}
    />
  );
}
