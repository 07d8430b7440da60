import Chip from '@mui/material/Chip';
import type { StructureStatus } from '@bacheca/domain';
import { STATUS_LABELS } from './labels';

const COLORS: Record<StructureStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  BOZZA: 'warning',
  ASSOCIATA: 'info',
  COMPLETATA: 'success',
  CANCELLATA: 'error',
};

/** Status of a structure or system (BOZZA, ASSOCIATA, COMPLETATA, CANCELLATA). */
export function StatusChip({ status, testId }: { status: StructureStatus; testId?: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={STATUS_LABELS[status] ?? status}
      data-testid={testId}
      data-status={status}
    />
  );
}
