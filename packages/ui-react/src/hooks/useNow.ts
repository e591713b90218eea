import { EPG_LIVE_REFRESH_MS } from '@ott/common';
import { useEffect, useState } from 'react';

/**
 * The current time in epoch milliseconds, ticking every `intervalMs` (default EPG_LIVE_REFRESH_MS,
 * 5 s: spec 000 §4 recomputes programme states that often). Screens take the time from here, not
 * from `Date.now()` in render, so that tests can fix the clock by mocking this hook.
 */
export function useNow(intervalMs: number = EPG_LIVE_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
