import type { Clock } from '../../clock';
import { tooManyAttempts } from '../AccountError';
import type { RateLimitOptions } from '../AccountsOptions';
import { WindowCounter } from './WindowCounter';
import { secondsUntil, type WindowCounts } from './WindowCounts';

/** Each failure past the account's limit (from any address) slows its next attempts by this much more... */
export const SLOWDOWN_STEP_MS = 250;
/** ...up to this: guessing from many addresses gets slow, and the owner still gets in. */
export const SLOWDOWN_MAX_MS = 3000;

/** The counters of the login limit (names in the shared window table). */
const FAILURES_BY_PAIR = 'login-failures';
const FAILURES_BY_ACCOUNT = 'login-account-failures';
const ATTEMPTS_BY_ADDRESS = 'login-attempts';

/**
 * The login rate limit: failed logins per account *and* client address block that pair (a
 * guesser is locked out, the owner elsewhere is not); failures on the account from every address
 * past the same limit slow each attempt on it (SLOWDOWN_*) instead of locking it, so nobody can
 * lock an owner out; and attempts per client address (one client trying many accounts). A
 * success clears the account's failures.
 */
export class LoginRateLimiter {
  readonly #windowMs: number;

  constructor(
    private readonly options: RateLimitOptions,
    private readonly clock: Clock,
    /** Where the counts live: this process, or the database instances share. */
    private readonly windows: WindowCounts = new WindowCounter(),
  ) {
    this.#windowMs = options.windowSeconds * 1000;
  }

  /**
   * Throws 429 (with the seconds to wait) when the pair or the address is blocked; otherwise
   * counts the attempt and answers how long to slow it (milliseconds, 0 for none).
   */
  async admit(email: string, address: string): Promise<number> {
    const now = this.clock.now();
    const pair = await this.windows.peek(FAILURES_BY_PAIR, pairKey(email, address), now);
    if (pair && pair.count >= this.options.perAccount) throw tooManyAttempts(secondsUntil(pair.endsAt, now));
    const attempts = await this.windows.add(ATTEMPTS_BY_ADDRESS, address, this.#windowMs, now);
    if (attempts.count > this.options.perAddress) throw tooManyAttempts(secondsUntil(attempts.endsAt, now));
    const excess = ((await this.windows.peek(FAILURES_BY_ACCOUNT, email, now))?.count ?? 0) - this.options.perAccount;
    return excess > 0 ? Math.min(excess * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS) : 0;
  }

  async failed(email: string, address: string): Promise<void> {
    const now = this.clock.now();
    await Promise.all([this.windows.add(FAILURES_BY_PAIR, pairKey(email, address), this.#windowMs, now), this.windows.add(FAILURES_BY_ACCOUNT, email, this.#windowMs, now)]);
  }

  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([this.windows.reset(FAILURES_BY_PAIR, pairKey(email, address)), this.windows.reset(FAILURES_BY_ACCOUNT, email)]);
  }
}

const pairKey = (email: string, address: string): string => `${address} ${email}`;
