import { useEffect, useState } from "react";

/**
 * `value`, updated only after it has stopped changing for `delayMs`, so typing in a filter
 * sends one request when the person pauses instead of one per keystroke.
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
