import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs` (Saved Plans searches after 400 ms, spec 9).
 * A value `settlesAtOnce` accepts is taken without the wait: cleared filters must not keep the
 * filter they replaced in effect for the next 400 ms, or a name typed right after a clear would
 * list the cleared team's plans under it.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, settlesAtOnce?: (value: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  const now = settlesAtOnce?.(value) ?? false;
  useEffect(() => {
    if (now) {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, now]);
  return now ? value : settled;
}
