import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from './toast';
import { errorText, isApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Query cache garbage time (spec §9). */
export const QUERY_GC_TIME_MS = 60_000;

function shouldToast(error: unknown, silent: boolean | undefined): boolean {
  // A 401 already produced "Sessione scaduta" and the redirect to /login.
  return !silent && !(isApiError(error) && error.status === 401);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (shouldToast(error, query.meta?.silent)) toast.error(errorText(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (shouldToast(error, mutation.meta?.silent)) toast.error(errorText(error));
      },
    }),
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 30_000,
        retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one client of the app (session actions clear it on logout and impersonation swaps). */
export const queryClient = createQueryClient();
