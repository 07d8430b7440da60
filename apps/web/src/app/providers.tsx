import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { queryClient } from '../lib/query-client';
import { loadedSonner, preloadToasts, subscribeSonner } from '../lib/toast';
import { theme } from './theme';

/** Toasts close after 5 s (spec §1). */
export const TOAST_DURATION_MS = 5000;

/**
 * Where toasts appear: bottom centre. At the top right they covered the header's user name and the simulation
 * banner's "ESCI DALLA SIMULAZIONE" for 5 s; the bottom centre holds no control on any screen (dialogs are
 * centred above it, list paging sits at the right).
 */
export const TOAST_POSITION = 'bottom-center' as const;

/** How long after the first render sonner is fetched when no toast asked for it first (see lib/toast.ts). */
const TOASTS_PRELOAD_DELAY_MS = 2000;

/** sonner's Toaster, mounted once sonner is loaded (lib/toast.ts): on the first toast or soon after the start. */
function Toasts() {
  const sonner = useSyncExternalStore(subscribeSonner, loadedSonner, loadedSonner);
  useEffect(() => {
    const timer = setTimeout(preloadToasts, TOASTS_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  /* not richColors: its tinted toasts failed WCAG contrast (green text 4,25:1); plain toasts with a coloured icon */
  return <Toaster position={TOAST_POSITION} closeButton duration={TOAST_DURATION_MS} />;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <Toasts />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
