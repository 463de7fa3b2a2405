import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `everyMs` (default a minute), for screens that show "days left"
 * and similar. Reading the clock in a hook keeps render pure and lets a long-open tab stay correct.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
