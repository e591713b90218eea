import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADD_PAYMENT_METHOD_RELOAD_SCHEDULE,
  ENTITLEMENT_POLL_SCHEDULE,
  SUBSCRIPTION_RELOAD_SCHEDULE,
  SUBSCRIPTION_SWITCH_RELOAD_SCHEDULE,
  scheduleDurationMs,
} from './retrySchedules';
import type { RetrySchedule } from './retrySchedules';
import { pollEntitlement, reloadUntilActive, runSchedule } from './runSchedule';

afterEach(() => {
  vi.useRealTimers();
});

/** A sleep that records the waits instead of waiting. */
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

/** An attempt that succeeds on the given try (never when undefined). */
const succeedsOn = (tryNumber: number | undefined) => vi.fn(async (attempt: number) => attempt === tryNumber);

describe('schedules from the spec', () => {
  it.each<[string, RetrySchedule, RetrySchedule]>([
    ['subscription reload', SUBSCRIPTION_RELOAD_SCHEDULE, { tries: 10, initialDelayMs: 0, intervalMs: 1500 }],
    ['add payment method', ADD_PAYMENT_METHOD_RELOAD_SCHEDULE, { tries: 5, initialDelayMs: 0, intervalMs: 1500 }],
    ['after a switch', SUBSCRIPTION_SWITCH_RELOAD_SCHEDULE, { tries: 10, initialDelayMs: 3000, intervalMs: 1500 }],
    ['entitlement polling', ENTITLEMENT_POLL_SCHEDULE, { tries: 5, initialDelayMs: 3000, intervalMs: 3000 }],
  ])('%s', (_name, schedule, expected) => {
    expect(schedule).toEqual(expected);
  });

  it('gives the longest wait of each', () => {
    expect(scheduleDurationMs(SUBSCRIPTION_RELOAD_SCHEDULE)).toBe(13_500);
    expect(scheduleDurationMs(SUBSCRIPTION_SWITCH_RELOAD_SCHEDULE)).toBe(16_500);
    expect(scheduleDurationMs(ENTITLEMENT_POLL_SCHEDULE)).toBe(15_000);
    expect(scheduleDurationMs({ tries: 0, initialDelayMs: 5, intervalMs: 5 })).toBe(0);
  });
});

describe('reloadUntilActive', () => {
  it.each<[string, RetrySchedule, number | undefined, boolean, number[]]>([
    ['active at once', SUBSCRIPTION_RELOAD_SCHEDULE, 1, true, []],
    ['active on the 4th reload', SUBSCRIPTION_RELOAD_SCHEDULE, 4, true, [1500, 1500, 1500]],
    ['never active: 10 reloads', SUBSCRIPTION_RELOAD_SCHEDULE, undefined, false, Array(9).fill(1500)],
    ['add payment method: 5 reloads', ADD_PAYMENT_METHOD_RELOAD_SCHEDULE, undefined, false, Array(4).fill(1500)],
    ['after a switch: 3 s first', SUBSCRIPTION_SWITCH_RELOAD_SCHEDULE, 2, true, [3000, 1500]],
  ])('%s', async (_name, schedule, activeOn, expected, waits) => {
    const { sleep, waits: recorded } = recordingSleep();
    const reload = succeedsOn(activeOn);
    let calls = 0;
    await expect(reloadUntilActive(() => reload(++calls), schedule, { sleep })).resolves.toBe(expected);
    expect(reload).toHaveBeenCalledTimes(activeOn ?? schedule.tries);
    expect(recorded).toEqual(waits);
  });

  it('defaults to the 10-try schedule and the timer sleep', async () => {
    vi.useFakeTimers();
    const reload = vi.fn(async () => false);
    const result = reloadUntilActive(reload);
    await vi.advanceTimersByTimeAsync(13_499);
    expect(reload).toHaveBeenCalledTimes(9);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(10);
  });
});

describe('pollEntitlement', () => {
  it('is granted as soon as the entitlement shows', async () => {
    vi.useFakeTimers();
    const check = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const result = pollEntitlement(check);
    await vi.advanceTimersByTimeAsync(2999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe('granted');
  });

  it('says it takes longer than usual after 5 attempts, errors included', async () => {
    const { sleep, waits } = recordingSleep();
    const check = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(false);
    await expect(pollEntitlement(check, { sleep })).resolves.toBe('longer_than_usual');
    expect(check).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([3000, 3000, 3000, 3000, 3000]);
  });

  it('stops when the screen goes away', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const check = vi.fn(async () => false);
    const result = pollEntitlement(check, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(6000);
    controller.abort();
    await expect(result).resolves.toBe('aborted');
    expect(check).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('runSchedule', () => {
  const schedule: RetrySchedule = { tries: 3, initialDelayMs: 0, intervalMs: 10 };

  it('reports the last value and the last error when every try fails', async () => {
    const { sleep } = recordingSleep();
    const values = runSchedule(schedule, (n) => n, () => false, { sleep });
    await expect(values).resolves.toEqual({ status: 'exhausted', attempts: 3, lastValue: 3 });

    const boom = new Error('boom');
    const errors = runSchedule(schedule, () => Promise.reject(boom), () => true, { sleep });
    await expect(errors).resolves.toEqual({ status: 'exhausted', attempts: 3, lastError: boom });
  });

  it('forgets an earlier error once a later try answers', async () => {
    const { sleep } = recordingSleep();
    let calls = 0;
    const outcome = await runSchedule(
      schedule,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('first');
        return 'pending';
      },
      (value) => value === 'ready',
      { sleep },
    );
    expect(outcome).toEqual({ status: 'exhausted', attempts: 3, lastValue: 'pending' });
  });

  it('returns the value that ended it', async () => {
    const { sleep } = recordingSleep();
    await expect(runSchedule(schedule, (n) => n * 10, (value) => value >= 20, { sleep })).resolves.toEqual({
      status: 'done',
      value: 20,
      attempts: 2,
    });
  });

  it('does not start when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const attempt = vi.fn();
    await expect(runSchedule(schedule, attempt, () => true, { signal: controller.signal })).resolves.toEqual({
      status: 'aborted',
      attempts: 0,
    });
    expect(attempt).not.toHaveBeenCalled();
  });
});
