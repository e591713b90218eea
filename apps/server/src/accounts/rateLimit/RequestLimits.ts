import type { Clock } from '../../clock';
import { tooManyAttempts } from '../AccountError';
import { WindowCounter } from './WindowCounter';
import { secondsUntil, type WindowCounts } from './WindowCounts';

/** A limit: at most `limit` requests per key within `windowSeconds`. */
export interface RequestLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * The limits of the routes that anyone can call, or that guess a code (issue 21), each per client
 * address unless its name says otherwise. A TV polling `check` every 5 s for its 15 minutes makes
 * 180 requests; several TVs may share an address.
 */
export const DEFAULT_REQUEST_LIMITS = {
  register: { limit: 20, windowSeconds: 900 },
  /** Captcha challenges: a few per sign-up (a refused sign-up or an expired challenge asks again). */
  captchaChallenge: { limit: 60, windowSeconds: 900 },
  forgotPassword: { limit: 20, windowSeconds: 900 },
  /** Reset mails to one address (known or not: the limit says nothing about accounts). */
  forgotPasswordPerEmail: { limit: 3, windowSeconds: 3600 },
  resetPassword: { limit: 30, windowSeconds: 900 },
  deviceGenerate: { limit: 30, windowSeconds: 900 },
  /** Codes a signed-in user enters: per user. */
  deviceAuthorizePerUser: { limit: 20, windowSeconds: 900 },
  deviceAuthorize: { limit: 60, windowSeconds: 900 },
  deviceCheck: { limit: 720, windowSeconds: 900 },
  /** External-provider tokens exchanged for viewer tokens (a verification each, JWKS fetches on unknown keys). */
  exchangeToken: { limit: 60, windowSeconds: 900 },
  /** Checkout sessions one pool user opens at the payments host: per user. */
  billingCheckoutPerUser: { limit: 20, windowSeconds: 900 },
} as const satisfies Record<string, RequestLimit>;

export type RequestLimitName = keyof typeof DEFAULT_REQUEST_LIMITS;
export type RequestLimits = Record<RequestLimitName, RequestLimit>;

/** Every default limit times `factor`: for tests and demos, where every client shares the loopback address. */
export const scaledRequestLimits = (factor: number): RequestLimits =>
  Object.fromEntries(Object.entries(DEFAULT_REQUEST_LIMITS).map(([name, { limit, windowSeconds }]) => [name, { limit: limit * factor, windowSeconds }])) as RequestLimits;

/** Counts requests per limit and key; `admit` answers 429 with Retry-After once a key is past its limit. */
export class RequestLimiter {
  constructor(
    private readonly limits: RequestLimits,
    private readonly clock: Clock,
    /** Where the counts live: this process, or the database instances share. */
    private readonly windows: WindowCounts = new WindowCounter(),
  ) {}

  async admit(name: RequestLimitName, key: string): Promise<void> {
    const { limit, windowSeconds } = this.limits[name];
    const now = this.clock.now();
    const window = await this.windows.add(name, key, windowSeconds * 1000, now);
    if (window.count > limit) throw tooManyAttempts(secondsUntil(window.endsAt, now));
  }
}
