import { describe, expect, it } from 'vitest';
import { movableClock } from '../../testing/movableClock';
import { AccountError } from '../AccountError';
import { LoginRateLimiter, SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS } from './LoginRateLimiter';
import { DEFAULT_REQUEST_LIMITS, RequestLimiter } from './RequestLimits';
import { WindowCounter } from './WindowCounter';

const retryAfterOf = (action: () => void): number | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AccountError);
    expect((error as AccountError).statusCode).toBe(429);
    return (error as AccountError).retryAfterSeconds;
  }
};

describe('login rate limit', () => {
  it('blocks an account at one address after its failures there, for the rest of the window; a success clears them', () => {
    const clock = movableClock(1_000_000);
    const limiter = new LoginRateLimiter({ perAccount: 3, perAddress: 100, windowSeconds: 60 }, clock);
    for (let i = 0; i < 3; i++) {
      limiter.admit('a@b.co', '10.0.0.1');
      limiter.failed('a@b.co', '10.0.0.1');
    }
    clock.advance(20_000);
    expect(retryAfterOf(() => limiter.admit('a@b.co', '10.0.0.1'))).toBe(40);
    // The owner elsewhere, and other accounts from there, are not locked out.
    expect(retryAfterOf(() => limiter.admit('a@b.co', '10.0.0.9'))).toBeUndefined();
    expect(retryAfterOf(() => limiter.admit('other@b.co', '10.0.0.1'))).toBeUndefined();
    clock.advance(40_000);
    expect(retryAfterOf(() => limiter.admit('a@b.co', '10.0.0.1'))).toBeUndefined();
    limiter.failed('a@b.co', '10.0.0.1');
    limiter.succeeded('a@b.co', '10.0.0.1');
    limiter.failed('a@b.co', '10.0.0.1');
    limiter.failed('a@b.co', '10.0.0.1');
    expect(retryAfterOf(() => limiter.admit('a@b.co', '10.0.0.1'))).toBeUndefined();
  });

  it('slows (never locks) an account guessed from many addresses, more with each failure past the limit, up to a ceiling', () => {
    const clock = movableClock(0);
    const limiter = new LoginRateLimiter({ perAccount: 3, perAddress: 100, windowSeconds: 60 }, clock);
    const slowdowns: number[] = [];
    for (let i = 0; i < 20; i++) {
      slowdowns.push(limiter.admit('a@b.co', `10.0.1.${i}`));
      limiter.failed('a@b.co', `10.0.1.${i}`);
    }
    expect(slowdowns.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(slowdowns.slice(4, 7)).toEqual([SLOWDOWN_STEP_MS, 2 * SLOWDOWN_STEP_MS, 3 * SLOWDOWN_STEP_MS]);
    expect(Math.max(...slowdowns)).toBe(SLOWDOWN_MAX_MS);
    expect(limiter.admit('a@b.co', '192.0.2.1')).toBe(SLOWDOWN_MAX_MS);
    limiter.succeeded('a@b.co', '192.0.2.1');
    expect(limiter.admit('a@b.co', '192.0.2.1')).toBe(0);
  });

  it('blocks a client address after its attempts, whatever the accounts', () => {
    const clock = movableClock(0);
    const limiter = new LoginRateLimiter({ perAccount: 100, perAddress: 2, windowSeconds: 10 }, clock);
    limiter.admit('a@b.co', '10.0.0.1');
    limiter.admit('b@b.co', '10.0.0.1');
    clock.advance(500);
    expect(retryAfterOf(() => limiter.admit('c@b.co', '10.0.0.1'))).toBe(10);
    expect(retryAfterOf(() => limiter.admit('c@b.co', '10.0.0.2'))).toBeUndefined();
  });
});

describe('request limits', () => {
  it('answer 429 with the seconds left once a key reaches its limit, per limit and key', () => {
    const clock = movableClock(0);
    const limits = { ...DEFAULT_REQUEST_LIMITS, register: { limit: 2, windowSeconds: 60 } };
    const limiter = new RequestLimiter(limits, clock);
    limiter.admit('register', '10.0.0.1');
    limiter.admit('register', '10.0.0.1');
    clock.advance(15_000);
    expect(retryAfterOf(() => limiter.admit('register', '10.0.0.1'))).toBe(45);
    expect(retryAfterOf(() => limiter.admit('register', '10.0.0.2'))).toBeUndefined();
    expect(retryAfterOf(() => limiter.admit('forgotPassword', '10.0.0.1'))).toBeUndefined();
    clock.advance(45_000);
    expect(retryAfterOf(() => limiter.admit('register', '10.0.0.1'))).toBeUndefined();
  });
});

describe('window counter', () => {
  it('forgets expired windows and keeps at most maxKeys', () => {
    const counter = new WindowCounter(1, 1000, 3);
    for (const key of ['a', 'b', 'c', 'd']) counter.add(key, 0);
    expect(counter.size).toBeLessThanOrEqual(3);
    expect(counter.blockedFor('d', 10)).toBe(990);
    counter.add('e', 5000);
    expect(counter.size).toBe(1);
    expect(counter.blockedFor('d', 5000)).toBe(0);
  });
});
