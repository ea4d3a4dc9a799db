import { useEffect, useState } from "react";

/**
 * `value` once it has stopped changing for `delayMs`: for work that should follow what someone
 * types only when they pause (loading a preview), not on every keystroke. The first value is
 * given at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
