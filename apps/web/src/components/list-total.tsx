import Typography from '@mui/material/Typography';
import { formatCount } from '../lib/money';
import { format as fill } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-list-total';

export interface ListTotalProps {
  /** The list's total, undefined while it loads (the line keeps its height). */
  total: number | undefined;
  /** The noun for one item, when the list says it ("1 struttura"). */
  one?: string;
  many: string;
  /** How the number is written; digit groups with dots by default. */
  format?: (n: number) => string;
  /** The total is the server's estimate (`totalEstimated` of a large list): "circa 30.000 ricevitorie". */
  estimated?: boolean;
}

/** "1.234 strutture" above a list; "circa 30.000 ricevitorie" when the server estimated a large total. */
export function ListTotal({ total, one, many, format = formatCount, estimated = false }: ListTotalProps) {
  const text =
    total === undefined
      ? '\u00a0'
      : fill(estimated ? T.TOTAL_ESTIMATED : T.TOTAL, {
          count: format(total),
          noun: total === 1 && one ? one : many,
        });
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ mb: 1 }}
      data-testid="list-total"
      data-estimated={estimated ? 'true' : undefined}
      title={estimated ? T.ESTIMATED_HINT : undefined}
    >
      {text}
    </Typography>
  );
}
