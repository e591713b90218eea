import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CustomerStore } from '../account/customerStore';
import { parse } from '../body';
import { nowSeconds, type MovableClock } from '../clock';
import type { SandboxContext } from '../context';
import { invalidParam, notFound, ok } from '../errors';
import { accessEndsAt } from '../offers/duration';
import { TEST_CARDS } from '../payments/cards';
import { baseOfferId } from '../offers/OfferCatalog';
import { SubscriptionStore } from '../subscriptions/SubscriptionStore';
import { subscriptionJson } from '../subscriptions/subscriptionRoutes';

/** Prefix of the sandbox's own routes: no provider path starts with an underscore. */
export const DEV_PREFIX = '/_sandbox';

const clockBody = z.union([z.object({ advanceSeconds: z.number().int().nonnegative() }).strict(), z.object({ now: z.number().int().nonnegative() }).strict()]);
const grantBody = z.object({ email: z.string().email(), offerId: z.string().min(1), expiresAt: z.number().int().positive().optional() });

/**
 * The sandbox's control routes, for tests and demos only: the clock, the mails it would have
 * sent, and access granted by hand (as the provider's dashboard can).
 */
export function registerDevRoutes(app: FastifyInstance, context: SandboxContext, clock: MovableClock): void {
  const customers = new CustomerStore(context.db);
  const subscriptions = new SubscriptionStore(context);

  app.get(`${DEV_PREFIX}/clock`, async () => ok({ now: nowSeconds(clock) }));

  app.post(`${DEV_PREFIX}/clock`, async (request) => {
    const body = parse(clockBody, request.body);
    if ('advanceSeconds' in body) clock.advance(body.advanceSeconds * 1000);
    else clock.set(body.now * 1000);
    return ok({ now: nowSeconds(clock) });
  });

  // The card gateway's test cards, so that end-to-end tests need not copy the numbers.
  app.get(`${DEV_PREFIX}/test-cards`, async () => ok({ ...TEST_CARDS, expiryMonth: '03', expiryYear: String(new Date(clock.now()).getUTCFullYear() + 2), cvc: '737' }));

  app.get(`${DEV_PREFIX}/outbox`, async (request) => {
    const { email } = request.query as { email?: string };
    const rows = context.db
      .prepare('SELECT recipient, kind, body, sent_at FROM outbox WHERE (? IS NULL OR recipient = ? COLLATE NOCASE) ORDER BY id')
      .all(email ?? null, email ?? null) as Array<{ recipient: string; kind: string; body: string; sent_at: number }>;
    return ok({ items: rows.map((row) => ({ to: row.recipient, kind: row.kind, sentAt: row.sent_at, ...(JSON.parse(row.body) as object) })) });
  });

  /** The customer (by address) and the offer a grant or subscription body names. */
  const grantOf = (input: unknown) => {
    const body = parse(grantBody, input);
    const customer = customers.byEmail(body.email);
    if (!customer) throw notFound('Customer');
    const offer = context.offers.find(body.offerId);
    if (!offer) throw notFound('Offer');
    return { body, customer, offer };
  };

  app.post(`${DEV_PREFIX}/grants`, async (request) => {
    const { body, customer, offer } = grantOf(request.body);
    const expiresAt = body.expiresAt ?? accessEndsAt(offer, nowSeconds(clock));
    context.db.prepare('INSERT INTO grants (customer_id, offer_id, grant_type, expires_at) VALUES (?, ?, ?, ?)').run(customer.id, baseOfferId(offer.offerId), 'manual', expiresAt);
    return ok({ customerId: customer.id, offerId: offer.offerId, expiresAt });
  });

  // A subscription as if its first order had been paid by card, without going through checkout (demos, e2e set-up).
  app.post(`${DEV_PREFIX}/subscriptions`, async (request) => {
    const { body, customer, offer } = grantOf(request.body);
    if (offer.period === undefined) throw invalidParam('offerId');
    return ok(subscriptionJson(context, subscriptions.create(customer.id, offer, { expiresAt: body.expiresAt })));
  });
}
