import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManualConstraints, Range } from '@bacheca/domain';
import * as T from '@bacheca/domain/messages-strutture';
import { NumberGrid, type CellLook } from '../../../components/game-board/number-grid';

export interface ManualMatrixProps {
  range: Range;
  value: ManualConstraints | undefined;
  onChange: (value: { fixed: number[]; excluded: number[] }) => void;
  /** Neutral numbers the automatic options leave out are dimmed (they will not be drawn). */
  allowed?: (n: number) => boolean;
  disabled?: boolean;
  testId: string;
  label: string;
  columns?: number;
}

/** neutral → fixed → excluded → neutral. */
export function nextState(
  n: number,
  value: { fixed: number[]; excluded: number[] },
): { fixed: number[]; excluded: number[] } {
  if (value.fixed.includes(n))
    return { fixed: value.fixed.filter((x) => x !== n), excluded: [...value.excluded, n].sort((a, b) => a - b) };
  if (value.excluded.includes(n)) return { fixed: value.fixed, excluded: value.excluded.filter((x) => x !== n) };
  return { fixed: [...value.fixed, n].sort((a, b) => a - b), excluded: value.excluded };
}

/** The manual constraints matrix: a click cycles a number neutral → fixed → excluded. */
export function ManualMatrix({ range, value, onChange, allowed, disabled, testId, label, columns }: ManualMatrixProps) {
  const current = { fixed: value?.fixed ?? [], excluded: value?.excluded ?? [] };
  const look = (n: number): CellLook =>
    current.fixed.includes(n)
      ? 'fixed'
      : current.excluded.includes(n)
        ? 'excluded'
        : allowed && !allowed(n)
          ? 'dimmed'
          : 'neutral';
  const describe = (n: number) =>
    current.fixed.includes(n)
      ? T.NUMBER_FIXED
      : current.excluded.includes(n)
        ? T.NUMBER_EXCLUDED
        : allowed && !allowed(n)
          ? T.NUMBER_DIMMED
          : T.NUMBER_NEUTRAL;
  // the figures are bold inside one sentence: the template is split around them
  const counts = T.MATRIX_COUNTS.split(/\{\w+\}/);
  return (
    <Stack spacing={1}>
      <NumberGrid
        range={range}
        look={look}
        describe={describe}
        onToggle={disabled ? undefined : (n) => onChange(nextState(n, current))}
        disabled={disabled}
        testId={testId}
        columns={columns}
        aria-label={label}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" data-testid={`${testId}-counts`}>
          {counts[0]}
          <strong>{current.fixed.length}</strong>
          {counts[1]}
          <strong>{current.excluded.length}</strong>
          {counts[2]}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {T.MATRIX_HELP}
        </Typography>
        {!disabled && (current.fixed.length || current.excluded.length) ? (
          <Button size="small" onClick={() => onChange({ fixed: [], excluded: [] })} data-testid={`${testId}-clear`}>
            {T.MATRIX_CLEAR}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
