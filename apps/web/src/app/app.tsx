import { RouterProvider } from '@tanstack/react-router';
import { installSessionHandlers } from '../lib/session/session-actions';
import { Providers } from './providers';
import { router } from './router';

installSessionHandlers(async (href) => {
  await router.navigate({ href, replace: true });
});

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
