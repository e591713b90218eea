import { describe, expect, it } from 'vitest';
import { movableClock } from '../../testing/movableClock';
import { AccountError } from '../AccountError';
import { LoginRateLimiter } from './LoginRateLimiter';
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
  it('blocks an account after its failures, for the rest of the window, and a success clears them', () => {
    const clock = movableClock(1_000_000);
    const limiter = new LoginRateLimiter({ perAccount: 3, perAddress: 100, windowSeconds: 60 }, clock);
    for (let i = 0; i < 3; i++) {
      limiter.admit('a@b.co', `10.0.0.${i}`);
      limiter.failed('a@b.co');
    }
    clock.advance(20_000);
    expect(retryAfterOf(() => limiter.admit('a@b.co', '10.0.0.9'))).toBe(40);
    expect(retryAfterOf(() => limiter.admit('other@b.co', '10.0.0.9'))).toBeUndefined();
    clock.advance(40_000);
    expect(retryAfterOf(() => limiter.admit('a@b.co', '10.0.0.9'))).toBeUndefined();
    limiter.failed('a@b.co');
    limiter.succeeded('a@b.co');
    limiter.failed('a@b.co');
    limiter.failed('a@b.co');
    expect(retryAfterOf(() => limiter.admit('a@b.co', '10.0.0.9'))).toBeUndefined();
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
