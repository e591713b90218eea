/** The sandbox's notion of "now": everything that expires (tokens, reset links, access) reads it. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that runs with its base but can be moved forward (or set): the tests' and the dev route's clock. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** `base` plus an offset that `advance` and `set` change; with a fixed base it stands still until moved. */
export function movableClock(base: Clock | number = systemClock): MovableClock {
  const source: Clock = typeof base === 'number' ? { now: () => base } : base;
  let offset = 0;
  return {
    now: () => source.now() + offset,
    advance: (ms) => void (offset += ms),
    set: (ms) => void (offset = ms - source.now()),
  };
}

export const nowSeconds = (clock: Clock): number => Math.floor(clock.now() / 1000);
