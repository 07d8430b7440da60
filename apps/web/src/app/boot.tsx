import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { router } from './router';

/**
 * Renders the application into #root (replacing the login's frame, if any, on the first commit; see main.tsx).
 *
 * The router first resolves the address (guards, redirects, the page's chunk), so the first render is the page
 * itself: had the page's chunk arrived during the render, the router's store would have re-rendered the tree
 * synchronously, in one long task. The render then runs inside a transition: React renders in slices of a few
 * milliseconds instead of one long task.
 */
export async function boot(container: HTMLElement) {
  await router.load();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
