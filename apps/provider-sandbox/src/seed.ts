import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const consentSchema = z.object({
  type: z.string(),
  name: z.string().min(1),
  label: z.string(),
  placeholder: z.string(),
  required: z.boolean(),
  version: z.string(),
  options: z.record(z.string(), z.string()),
  defaultValue: z.string(),
  enabledByDefault: z.boolean(),
  isCustomRegisterField: z.boolean(),
});

const captureSettingSchema = z.object({
  key: z.string().min(1),
  enabled: z.boolean(),
  required: z.boolean(),
  question: z.string().optional(),
  /** Options of a custom question: `value:label` pairs separated by semicolons. */
  value: z.string().optional(),
});

export const publisherSchema = z.object({
  publisherId: z.string().min(1),
  publisherName: z.string(),
  captchaRequired: z.boolean(),
  /** The publisher's ALTCHA HMAC key, as a provider keeps a publisher's captcha secret (README "Captcha"). */
  captchaHmacKey: z.string().optional(),
  defaultLocale: z.object({ country: z.string().length(2), currency: z.string().length(3), locale: z.string() }),
  consents: z.array(consentSchema),
  capture: z.object({ enabled: z.boolean(), settings: z.array(captureSettingSchema) }),
});

export const offerSeedSchema = z.object({
  offerId: z.string().regex(/^[SPRA]\d+(_[A-Z]{2})?$/),
  offerTitle: z.string().min(1),
  offerPrice: z.number().nonnegative(),
  offerCurrency: z.string().length(3),
  /** Subscriptions renew every period. */
  period: z.enum(['day', 'week', 'month', 'year']).optional(),
  freeDays: z.number().int().positive().nullable().optional(),
  freePeriods: z.number().int().positive().nullable().optional(),
  /** Passes and rentals last this long. */
  durationPeriod: z.enum(['hour', 'day', 'week', 'month', 'year']).optional(),
  durationAmount: z.number().int().positive().optional(),
  premier: z.boolean().optional(),
  offerUrl: z.string().url().optional(),
  planSwitchEnabled: z.boolean().optional(),
  accessToTags: z.array(z.string()).default([]),
});

export type PublisherSeed = z.infer<typeof publisherSchema>;
export type PublisherConsentSeed = z.infer<typeof consentSchema>;
export type CaptureSettingSeed = z.infer<typeof captureSettingSchema>;
export type OfferSeed = z.infer<typeof offerSeedSchema>;

/** The seed files shipped with the package (`seed/`), found from `src/` and from `dist/` alike. */
export const DEFAULT_SEED_DIR = fileURLToPath(new URL('../seed', import.meta.url));

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function loadPublisher(path: string): PublisherSeed {
  return publisherSchema.parse(readJson(path));
}

export function loadOffers(path: string): OfferSeed[] {
  const offers = z.object({ offers: z.array(offerSeedSchema) }).parse(readJson(path)).offers;
  const ids = new Set<string>();
  for (const offer of offers) {
    if (offer.period === undefined && offer.durationPeriod === undefined) throw new Error(`Offer ${offer.offerId}: needs a period (subscription) or a duration (pass, rental)`);
    if (ids.has(offer.offerId)) throw new Error(`Offer ${offer.offerId} is listed twice`);
    ids.add(offer.offerId);
  }
  return offers;
}

export const couponSchema = z.object({
  code: z.string().min(1),
  /** percentage: a discount for `periods` payments; trial: `freeDays` free before the first payment (subscriptions only). */
  type: z.enum(['percentage', 'trial']),
  percent: z.number().positive().max(100).optional(),
  periods: z.number().int().positive().optional(),
  freeDays: z.number().int().positive().optional(),
  /** Offers it is valid for (either id form); absent: every offer. */
  offerIds: z.array(z.string()).optional(),
});

export type CouponSeed = z.infer<typeof couponSchema>;

export function loadCoupons(path: string): CouponSeed[] {
  const coupons = z.object({ coupons: z.array(couponSchema) }).parse(readJson(path)).coupons;
  for (const coupon of coupons) {
    if (coupon.type === 'percentage' && coupon.percent === undefined) throw new Error(`Coupon ${coupon.code}: a percentage coupon needs percent`);
    if (coupon.type === 'trial' && coupon.freeDays === undefined) throw new Error(`Coupon ${coupon.code}: a trial coupon needs freeDays`);
  }
  return coupons;
}
