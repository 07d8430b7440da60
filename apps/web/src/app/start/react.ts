/** Start stage (see main.tsx): React and react-dom evaluated in a task of their own. Only what the boot uses. */
export { StrictMode, startTransition } from 'react';
export { createRoot } from 'react-dom/client';
