import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

/** The row of filters above a list, with "Azzera filtri". */
export function FilterBar({ children, onReset, canReset }: { children: ReactNode; onReset: () => void; canReset: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Filtri" data-testid="filter-bar">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {children}
        <Button onClick={onReset} disabled={!canReset} data-testid="filters-reset">
          Azzera filtri
        </Button>
      </Stack>
    </Paper>
  );
}
