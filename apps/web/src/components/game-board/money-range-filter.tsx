import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ERRORS, format } from '@bacheca/domain/messages';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';
import { EURO_FORMAT_MESSAGE, centsToInput, parseEuroInput } from '../../lib/money';

export interface MoneyRangeFilterProps {
  label: string;
  /** Cents in the URL. */
  from: number | undefined;
  to: number | undefined;
  onCommit: (range: { from: number | undefined; to: number | undefined }) => void;
  /** Message when from > to (QUOTE_RANGE_INVALID / TOTAL_RANGE_INVALID). */
  rangeMessage: string;
  testId: string;
}

/**
 * A price range typed in euro,cents ("12", "12,5", "1.234,50") and kept in the URL as cents. Applied on Enter or
 * blur; a value that does not parse, or from > to, is shown as an error and not applied.
 */
export function MoneyRangeFilter({ label, from, to, onCommit, rangeMessage, testId }: MoneyRangeFilterProps) {
  const [fromText, setFromText] = useState(centsToInput(from));
  const [toText, setToText] = useState(centsToInput(to));
  const [error, setError] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  // follow the URL when it changes (back/forward, "Azzera filtri"): adjusted while rendering, not in an effect
  const [seen, setSeen] = useState({ from, to });
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    if (seen.from !== from) setFromText(centsToInput(from));
    if (seen.to !== to) setToText(centsToInput(to));
  }

  const commit = () => {
    const f = parseEuroInput(fromText);
    const t = parseEuroInput(toText);
    if (f !== null && Number.isNaN(f)) return setError({ field: 'from', message: EURO_FORMAT_MESSAGE });
    if (t !== null && Number.isNaN(t)) return setError({ field: 'to', message: EURO_FORMAT_MESSAGE });
    if (f !== null && t !== null && f > t) return setError({ field: 'to', message: rangeMessage });
    setError(null);
    const next = { from: f ?? undefined, to: t ?? undefined };
    if (next.from !== from || next.to !== to) onCommit(next);
  };
  const keyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={format(UI_TEXTS.RANGE_FROM, { label })}
        value={fromText}
        onChange={(e) => setFromText(e.target.value)}
        onBlur={commit}
        onKeyDown={keyDown}
        error={error?.field === 'from'}
        helperText={error?.field === 'from' ? error.message : undefined}
        sx={{ width: 172 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `${testId}-from` } }}
      />
      <TextField
        size="small"
        label={format(UI_TEXTS.RANGE_TO, { label })}
        value={toText}
        onChange={(e) => setToText(e.target.value)}
        onBlur={commit}
        onKeyDown={keyDown}
        error={error?.field === 'to'}
        helperText={error?.field === 'to' ? error.message : undefined}
        sx={{ width: 172 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `${testId}-to` } }}
      />
    </Stack>
  );
}

/** The price filters of the structure and system lists, in cents. */
export interface PriceRangeSearch {
  quotaPriceFrom?: number;
  quotaPriceTo?: number;
  totalPriceFrom?: number;
  totalPriceTo?: number;
}

/** "Prezzo quota" and, with `totalLabel`, the total price range ("Costo totale" / "Prezzo totale"). */
export function PriceRangeFilters({
  search,
  onChange,
  totalLabel,
}: {
  search: PriceRangeSearch;
  onChange: (changes: PriceRangeSearch) => void;
  totalLabel?: string;
}) {
  return (
    <>
      <MoneyRangeFilter
        label={UI_TEXTS.QUOTA_PRICE}
        from={search.quotaPriceFrom}
        to={search.quotaPriceTo}
        rangeMessage={ERRORS.QUOTE_RANGE_INVALID}
        onCommit={({ from, to }) => onChange({ quotaPriceFrom: from, quotaPriceTo: to })}
        testId="filter-quota"
      />
      {totalLabel ? (
        <MoneyRangeFilter
          label={totalLabel}
          from={search.totalPriceFrom}
          to={search.totalPriceTo}
          rangeMessage={ERRORS.TOTAL_RANGE_INVALID}
          onCommit={({ from, to }) => onChange({ totalPriceFrom: from, totalPriceTo: to })}
          testId="filter-total"
        />
      ) : null}
    </>
  );
}
