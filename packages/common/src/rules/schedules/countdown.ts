import { WELCOME_COUNTDOWN } from './retrySchedules';
import { timerSleep } from './sleep';
import type { Sleep } from './sleep';

/** Whole seconds left of a countdown started at `startedAtMs`, never below 0 (for rendering from a clock). */
export const countdownRemaining = (startedAtMs: number, nowMs: number, seconds: number = WELCOME_COUNTDOWN.seconds): number =>
  Math.max(0, seconds - Math.floor(Math.max(0, nowMs - startedAtMs) / 1000));

/**
 * Counts down from `seconds` (10 for the welcome screen), telling `onTick` each remaining value
 * from `seconds` down to 0. Resolves 'done' at 0, or 'aborted' when the signal stops it first.
 */
export async function runCountdown(
  onTick: (remaining: number) => void,
  { seconds = WELCOME_COUNTDOWN.seconds, sleep = timerSleep, signal }: { seconds?: number; sleep?: Sleep; signal?: AbortSignal } = {},
): Promise<'done' | 'aborted'> {
  for (let remaining = seconds; remaining > 0; remaining -= 1) {
    if (signal?.aborted) return 'aborted';
    onTick(remaining);
    await sleep(WELCOME_COUNTDOWN.tickMs, signal);
  }
  if (signal?.aborted) return 'aborted';
  onTick(0);
  return 'done';
}
