import { describe, expect, it } from 'vitest';
import { withRetry } from './withRetry';

describe('withRetry (bootstrap: one retry)', () => {
  const failingTimes = (failures: number) => {
    let calls = 0;
    const task = async () => {
      calls += 1;
      if (calls <= failures) throw new Error(`failure ${calls}`);
      return 'done';
    };
    return { task, calls: () => calls };
  };

  it.each([
    [0, 'done', 1],
    [1, 'done', 2],
    [2, 'failure 2', 2],
  ])('%i failures -> %s after %i calls', async (failures, outcome, calls) => {
    const attempt = failingTimes(failures);
    const sleep = async () => undefined;
    await expect(withRetry(attempt.task, { sleep }).catch((error: Error) => error.message)).resolves.toBe(outcome);
    expect(attempt.calls()).toBe(calls);
  });

  it('does not retry what a retry cannot fix', async () => {
    const attempt = failingTimes(1);
    await expect(withRetry(attempt.task, { isRetryable: () => false, sleep: async () => undefined })).rejects.toThrow('failure 1');
    expect(attempt.calls()).toBe(1);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const attempt = failingTimes(1);
    await expect(withRetry(attempt.task, { signal: controller.signal, sleep: async () => undefined })).rejects.toThrow('failure 1');
    expect(attempt.calls()).toBe(1);
  });
});
