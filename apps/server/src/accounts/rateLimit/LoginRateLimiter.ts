import type { Clock } from '../../clock';
import { tooManyAttempts } from '../AccountError';
import type { RateLimitOptions } from '../AccountsOptions';
import { WindowCounter } from './WindowCounter';

/** Each failure past the account's limit (from any address) slows its next attempts by this much more... */
export const SLOWDOWN_STEP_MS = 250;
/** ...up to this: guessing from many addresses gets slow, and the owner still gets in. */
export const SLOWDOWN_MAX_MS = 3000;

/**
 * The login rate limit: failed logins per account *and* client address block that pair (a
 * guesser is locked out, the owner elsewhere is not); failures on the account from every address
 * past the same limit slow each attempt on it (SLOWDOWN_*) instead of locking it, so nobody can
 * lock an owner out; and attempts per client address (one client trying many accounts). A
 * success clears the account's failures.
 */
export class LoginRateLimiter {
  readonly #failuresByAccountAndAddress: WindowCounter;
  readonly #failuresByAccount: WindowCounter;
  readonly #attemptsByAddress: WindowCounter;
  readonly #perAccount: number;
  readonly #clock: Clock;

  constructor(options: RateLimitOptions, clock: Clock) {
    const windowMs = options.windowSeconds * 1000;
    this.#failuresByAccountAndAddress = new WindowCounter(options.perAccount, windowMs);
    this.#failuresByAccount = new WindowCounter(Number.POSITIVE_INFINITY, windowMs);
    this.#attemptsByAddress = new WindowCounter(options.perAddress, windowMs);
    this.#perAccount = options.perAccount;
    this.#clock = clock;
  }

  /**
   * Throws 429 (with the seconds to wait) when the pair or the address is blocked; otherwise
   * counts the attempt and answers how long to slow it (milliseconds, 0 for none).
   */
  admit(email: string, address: string): number {
    const now = this.#clock.now();
    const waitMs = Math.max(this.#failuresByAccountAndAddress.blockedFor(pairKey(email, address), now), this.#attemptsByAddress.blockedFor(address, now));
    if (waitMs > 0) throw tooManyAttempts(Math.max(1, Math.ceil(waitMs / 1000)));
    this.#attemptsByAddress.add(address, now);
    const excess = this.#failuresByAccount.count(email, now) - this.#perAccount;
    return excess > 0 ? Math.min(excess * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS) : 0;
  }

  failed(email: string, address: string): void {
    const now = this.#clock.now();
    this.#failuresByAccountAndAddress.add(pairKey(email, address), now);
    this.#failuresByAccount.add(email, now);
  }

  succeeded(email: string, address: string): void {
    this.#failuresByAccountAndAddress.reset(pairKey(email, address));
    this.#failuresByAccount.reset(email);
  }
}

const pairKey = (email: string, address: string): string => `${address} ${email}`;
