import { describe, expect, it } from 'vitest';
import { movableClock } from '../../testing/movableClock';
import { AccountError } from '../AccountError';
import { LoginRateLimiter, SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS } from './LoginRateLimiter';
import { DEFAULT_REQUEST_LIMITS, RequestLimiter } from './RequestLimits';
import { WindowCounter } from './WindowCounter';

const retryAfterOf = async (action: () => Promise<unknown>): Promise<number | undefined> => {
  try {
    await action();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AccountError);
    expect((error as AccountError).statusCode).toBe(429);
    return (error as AccountError).retryAfterSeconds;
  }
};

describe('login rate limit', () => {
  it('blocks an account at one address after its failures there, for the rest of the window; a success clears them', async () => {
    const clock = movableClock(1_000_000);
    const limiter = new LoginRateLimiter({ perAccount: 3, perAddress: 100, windowSeconds: 60 }, clock);
    for (let i = 0; i < 3; i++) {
      await limiter.admit('a@b.co', '10.0.0.1');
      await limiter.failed('a@b.co', '10.0.0.1');
    }
    clock.advance(20_000);
    expect(await retryAfterOf(() => limiter.admit('a@b.co', '10.0.0.1'))).toBe(40);
    // The owner elsewhere, and other accounts from there, are not locked out.
    expect(await retryAfterOf(() => limiter.admit('a@b.co', '10.0.0.9'))).toBeUndefined();
    expect(await retryAfterOf(() => limiter.admit('other@b.co', '10.0.0.1'))).toBeUndefined();
    clock.advance(40_000);
    expect(await retryAfterOf(() => limiter.admit('a@b.co', '10.0.0.1'))).toBeUndefined();
    await limiter.failed('a@b.co', '10.0.0.1');
    await limiter.succeeded('a@b.co', '10.0.0.1');
    await limiter.failed('a@b.co', '10.0.0.1');
    await limiter.failed('a@b.co', '10.0.0.1');
    expect(await retryAfterOf(() => limiter.admit('a@b.co', '10.0.0.1'))).toBeUndefined();
  });

  it('slows (never locks) an account guessed from many addresses, more with each failure past the limit, up to a ceiling', async () => {
    const clock = movableClock(0);
    const limiter = new LoginRateLimiter({ perAccount: 3, perAddress: 100, windowSeconds: 60 }, clock);
    const slowdowns: number[] = [];
    for (let i = 0; i < 20; i++) {
      slowdowns.push(await limiter.admit('a@b.co', `10.0.1.${i}`));
      await limiter.failed('a@b.co', `10.0.1.${i}`);
    }
    expect(slowdowns.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(slowdowns.slice(4, 7)).toEqual([SLOWDOWN_STEP_MS, 2 * SLOWDOWN_STEP_MS, 3 * SLOWDOWN_STEP_MS]);
    expect(Math.max(...slowdowns)).toBe(SLOWDOWN_MAX_MS);
    expect(await limiter.admit('a@b.co', '192.0.2.1')).toBe(SLOWDOWN_MAX_MS);
    await limiter.succeeded('a@b.co', '192.0.2.1');
    expect(await limiter.admit('a@b.co', '192.0.2.1')).toBe(0);
  });

  it('blocks a client address after its attempts, whatever the accounts', async () => {
    const clock = movableClock(0);
    const limiter = new LoginRateLimiter({ perAccount: 100, perAddress: 2, windowSeconds: 10 }, clock);
    await limiter.admit('a@b.co', '10.0.0.1');
    await limiter.admit('b@b.co', '10.0.0.1');
    clock.advance(500);
    expect(await retryAfterOf(() => limiter.admit('c@b.co', '10.0.0.1'))).toBe(10);
    expect(await retryAfterOf(() => limiter.admit('c@b.co', '10.0.0.2'))).toBeUndefined();
  });
});

describe('request limits', () => {
  it('answer 429 with the seconds left once a key reaches its limit, per limit and key', async () => {
    const clock = movableClock(0);
    const limits = { ...DEFAULT_REQUEST_LIMITS, register: { limit: 2, windowSeconds: 60 } };
    const limiter = new RequestLimiter(limits, clock);
    await limiter.admit('register', '10.0.0.1');
    await limiter.admit('register', '10.0.0.1');
    clock.advance(15_000);
    expect(await retryAfterOf(() => limiter.admit('register', '10.0.0.1'))).toBe(45);
    expect(await retryAfterOf(() => limiter.admit('register', '10.0.0.2'))).toBeUndefined();
    expect(await retryAfterOf(() => limiter.admit('forgotPassword', '10.0.0.1'))).toBeUndefined();
    clock.advance(45_000);
    expect(await retryAfterOf(() => limiter.admit('register', '10.0.0.1'))).toBeUndefined();
  });
});

describe('window counter (in memory)', () => {
  it('counts per counter and key within a window, forgets ended windows and keeps at most maxKeys', async () => {
    const counter = new WindowCounter(3);
    expect(await counter.add('c', 'a', 1000, 0)).toEqual({ count: 1, endsAt: 1000 });
    expect(await counter.add('c', 'a', 1000, 10)).toEqual({ count: 2, endsAt: 1000 });
    expect(await counter.peek('other', 'a', 10)).toBeUndefined();
    for (const key of ['b', 'c', 'd']) await counter.add('c', key, 1000, 20);
    expect(counter.size).toBeLessThanOrEqual(3);
    expect(await counter.peek('c', 'd', 30)).toEqual({ count: 1, endsAt: 1020 });
    expect(await counter.add('c', 'e', 1000, 5000)).toEqual({ count: 1, endsAt: 6000 });
    expect(counter.size).toBe(1);
    expect(await counter.peek('c', 'd', 5000)).toBeUndefined();
    await counter.reset('c', 'e');
    expect(await counter.peek('c', 'e', 5000)).toBeUndefined();
  });
});
