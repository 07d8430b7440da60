import { useEffect, useState } from 'react';

/** `value`, settled for `delayMs` (0 = at once). Objects are compared by their JSON text. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
  useEffect(() => {
    // with no delay the value is returned as it is; the timer still settles it, for when a delay comes back
    const t = setTimeout(() => setSettled(value), Math.max(0, delayMs));
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return delayMs <= 0 ? value : settled;
}
