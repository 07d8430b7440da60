import Chip from '@mui/material/Chip';
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '@bacheca/domain/schemas/outlet';

const COLORS: Record<ProposalStatus, 'default' | 'success' | 'error' | 'primary'> = {
  DA_VALUTARE: 'default',
  APPROVATA: 'success',
  RIFIUTATA: 'error',
  SVILUPPATA: 'primary',
};

/** A proposal's state (DA_VALUTARE → APPROVATA | RIFIUTATA → SVILUPPATA), for the outlet's and the staff's lists. */
export function ProposalStatusChip({ status, testId }: { status: ProposalStatus; testId?: string }) {
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      label={PROPOSAL_STATUS_LABELS[status]}
      data-testid={testId}
      data-status={status}
    />
  );
}

/** The numbers of a proposal, module by module: "1 2 3 · Euronumeri 4 5 · SuperStar 9". */
export function proposalNumbersText(
  modules: ReadonlyArray<{ numbers: number[]; euronumbers?: number[]; superstars?: number[] }>,
): string {
  return modules
    .map((m) =>
      [
        m.numbers.join(' '),
        m.euronumbers?.length ? `Euronumeri ${m.euronumbers.join(' ')}` : '',
        m.superstars?.length ? `SuperStar ${m.superstars.join(' ')}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    )
    .join(' / ');
}
