import { afterAll, beforeAll } from 'vitest';

/**
 * Starts something (a server on loopback) before a test file's tests and closes it after them. The
 * returned object is filled in by `beforeAll`, so tests read its fields, never the hook's caller.
 */
export function useStarted<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const started = {} as T;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const value = await start();
    close = () => value.close();
    Object.assign(started, value);
  });
  afterAll(async () => close?.());
  return started;
}
