/** A key's window: how many events it has counted, and when it ends (epoch ms). */
export interface WindowState {
  count: number;
  endsAt: number;
}

/**
 * Events counted per counter and key in fixed windows: a key's window opens at its first event and
 * lasts `windowMs`; then the next event opens a new one. In process memory (`WindowCounter`) or
 * in the database (`DatabaseWindowCounts`), so that instances sharing a database share the counts.
 */
export interface WindowCounts {
  /** Counts one event; answers the window with it counted. */
  add(counter: string, key: string, windowMs: number, now: number): Promise<WindowState>;
  /** The key's live window, or undefined when it has none. */
  peek(counter: string, key: string, now: number): Promise<WindowState | undefined>;
  reset(counter: string, key: string): Promise<void>;
}

/** The whole seconds (at least 1) a refused request is told to wait for a window to end: its Retry-After. */
export const secondsUntil = (endsAt: number, now: number): number => Math.max(1, Math.ceil((endsAt - now) / 1000));
