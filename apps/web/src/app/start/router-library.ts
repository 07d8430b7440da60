/** Start stage (see main.tsx): TanStack Router's library, before our route tree is built on it. */
export { RouterProvider, createRouter } from '@tanstack/react-router';
