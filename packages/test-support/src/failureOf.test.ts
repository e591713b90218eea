import { describe, expect, it } from 'vitest';
import { failureOf } from './failureOf';

describe('failureOf', () => {
  it('returns what the call threw', async () => {
    const thrown = Object.assign(new Error('Invalid param email'), { code: 422 });
    await expect(failureOf(() => Promise.reject(thrown))).resolves.toBe(thrown);
  });

  it('fails when the call succeeds', async () => {
    await expect(failureOf(() => Promise.resolve('fine'))).rejects.toThrow('expected a failure, the call succeeded');
  });
});
