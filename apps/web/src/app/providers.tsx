import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/** Toasts close after 5 s (spec §1). */
export const TOAST_DURATION_MS = 5000;

/**
 * Where toasts appear: bottom centre. At the top right they covered the header's user name and the simulation
 * banner's "ESCI DALLA SIMULAZIONE" for 5 s (issue 16); the bottom centre holds no control on any screen (dialogs are
 * centred above it, list paging sits at the right).
 */
export const TOAST_POSITION = 'bottom-center' as const;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        {/* not richColors: its tinted toasts failed WCAG contrast (green text 4,25:1); plain toasts with a coloured icon */}
        <Toaster position={TOAST_POSITION} closeButton duration={TOAST_DURATION_MS} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
