/** Start stage (see main.tsx): TanStack Query and the application's query client. */
export { QueryClientProvider } from '@tanstack/react-query';
export { queryClient } from '../../lib/query-client';
