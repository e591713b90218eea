import { bootstrapQueryRetry, timerSleep, type QueryRetryPredicate, type Sleep } from '@ott/common';

/** Pause before the bootstrap's one retry: long enough for a blip in the network to pass. */
export const BOOTSTRAP_RETRY_DELAY_MS = 1000;

export interface RetryOptions {
  /** How many times to retry, in TanStack Query's shape. Default: the bootstrap rule (once). */
  retry?: QueryRetryPredicate;
  /** Errors a retry cannot fix (e.g. an invalid config) fail at once. Default: every error is retried. */
  isRetryable?: (error: unknown) => boolean;
  sleep?: Sleep;
  delayMs?: number;
  signal?: AbortSignal;
}

/** Runs `task`, retrying failures as `retry` allows (spec 000 §9: app bootstrap retries once). */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retry = bootstrapQueryRetry, isRetryable = () => true, sleep = timerSleep, delayMs = BOOTSTRAP_RETRY_DELAY_MS, signal } = options;
  for (let failureCount = 0; ; failureCount += 1) {
    try {
      return await task();
    } catch (error) {
      if (signal?.aborted || !isRetryable(error) || !retry(failureCount, error)) throw error;
      await sleep(delayMs, signal);
    }
  }
}
