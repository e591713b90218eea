import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/authenticate';
import { parse } from '../body';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { forbidden, notFound, ok, ProviderError } from '../errors';
import { addPeriod } from '../offers/duration';
import { baseOfferId, offerTypeOf } from '../offers/OfferCatalog';
import type { OfferSeed } from '../seed';
import { SubscriptionStore, type SubscriptionRow, type SwitchRow } from './SubscriptionStore';

/** Upgrades start the new plan now and charge its full price (no proration); downgrades wait for the end of the period. */
export const UPGRADE_ALGORITHM = 'IMMEDIATE_AND_CHARGE_WITHOUT_PRORATION';
export const DOWNGRADE_ALGORITHM = 'DEFERRED';

const switchBody = z.object({ toOfferId: z.string().min(1), switchDirection: z.enum(['upgrade', 'downgrade']) });

/** A switch as POST .../subscription_switches/{offerId} and GET /subscription_switches/{id} show it (jwplayer/ott-web-app `GetSubscriptionSwitchResponse`). */
export const switchJson = (row: SwitchRow) => ({
  id: String(row.id),
  customerId: Number(row.customer_id),
  direction: row.direction,
  algorithm: row.algorithm,
  fromOfferId: row.from_offer_id,
  toOfferId: row.to_offer_id,
  subscriptionId: String(row.subscription_id),
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * Plan switches between subscription offers that allow them (`planSwitchEnabled`): the more
 * expensive per payment is an upgrade, the cheaper a downgrade.
 */
export function registerSwitchRoutes(app: FastifyInstance, context: SandboxContext): void {
  const subscriptions = new SubscriptionStore(context);

  /** What a switch is called: to a plan with a higher price per payment is an upgrade (monthly -> yearly). */
  const directionOf = (from: OfferSeed, to: OfferSeed): 'upgrade' | 'downgrade' => (to.offerPrice > from.offerPrice ? 'upgrade' : 'downgrade');

  const switchable = (from: OfferSeed) =>
    context.offers.offers.filter((offer) => offerTypeOf(offer) === 'subscription' && offer.planSwitchEnabled && !offer.offerUrl && baseOfferId(offer.offerId) !== baseOfferId(from.offerId));

  /** Why no switch is possible now, or null. */
  const blockedBecause = (row: SubscriptionRow): { code: string; message: string } | null => {
    if (row.status !== 'active') return { code: 'SUBSCRIPTION_NOT_ACTIVE', message: 'Subscription is not active' };
    if (row.pending_switch_id !== null) return { code: 'SWITCH_IN_PROGRESS', message: 'A switch is already pending' };
    return null;
  };

  const subscriptionFor = (customerId: string, offerId: string): SubscriptionRow => {
    const row = subscriptions.list(customerId).find((candidate) => baseOfferId(candidate.offer_id) === baseOfferId(offerId) && (candidate.status === 'active' || candidate.status === 'cancelled'));
    if (!row) throw notFound('Subscription');
    return row;
  };

  app.get<{ Params: { id: string; offerId: string } }>('/customers/:id/subscription_switches/:offerId/availability', async (request) => {
    const { customerId } = await authenticate(context, request, request.params.id);
    const row = subscriptionFor(customerId, request.params.offerId);
    const from = context.offers.find(row.offer_id)!;
    const reason = from.planSwitchEnabled ? blockedBecause(row) : { code: 'SWITCH_NOT_ENABLED', message: 'Plan switch is not enabled for this offer' };
    const options = switchable(from).map((offer) => ({
      toOfferId: offer.offerId,
      title: offer.offerTitle,
      currency: offer.offerCurrency,
      currencySymbol: offer.offerCurrency === 'EUR' ? '€' : offer.offerCurrency,
      price: offer.offerPrice,
      period: offer.period,
      nextPaymentPrice: offer.offerPrice,
      nextPaymentPriceCurrency: offer.offerCurrency,
      nextPaymentPriceCurrencySymbol: offer.offerCurrency === 'EUR' ? '€' : offer.offerCurrency,
      switchDirection: directionOf(from, offer),
      algorithm: directionOf(from, offer) === 'upgrade' ? UPGRADE_ALGORITHM : DOWNGRADE_ALGORITHM,
    }));
    return ok(reason ? { available: [], unavailable: options.map((option) => ({ ...option, reason })) } : { available: options, unavailable: [] });
  });

  app.post<{ Params: { id: string; offerId: string } }>('/customers/:id/subscription_switches/:offerId', async (request) => {
    const { customerId } = await authenticate(context, request, request.params.id);
    const body = parse(switchBody, request.body);
    const row = subscriptionFor(customerId, request.params.offerId);
    const from = context.offers.find(row.offer_id)!;
    const blocked = from.planSwitchEnabled ? blockedBecause(row) : { message: 'Plan switch is not enabled for this offer' };
    if (blocked) throw new ProviderError(422, blocked.message);
    const to = switchable(from).find((offer) => baseOfferId(offer.offerId) === baseOfferId(body.toOfferId));
    if (!to) throw new ProviderError(422, 'Switch to this offer is not available');
    const direction = directionOf(from, to);
    if (direction !== body.switchDirection) throw new ProviderError(422, 'Invalid param switchDirection');

    const now = nowSeconds(context.clock);
    const id = context.db.transaction(() => {
      const { lastInsertRowid } = context.db
        .prepare('INSERT INTO subscription_switches (customer_id, subscription_id, direction, algorithm, from_offer_id, to_offer_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(customerId, row.id, direction, direction === 'upgrade' ? UPGRADE_ALGORITHM : DOWNGRADE_ALGORITHM, from.offerId, to.offerId, direction === 'upgrade' ? 'completed' : 'pending', now, now);
      const switchId = Number(lastInsertRowid);
      if (direction === 'upgrade') {
        const upgraded = subscriptions.update(row.id, { offer_id: to.offerId, price: to.offerPrice, currency: to.offerCurrency, in_trial: 0, expires_at: addPeriod(now, to.period ?? 'month') });
        subscriptions.charge(upgraded, to, to.offerPrice, now, 'switch');
      } else {
        subscriptions.update(row.id, { pending_switch_id: switchId });
      }
      return switchId;
    })();
    return ok(switchJson(subscriptions.switchById(id)!));
  });

  app.get<{ Params: { switchId: string } }>('/subscription_switches/:switchId', async (request) => {
    const { customerId } = await authenticate(context, request);
    const row = /^\d+$/.test(request.params.switchId) ? subscriptions.switchById(Number(request.params.switchId)) : undefined;
    if (!row) throw notFound('Subscription switch');
    if (row.customer_id !== customerId) throw forbidden('Access denied: the switch belongs to another customer');
    subscriptions.list(customerId);
    return ok(switchJson(subscriptions.switchById(row.id)!));
  });
}
