import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { JOB_OUTCOME_LABELS, JOB_OUTCOME_PENDING_LABEL, JOB_STATUS_LABELS } from '@bacheca/domain/enums';
import type { JobOutcome, JobStatus } from '@bacheca/domain';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-jobs';

const STATUS_COLORS: Record<JobStatus, 'info' | 'success' | 'error' | 'warning'> = {
  IN_CORSO: 'info',
  COMPLETATO: 'success',
  ERRORE: 'error',
  ANNULLATO: 'warning',
};
const OUTCOME_COLORS: Record<JobOutcome, 'success' | 'default' | 'error' | 'warning'> = {
  PUBBLICATO: 'success',
  GIA_PRESENTE: 'default',
  ERRORE: 'error',
  ANNULLATO: 'warning',
};

export function JobStatusChip({ status, testId }: { status: JobStatus; testId?: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={JOB_STATUS_LABELS[status]}
      data-testid={testId}
      data-status={status}
    />
  );
}

export function OutcomeChip({ outcome }: { outcome: JobOutcome | null }) {
  if (!outcome) return <Chip size="small" variant="outlined" label={JOB_OUTCOME_PENDING_LABEL} data-outcome="" />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={OUTCOME_COLORS[outcome]}
      label={JOB_OUTCOME_LABELS[outcome]}
      data-outcome={outcome}
    />
  );
}

/** processingRate 0–100 as a bar with its percentage. */
export function JobProgress({ rate, running, testId }: { rate: number; running: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }} data-testid={testId} data-rate={rate}>
      <LinearProgress
        variant="determinate"
        value={rate}
        color={running ? 'primary' : 'success'}
        sx={{ flexGrow: 1, height: 8, borderRadius: 1 }}
        aria-label={format(T.PROGRESS_LABEL, { rate })}
      />
      <Typography variant="caption" sx={{ minWidth: 36 }}>
        {rate}%
      </Typography>
    </Box>
  );
}
