import type { JwtIssuer } from './auth/JwtIssuer';
import type { CaptchaVerifier } from './captcha/CaptchaVerifier';
import type { Clock } from './clock';
import type { Db } from './db';
import type { OfferCatalog } from './offers/OfferCatalog';
import type { CouponSeed, PublisherSeed } from './seed';

/** What every route reads: the database, the clock, the token issuer and the seed data. */
export interface SandboxContext {
  db: Db;
  clock: Clock;
  jwt: JwtIssuer;
  publisher: PublisherSeed;
  offers: OfferCatalog;
  coupons: readonly CouponSeed[];
  /** The publisher's captcha check (register, free submit, PayPal token). */
  captcha: CaptchaVerifier;
  /** Lifetimes in seconds. */
  ttl: { refreshToken: number; resetToken: number };
}
