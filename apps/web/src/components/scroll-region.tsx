import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A table (or any wide content) that scrolls sideways inside its card, never the page: on a phone the outlet's
 * tables are wider than the screen. The region is focusable and named, so a keyboard user can scroll it too
 * (axe "scrollable-region-focusable").
 */
export function ScrollRegion({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      sx={{ overflowX: 'auto', maxWidth: '100%' }}
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}
