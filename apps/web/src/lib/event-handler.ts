/**
 * An event handler from an async function. React ignores what a handler returns, so the promise is dropped here on
 * purpose and in one place; a rejection the function does not handle itself still reaches the window's
 * `unhandledrejection` (the error reporting) as before.
 */
export function eventHandler<A extends unknown[]>(run: (...args: A) => Promise<unknown>): (...args: A) => void {
  return (...args) => {
    void run(...args);
  };
}
