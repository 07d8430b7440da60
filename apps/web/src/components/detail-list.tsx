import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A definition list of label/value pairs in a responsive grid, or in a wrapping row (`row`). Every `DetailItem` must
 * sit directly inside one: a `dt`/`dd` pair outside a `dl` is invalid markup (axe `dlitem`).
 */
export function DetailList({ children, columns = 2, row = false }: { children: ReactNode; columns?: number; row?: boolean }) {
  return (
    <Box
      component="dl"
      sx={
        row
          ? { m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }
          : { m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }
      }
    >
      {children}
    </Box>
  );
}

export function DetailItem({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={testId}>
        {empty ? '—' : value}
      </Typography>
    </Box>
  );
}
