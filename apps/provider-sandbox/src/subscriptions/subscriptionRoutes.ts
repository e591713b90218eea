import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/authenticate';
import { parse } from '../body';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { notFound, ok, ProviderError } from '../errors';
import { SubscriptionStore, type SubscriptionRow } from './SubscriptionStore';

const updateBody = z.object({
  offerId: z.string().min(1),
  status: z.enum(['active', 'cancelled']),
  cancellationReason: z.string().max(100).optional(),
});

/** A subscription as GET /customers/{id}/subscriptions lists it (the fields jwplayer/ott-web-app reads). */
export function subscriptionJson(context: SandboxContext, row: SubscriptionRow) {
  const offer = context.offers.find(row.offer_id);
  const renews = row.status === 'active';
  const pendingSwitch = row.pending_switch_id === null ? undefined : context.db.prepare('SELECT to_offer_id FROM subscription_switches WHERE id = ?').get(row.pending_switch_id) as { to_offer_id: string } | undefined;
  const nextOffer = pendingSwitch ? context.offers.find(pendingSwitch.to_offer_id) : undefined;
  const { paymentGateway, paymentMethod } = new SubscriptionStore(context).paymentMethodOf(row);
  return {
    subscriptionId: row.id,
    offerId: row.offer_id,
    status: row.status,
    expiresAt: row.expires_at,
    nextPaymentAt: renews ? row.expires_at : null,
    nextPaymentPrice: renews ? (nextOffer?.offerPrice ?? row.price) : null,
    nextPaymentCurrency: row.currency,
    paymentGateway,
    paymentMethod,
    externalPaymentId: '',
    inTrial: row.in_trial === 1,
    offerTitle: offer?.offerTitle ?? row.offer_id,
    period: offer?.period ?? null,
    totalPrice: row.price,
    pendingSwitchId: row.pending_switch_id === null ? null : String(row.pending_switch_id),
  };
}

/**
 * A customer's subscriptions (developers.cleeng.com "Fetch customer's subscriptions", "Update
 * customer's subscription"): list, cancel (`status: cancelled`, access to the end of the period)
 * and resubscribe (`status: active`, while the cancelled period has not ended).
 */
export function registerSubscriptionRoutes(app: FastifyInstance, context: SandboxContext): void {
  const subscriptions = new SubscriptionStore(context);

  app.get<{ Params: { id: string } }>('/customers/:id/subscriptions', async (request) => {
    const { customerId } = await authenticate(context, request, request.params.id);
    const items = subscriptions.list(customerId).map((row) => subscriptionJson(context, row));
    return ok({ items, totalCount: items.length });
  });

  app.patch<{ Params: { id: string } }>('/customers/:id/subscriptions', async (request) => {
    const { customerId } = await authenticate(context, request, request.params.id);
    const body = parse(updateBody, request.body);
    const row = subscriptions.forOffer(customerId, body.offerId);
    if (!row) throw notFound('Subscription');
    if (body.status === 'cancelled') {
      if (row.status !== 'active') throw new ProviderError(422, 'Subscription is not active');
    } else if (row.status !== 'cancelled') {
      throw new ProviderError(422, row.status === 'active' ? 'Subscription is already active' : 'Subscription has expired');
    }
    // Cancelling also drops a pending downgrade: there is no next period to switch.
    if (body.status === 'cancelled' && row.pending_switch_id !== null) {
      context.db.prepare("UPDATE subscription_switches SET status = 'cancelled', updated_at = ? WHERE id = ?").run(nowSeconds(context.clock), row.pending_switch_id);
      subscriptions.update(row.id, { pending_switch_id: null });
    }
    return ok(subscriptionJson(context, subscriptions.setStatus(row.id, body.status)));
  });
}
