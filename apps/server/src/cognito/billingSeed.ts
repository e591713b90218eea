import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { AccountDb } from '../accounts/db/schema';

export const OFFER_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const id = z.string().regex(OFFER_ID_PATTERN);
const amount = z.number().nonnegative().max(1_000_000).refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals');
const currency = z.string().regex(/^[A-Z]{3}$/);

/** `<catalog>/billing.json`: the plans and offers of the Cognito-style variant, with a price per country. */
export const billingSeedSchema = z.object({
  plans: z.array(z.object({ id, name: z.string().min(1).max(200), accessModel: z.enum(['svod', 'authvod', 'free']) })),
  offers: z.array(
    z.object({
      id,
      planId: id,
      title: z.string().min(1).max(200),
      period: z.enum(['month', 'year']),
      trialDays: z.number().int().min(0).max(365),
      price: amount,
      currency,
      prices: z.record(z.string().regex(/^[A-Z]{2}$/), z.object({ price: amount, currency })).default({}),
    }),
  ),
});
export type BillingSeed = z.infer<typeof billingSeedSchema>;

export const BILLING_SEED_FILE = 'billing.json';

/** The catalog's billing file, when it has one; an error naming the file and field when it is bad. */
export function readBillingSeed(catalogDir: string): BillingSeed | undefined {
  const file = join(catalogDir, BILLING_SEED_FILE);
  if (!existsSync(file)) return undefined;
  const result = billingSeedSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`Invalid ${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  const plans = new Set(result.data.plans.map((plan) => plan.id));
  for (const offer of result.data.offers) if (!plans.has(offer.planId)) throw new Error(`Invalid ${file}: offer ${offer.id} names an unknown plan ${offer.planId}`);
  return result.data;
}

export const toMinor = (price: number): number => Math.round(price * 100);

/**
 * Writes the seed's plans and offers into the database (one transaction; the file wins over what
 * the database holds for the same ids, so a price change in the file takes effect at the next start).
 */
export async function applyBillingSeed(db: AccountDb, seed: BillingSeed): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const plan of seed.plans) {
      const row = { id: plan.id, name: plan.name, access_model: plan.accessModel };
      await trx.insertInto('billing_plans').values(row).onConflict((conflict) => conflict.column('id').doUpdateSet({ name: row.name, access_model: row.access_model })).execute();
    }
    for (const offer of seed.offers) {
      const row = { id: offer.id, plan_id: offer.planId, title: offer.title, period: offer.period, trial_days: offer.trialDays, price_minor: toMinor(offer.price), currency: offer.currency };
      const { id: _id, ...update } = row;
      await trx.insertInto('billing_offers').values(row).onConflict((conflict) => conflict.column('id').doUpdateSet(update)).execute();
      await trx.deleteFrom('billing_offer_prices').where('offer_id', '=', offer.id).execute();
      const prices = Object.entries(offer.prices).map(([country, price]) => ({ offer_id: offer.id, country, price_minor: toMinor(price.price), currency: price.currency }));
      if (prices.length > 0) await trx.insertInto('billing_offer_prices').values(prices).execute();
    }
  });
}
