/** What an app error carries besides its message (`AppError` of @ott/common), read loosely by tests. */
export type Failure = Error & { code?: unknown; details?: Record<string, unknown>; translationKey?: string };

/** Runs `call` and returns what it threw; a call that succeeds fails the test. */
export async function failureOf(call: () => Promise<unknown>): Promise<Failure> {
  try {
    await call();
  } catch (error) {
    return error as Failure;
  }
  throw new Error('expected a failure, the call succeeded');
}
