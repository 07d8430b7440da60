import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A definition list of label/value pairs in a responsive grid, or in a wrapping row (`row`). Every `DetailItem` must
 * sit directly inside one: a `dt`/`dd` pair outside a `dl` is invalid markup (axe `dlitem`).
 */
export function DetailList({
  children,
  columns = 2,
  row = false,
  minColumnWidth,
}: {
  children: ReactNode;
  columns?: number;
  row?: boolean;
  /** As many columns as fit at this width each (e.g. a date and time on one line), instead of `columns`. */
  minColumnWidth?: string;
}) {
  return (
    <Box
      component="dl"
      sx={
        row
          ? { m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }
          : {
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: minColumnWidth
                ? `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}), 1fr))`
                : { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
            }
      }
    >
      {children}
    </Box>
  );
}

export function DetailItem({
  label,
  value,
  testId,
  nowrap = false,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  /** A value never broken across lines (a date and time). */
  nowrap?: boolean;
}) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, ...(nowrap ? { whiteSpace: 'nowrap' } : { wordBreak: 'break-word' }) }}
        data-testid={testId}
      >
        {empty ? '—' : value}
      </Typography>
    </Box>
  );
}
