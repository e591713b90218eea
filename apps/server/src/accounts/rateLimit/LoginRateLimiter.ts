import type { Clock } from '../../clock';
import { tooManyAttempts } from '../AccountError';
import type { RateLimitOptions } from '../AccountsOptions';
import { WindowCounter } from './WindowCounter';

/**
 * The login rate limit of the contract: failed logins per normalised email (slows password
 * guessing on one account, whoever guesses) and attempts per client address (slows one client
 * trying many accounts). A success clears the account's failures.
 */
export class LoginRateLimiter {
  readonly #failuresByAccount: WindowCounter;
  readonly #attemptsByAddress: WindowCounter;
  readonly #clock: Clock;

  constructor(options: RateLimitOptions, clock: Clock) {
    this.#failuresByAccount = new WindowCounter(options.perAccount, options.windowSeconds * 1000);
    this.#attemptsByAddress = new WindowCounter(options.perAddress, options.windowSeconds * 1000);
    this.#clock = clock;
  }

  /** Throws 429 (with the seconds to wait) when either limit is reached; otherwise counts the attempt. */
  admit(email: string, address: string): void {
    const now = this.#clock.now();
    const waitMs = Math.max(this.#failuresByAccount.blockedFor(email, now), this.#attemptsByAddress.blockedFor(address, now));
    if (waitMs > 0) throw tooManyAttempts(Math.max(1, Math.ceil(waitMs / 1000)));
    this.#attemptsByAddress.add(address, now);
  }

  failed(email: string): void {
    this.#failuresByAccount.add(email, this.#clock.now());
  }

  succeeded(email: string): void {
    this.#failuresByAccount.reset(email);
  }
}
