import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownRemaining, runCountdown } from './countdown';
import { WELCOME_COUNTDOWN } from './retrySchedules';
import { timerSleep } from './sleep';

afterEach(() => {
  vi.useRealTimers();
});

describe('welcome countdown (10 s)', () => {
  it('ticks 10 down to 0 once a second, then is done', async () => {
    vi.useFakeTimers();
    const ticks: number[] = [];
    const result = runCountdown((remaining) => ticks.push(remaining));
    expect(ticks).toEqual([10]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(ticks).toEqual([10, 9, 8, 7]);
    await vi.advanceTimersByTimeAsync(7000);
    await expect(result).resolves.toBe('done');
    expect(ticks).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(WELCOME_COUNTDOWN.seconds).toBe(10);
  });

  it('stops without reaching 0 when closed', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const ticks: number[] = [];
    const result = runCountdown((remaining) => ticks.push(remaining), { seconds: 3, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await expect(result).resolves.toBe('aborted');
    expect(ticks).toEqual([3, 2]);
  });

  it('aborts at the last tick too', async () => {
    const controller = new AbortController();
    const ticks: number[] = [];
    const sleep = async () => controller.abort();
    await expect(runCountdown((remaining) => ticks.push(remaining), { seconds: 1, sleep, signal: controller.signal })).resolves.toBe('aborted');
    expect(ticks).toEqual([1]);
  });

  it.each([
    [0, 10],
    [999, 10],
    [1000, 9],
    [9999, 1],
    [10_000, 0],
    [60_000, 0],
    [-5000, 10],
  ])('after %i ms, %i seconds remain', (elapsed, remaining) => {
    expect(countdownRemaining(1_000_000, 1_000_000 + elapsed)).toBe(remaining);
  });
});

describe('timerSleep', () => {
  it('waits the given time', async () => {
    vi.useFakeTimers();
    let woke = false;
    void timerSleep(500).then(() => {
      woke = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(woke).toBe(true);
  });

  it('wakes at once when aborted, before or during the wait', async () => {
    vi.useFakeTimers();
    const aborted = new AbortController();
    aborted.abort();
    await timerSleep(10_000, aborted.signal);
    const controller = new AbortController();
    const sleeping = timerSleep(10_000, controller.signal);
    controller.abort();
    await sleeping;
    expect(vi.getTimerCount()).toBe(0);
  });
});
