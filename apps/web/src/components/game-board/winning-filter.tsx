import { WINS_TEXTS } from '@bacheca/domain/messages-results';
import { BoolSelect } from '../bool-select';

/**
 * "Solo vincenti" of the systems lists (issue 26): the URL's `winning` (true: a win on the contest's confirmed
 * result; false: every other system; absent: all). The server filters, so the export and the bulk actions by filter
 * take it too.
 */
export function WinningFilter({ value, onChange }: { value: boolean | undefined; onChange: (value: boolean | undefined) => void }) {
  return (
    <BoolSelect label={WINS_TEXTS.FILTER} value={value} onChange={onChange} trueLabel={WINS_TEXTS.ONLY_WINNING} falseLabel={WINS_TEXTS.NOT_WINNING} data-testid="filter-winning" />
  );
}
