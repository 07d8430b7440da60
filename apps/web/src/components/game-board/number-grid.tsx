import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Range } from '@bacheca/domain';

/** How one number looks in the grid. */
export type CellLook = 'neutral' | 'fixed' | 'excluded' | 'selected' | 'dimmed';

export interface NumberGridProps {
  range: Range;
  look: (n: number) => CellLook;
  /** Accessible state of a number ("fisso", "escluso", "scelto", …). */
  describe: (n: number) => string;
  onToggle?: (n: number) => void;
  disabled?: boolean;
  columns?: number;
  testId: string;
  'aria-label': string;
}

const STYLES: Record<CellLook, object> = {
  neutral: { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'divider' },
  dimmed: { bgcolor: 'action.hover', color: 'text.disabled', borderColor: 'divider' },
  fixed: { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.dark', fontWeight: 700 },
  selected: { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.dark', fontWeight: 700 },
  excluded: {
    bgcolor: 'error.light',
    color: 'error.contrastText',
    borderColor: 'error.main',
    textDecoration: 'line-through',
  },
};

/** The numbers of a game's drum as a grid of buttons (constraints matrix, numbers of a system). */
export function NumberGrid({
  range,
  look,
  describe,
  onToggle,
  disabled,
  columns = 10,
  testId,
  ...rest
}: NumberGridProps) {
  const numbers: number[] = [];
  for (let n = range.min; n <= range.max; n++) numbers.push(n);
  return (
    <Box
      role="group"
      aria-label={rest['aria-label']}
      data-testid={testId}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(32px, 44px))`, gap: 0.5 }}
    >
      {numbers.map((n) => {
        const l = look(n);
        return (
          <ButtonBase
            key={n}
            disabled={disabled || !onToggle}
            onClick={() => onToggle?.(n)}
            aria-label={`${n}: ${describe(n)}`}
            aria-pressed={l === 'fixed' || l === 'selected' || l === 'excluded'}
            data-testid={`${testId}-${n}`}
            data-state={l}
            sx={{
              height: 32,
              border: 1,
              borderRadius: 1,
              fontSize: 13,
              fontVariantNumeric: 'tabular-nums',
              ...STYLES[l],
              '&.Mui-disabled': { opacity: disabled ? 0.6 : 1 },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            {n}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
