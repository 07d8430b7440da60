import Typography from '@mui/material/Typography';
import { formatCount } from './cost-preview/money';

export interface ListTotalProps {
  /** The list's total, undefined while it loads (the line keeps its height). */
  total: number | undefined;
  /** The noun for one item, when the list says it ("1 struttura"). */
  one?: string;
  many: string;
  /** How the number is written; digit groups with dots by default. */
  format?: (n: number) => string;
}

/** "1.234 strutture" above a list. */
export function ListTotal({ total, one, many, format = formatCount }: ListTotalProps) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="list-total">
      {total === undefined ? '\u00a0' : `${format(total)} ${total === 1 && one ? one : many}`}
    </Typography>
  );
}
