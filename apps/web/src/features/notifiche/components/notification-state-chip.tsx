import Chip from '@mui/material/Chip';
import { NOTIFICATION_STATE_LABELS } from '@bacheca/domain/enums';
import type { NotificationState } from '@bacheca/domain';

const COLOR = { ACTIVE: 'success', SCHEDULED: 'info', EXPIRED: 'default' } as const;

/** Programmata / Attiva / Scaduta. */
export function NotificationStateChip({ state }: { state: NotificationState }) {
  return (
    <Chip
      size="small"
      label={NOTIFICATION_STATE_LABELS[state]}
      color={COLOR[state]}
      variant={state === 'EXPIRED' ? 'outlined' : 'filled'}
      data-testid={`state-${state}`}
    />
  );
}
