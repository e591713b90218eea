import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/authenticate';
import { parse } from '../body';
import { OrderBook } from '../checkout/orders';
import type { SandboxContext } from '../context';
import { invalidParam, ok, ProviderError } from '../errors';
import { AttemptStore, urlsOf, withQuery, type AttemptRow } from './attempts';
import { cardOutcome, cardParams, cardSchema } from './cards';
import { assertOrderPayable, payOrder } from './fulfilment';
import { decisionOf, decisionPageHtml, GATEWAY_PREFIX, originOf, pendingAttempt, registerGatewayPages, sendPage } from './gatewayPage';
import { PaymentDetailStore, paymentDetailJson } from './PaymentDetailStore';

/** The card payment method (checkout/paymentMethods.ts). */
export const CARD_METHOD_ID = 1;
/** The gateway's refusal when the customer fails the challenge. */
export const CHALLENGE_FAILED = '3D Not Authenticated';

const url = z.string().url();
const sessionBody = z.object({ orderId: z.number().int().positive().optional(), returnUrl: url, filteredPaymentMethods: z.array(z.string()).optional(), filterPaymentMethodsByType: z.array(z.string()).optional() });
const browserFields = { browserInfo: z.unknown().optional(), billingAddress: z.unknown().optional(), origin: z.string().optional(), customerIP: z.string().optional(), attemptAuthentication: z.enum(['always', 'never', 'preferNo']).optional(), enable3DSRedirectFlow: z.boolean().optional() };
const initialBody = z.object({ orderId: z.number().int().positive(), returnUrl: url, paymentMethod: cardSchema, ...browserFields });
const detailsBody = z.object({ paymentMethodId: z.literal(CARD_METHOD_ID), returnUrl: url, paymentMethod: cardSchema, ...browserFields });
const finalizeDetails = z.object({ redirectResult: z.string().min(1) });
const finalizeBody = z.object({ orderId: z.number().int().positive(), details: finalizeDetails, paymentData: z.string().optional() });
const finalizeDetailsBody = z.object({ paymentMethodId: z.literal(CARD_METHOD_ID), details: finalizeDetails, paymentData: z.string().optional() });

/**
 * The card connector (Cleeng's Adyen connector shapes, 001 §7.4): a session for the drop-in, the
 * initial payment of an order and new payment details, each with its finalize step after the
 * challenge page. Cards come in the gateway's unencrypted `scheme` fields (README, "Test cards").
 */
export function registerAdyenRoutes(app: FastifyInstance, context: SandboxContext): void {
  const orders = new OrderBook(context);
  const attempts = new AttemptStore(context);
  const details = new PaymentDetailStore(context);

  /** A challenge the customer must pass on the gateway's page: the drop-in's redirect action. */
  const challengeAction = (request: Parameters<typeof originOf>[0], attempt: AttemptRow) => ({
    action: { type: 'redirect', paymentMethodType: 'scheme', method: 'GET', url: `${originOf(request)}${GATEWAY_PREFIX}/3ds/${attempt.token}`, data: {} },
    resultCode: 'RedirectShopper',
  });

  /** The customer's new card on file; their subscriptions renew on it from now on. */
  const storeCard = (customerId: string, card: ReturnType<typeof cardParams>) => {
    const row = details.add(customerId, { payment_method_id: CARD_METHOD_ID, payment_method: 'card', payment_gateway: 'adyen', params: card });
    context.db.prepare("UPDATE subscriptions SET payment_detail_id = ? WHERE customer_id = ? AND status IN ('active', 'cancelled')").run(row.id, customerId);
    return row;
  };

  /** The attempt a finalize call names: its own, of this kind, decided on the page and not used yet. */
  const decidedAttempt = (customerId: string, redirectResult: string, kind: AttemptRow['kind'], orderId: number | null): AttemptRow => {
    const attempt = attempts.byToken(redirectResult);
    if (!attempt || attempt.kind !== kind || attempt.customer_id !== customerId || (orderId !== null && attempt.order_id !== orderId) || attempt.outcome === null || attempt.outcome === 'spent') {
      throw invalidParam('details.redirectResult');
    }
    if (attempt.outcome !== 'approved') throw new ProviderError(422, CHALLENGE_FAILED);
    attempts.settle(attempt.token, 'spent');
    return attempt;
  };

  app.post('/connectors/adyen/sessions', async (request) => {
    const { customerId } = await authenticate(context, request);
    const body = parse(sessionBody, request.body);
    const order = body.orderId === undefined ? undefined : await orders.own(request, body.orderId);
    const amount = order ? orders.price(order).totalPrice : 0;
    return ok({
      id: `CS${randomBytes(8).toString('hex').toUpperCase()}`,
      sessionData: randomBytes(32).toString('base64'),
      amount: { currency: order?.currency ?? context.publisher.defaultLocale.currency, value: Math.round(amount * 100) },
      countryCode: order?.country ?? context.publisher.defaultLocale.country,
      expiresAt: new Date(context.clock.now() + 3600_000).toISOString(),
      returnUrl: body.returnUrl,
      merchantAccount: 'SandboxMerchant',
      reference: order ? `${order.id}` : `details-${customerId}`,
      shopperStatement: context.publisher.publisherName,
      allowedPaymentMethods: body.filterPaymentMethodsByType ?? ['scheme'],
      blockedPaymentMethods: [],
    });
  });

  app.post('/connectors/adyen/initial-payment', async (request) => {
    await authenticate(context, request);
    const body = parse(initialBody, request.body);
    const row = await orders.own(request, body.orderId);
    assertOrderPayable(context, row);
    const outcome = cardOutcome(body.paymentMethod, context.clock.now());
    if (outcome.kind === 'refused') throw new ProviderError(422, outcome.refusalReason);
    context.db.prepare('UPDATE orders SET payment_method_id = ? WHERE id = ?').run(CARD_METHOD_ID, row.id);
    const card = cardParams(body.paymentMethod);
    if (outcome.kind === 'challenge') {
      const attempt = attempts.create({ kind: 'card-order', customerId: row.customer_id, orderId: row.id, paymentMethodId: CARD_METHOD_ID, card, urls: { returnUrl: body.returnUrl } });
      return ok(challengeAction(request, attempt));
    }
    const detail = storeCard(row.customer_id, card);
    return ok(payOrder(context, orders.byId(row.id)!, { paymentMethod: 'card', paymentGateway: 'adyen', paymentDetailId: detail.id }));
  });

  app.post('/connectors/adyen/initial-payment/finalize', async (request) => {
    await authenticate(context, request);
    const body = parse(finalizeBody, request.body);
    const row = await orders.own(request, body.orderId);
    assertOrderPayable(context, row);
    const attempt = decidedAttempt(row.customer_id, body.details.redirectResult, 'card-order', row.id);
    const detail = storeCard(row.customer_id, JSON.parse(attempt.card!) as ReturnType<typeof cardParams>);
    return ok({ payment: payOrder(context, row, { paymentMethod: 'card', paymentGateway: 'adyen', paymentDetailId: detail.id }) });
  });

  app.post('/connectors/adyen/payment-details', async (request) => {
    const { customerId } = await authenticate(context, request);
    const body = parse(detailsBody, request.body);
    const outcome = cardOutcome(body.paymentMethod, context.clock.now());
    if (outcome.kind === 'refused') throw new ProviderError(422, outcome.refusalReason);
    const card = cardParams(body.paymentMethod);
    if (outcome.kind === 'challenge') {
      const attempt = attempts.create({ kind: 'card-details', customerId, orderId: null, paymentMethodId: CARD_METHOD_ID, card, urls: { returnUrl: body.returnUrl } });
      return ok(challengeAction(request, attempt));
    }
    return ok(paymentDetailJson(storeCard(customerId, card)));
  });

  app.post('/connectors/adyen/payment-details/finalize', async (request) => {
    const { customerId } = await authenticate(context, request);
    const body = parse(finalizeDetailsBody, request.body);
    const attempt = decidedAttempt(customerId, body.details.redirectResult, 'card-details', null);
    return ok(paymentDetailJson(storeCard(customerId, JSON.parse(attempt.card!) as ReturnType<typeof cardParams>)));
  });

  // The issuer's challenge page (3-D Secure): Approve or Fail, then back to the returnUrl with redirectResult.
  registerGatewayPages(app, (scope) => {
    const pending = (token: string): AttemptRow => pendingAttempt(attempts, token, ['card-order', 'card-details']);
    scope.get<{ Params: { token: string } }>(`${GATEWAY_PREFIX}/3ds/:token`, async (request, reply) => {
      const attempt = pending(request.params.token);
      const card = JSON.parse(attempt.card!) as ReturnType<typeof cardParams>;
      const order = attempt.order_id === null ? undefined : orders.byId(attempt.order_id);
      const price = order ? orders.price(order) : undefined;
      return sendPage(
        reply,
        decisionPageHtml({
          title: 'Confirm the payment with your bank',
          lines: [
            `Card ${card.variant.toUpperCase()} ending ${card.lastCardFourDigits} (${card.holderName}).`,
            order && price ? `${orders.offerOf(order).offerTitle}: ${price.totalPrice.toFixed(2)} ${order.currency}.` : 'Saving this card for later payments.',
          ],
          choices: [
            { value: 'approve', label: 'Approve' },
            { value: 'fail', label: 'Fail' },
          ],
        }),
      );
    });
    scope.post<{ Params: { token: string } }>(`${GATEWAY_PREFIX}/3ds/:token`, async (request, reply) => {
      const attempt = pending(request.params.token);
      const decision = decisionOf(request.body);
      if (decision !== 'approve' && decision !== 'fail') throw invalidParam('decision');
      attempts.settle(attempt.token, decision === 'approve' ? 'approved' : 'failed');
      const back = withQuery(urlsOf(attempt).returnUrl!, {
        redirectResult: attempt.token,
        ...(attempt.order_id === null ? {} : { orderId: String(attempt.order_id) }),
        paymentMethodId: String(attempt.payment_method_id),
      });
      return reply.code(303).redirect(back);
    });
  });
}
