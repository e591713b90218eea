/**
 * Everything time-dependent (live windows, the EPG, live-event states) reads the time through a
 * clock, so that tests decide what "now" is.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that always answers `ms`: for tests and for one-off computations at a given instant. */
export const fixedClock = (ms: number): Clock => ({ now: () => ms });
