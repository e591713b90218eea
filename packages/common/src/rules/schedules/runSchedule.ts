import type { RetrySchedule } from './retrySchedules';
import { ENTITLEMENT_POLL_SCHEDULE, SUBSCRIPTION_RELOAD_SCHEDULE } from './retrySchedules';
import { timerSleep } from './sleep';
import type { Sleep } from './sleep';

export interface RunOptions {
  sleep?: Sleep;
  /** Stops between attempts (an unmounted screen, a closed dialog). */
  signal?: AbortSignal;
}

export type ScheduleOutcome<T> =
  | { status: 'done'; value: T; attempts: number }
  | { status: 'exhausted'; attempts: number; lastValue?: T; lastError?: unknown }
  | { status: 'aborted'; attempts: number };

/**
 * Runs `attempt` on the schedule until `isDone` accepts its value. A failing attempt (a network
 * error mid-poll) counts as a try that did not succeed: polling goes on, and the last error is
 * reported only if every try fails.
 */
export async function runSchedule<T>(
  schedule: RetrySchedule,
  attempt: (attemptNumber: number) => Promise<T> | T,
  isDone: (value: T) => boolean,
  { sleep = timerSleep, signal }: RunOptions = {},
): Promise<ScheduleOutcome<T>> {
  let lastValue: { value: T } | undefined;
  let lastError: { error: unknown } | undefined;
  for (let attemptNumber = 1; attemptNumber <= schedule.tries; attemptNumber += 1) {
    const delay = attemptNumber === 1 ? schedule.initialDelayMs : schedule.intervalMs;
    if (delay > 0) await sleep(delay, signal);
    if (signal?.aborted) return { status: 'aborted', attempts: attemptNumber - 1 };
    try {
      const value = await attempt(attemptNumber);
      if (isDone(value)) return { status: 'done', value, attempts: attemptNumber };
      lastValue = { value };
      lastError = undefined;
    } catch (error) {
      lastError = { error };
    }
  }
  return {
    status: 'exhausted',
    attempts: schedule.tries,
    ...(lastValue && { lastValue: lastValue.value }),
    ...(lastError && { lastError: lastError.error }),
  };
}

/**
 * Reloads subscriptions until one is active (spec 000 §4). `reload` answers whether an active
 * subscription now shows. Resolves true when one did.
 */
export async function reloadUntilActive(
  reload: () => Promise<boolean>,
  schedule: RetrySchedule = SUBSCRIPTION_RELOAD_SCHEDULE,
  options: RunOptions = {},
): Promise<boolean> {
  const outcome = await runSchedule(schedule, reload, (active) => active, options);
  return outcome.status === 'done';
}

export type EntitlementPollResult = 'granted' | 'longer_than_usual' | 'aborted';

/**
 * Waiting-for-payment (spec 000 §4): checks the entitlement every 3 s for 5 attempts. Granted ends
 * the wait; otherwise the screen says it is taking longer than usual.
 */
export async function pollEntitlement(
  isEntitled: () => Promise<boolean>,
  options: RunOptions = {},
  schedule: RetrySchedule = ENTITLEMENT_POLL_SCHEDULE,
): Promise<EntitlementPollResult> {
  const outcome = await runSchedule(schedule, isEntitled, (granted) => granted, options);
  if (outcome.status === 'done') return 'granted';
  return outcome.status === 'aborted' ? 'aborted' : 'longer_than_usual';
}
