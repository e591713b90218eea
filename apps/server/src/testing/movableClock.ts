import type { Clock } from '../clock';

export interface MovableClock extends Clock {
  set(time: number | string): void;
  advance(ms: number): void;
}

/** A clock the test moves (epoch ms or an ISO date): expiry of tokens, reset links and device codes without waiting. */
export function movableClock(start: number | string = Date.now()): MovableClock {
  const toMs = (time: number | string): number => (typeof time === 'number' ? time : Date.parse(time));
  let now = toMs(start);
  return {
    now: () => now,
    set: (time) => (now = toMs(time)),
    advance: (ms) => (now += ms),
  };
}
