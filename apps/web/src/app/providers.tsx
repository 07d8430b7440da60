import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Toaster } from 'sonner';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

dayjs.locale('it');

/** Toasts close after 5 s (spec §1). */
export const TOAST_DURATION_MS = 5000;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it">
          {children}
          <Toaster position="top-right" richColors closeButton duration={TOAST_DURATION_MS} />
        </LocalizationProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
