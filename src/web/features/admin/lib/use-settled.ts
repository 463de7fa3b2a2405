import { useEffect, useState } from 'react';

/** How long a search box waits after the last keystroke before it asks the server. */
export const SEARCH_DELAY_MS = 300;

/** `value` once it has stayed the same for `delayMs`: a search asks the server once per pause, not once per keystroke. */
export function useSettled<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
