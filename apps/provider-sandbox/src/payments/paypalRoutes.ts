import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CustomerStore } from '../account/customerStore';
import { authenticate } from '../auth/authenticate';
import { parse } from '../body';
import { OrderBook } from '../checkout/orders';
import type { SandboxContext } from '../context';
import { invalidParam, ok, ProviderError } from '../errors';
import { AttemptStore, urlsOf, withQuery, type AttemptRow } from './attempts';
import { assertOrderPayable, payOrder } from './fulfilment';
import { decisionOf, decisionPageHtml, GATEWAY_PREFIX, originOf, pendingAttempt, registerGatewayPages, sendPage } from './gatewayPage';
import { PaymentDetailStore } from './PaymentDetailStore';

/** The PayPal payment method (checkout/paymentMethods.ts). */
export const PAYPAL_METHOD_ID = 2;

const url = z.string().url();
const returnUrls = { successUrl: url, cancelUrl: url, errorUrl: url, captchaValue: z.string().optional() };
const tokenBody = z.object({ orderId: z.number().int().positive(), ...returnUrls });
const detailsTokenBody = z.object({ paymentMethodId: z.literal(PAYPAL_METHOD_ID), ...returnUrls });

/**
 * The PayPal connector (Express Checkout, 001 §7.4): a token whose redirectUrl is PayPal's
 * approval page (here the sandbox's), for an order or for new payment details. Approving returns
 * the buyer to the connector, which captures the payment and then sends the browser to
 * `successUrl`; Cancel goes to `cancelUrl`, an error to `errorUrl` with `message` (README).
 */
export function registerPayPalRoutes(app: FastifyInstance, context: SandboxContext): void {
  const orders = new OrderBook(context);
  const attempts = new AttemptStore(context);
  const details = new PaymentDetailStore(context);
  const customers = new CustomerStore(context.db);

  const approvalUrl = (request: Parameters<typeof originOf>[0], attempt: AttemptRow) => ({ redirectUrl: `${originOf(request)}${GATEWAY_PREFIX}/paypal/${attempt.token}` });

  const storePayPal = (customerId: string) => {
    const row = details.add(customerId, { payment_method_id: PAYPAL_METHOD_ID, payment_method: 'paypal', payment_gateway: 'paypal', params: { payerEmail: customers.byId(customerId)?.email ?? '' } });
    context.db.prepare("UPDATE subscriptions SET payment_detail_id = ? WHERE customer_id = ? AND status IN ('active', 'cancelled')").run(row.id, customerId);
    return row;
  };

  app.post('/connectors/paypal/v1/tokens', async (request) => {
    await authenticate(context, request);
    const { captchaValue, ...body } = parse(tokenBody, request.body);
    await context.captcha.check(captchaValue);
    const row = await orders.own(request, body.orderId);
    assertOrderPayable(context, row);
    if (!orders.price(row).requiredPaymentDetails) throw new ProviderError(422, 'Order does not require payment details');
    context.db.prepare('UPDATE orders SET payment_method_id = ? WHERE id = ?').run(PAYPAL_METHOD_ID, row.id);
    const attempt = attempts.create({ kind: 'paypal-order', customerId: row.customer_id, orderId: row.id, paymentMethodId: PAYPAL_METHOD_ID, urls: body });
    return ok(approvalUrl(request, attempt));
  });

  app.post('/connectors/paypal/v1/payment_details/tokens', async (request) => {
    const { customerId } = await authenticate(context, request);
    const body = parse(detailsTokenBody, request.body);
    const attempt = attempts.create({ kind: 'paypal-details', customerId, orderId: null, paymentMethodId: PAYPAL_METHOD_ID, urls: body });
    return ok(approvalUrl(request, attempt));
  });

  /** The capture after approval: pays the order (or stores PayPal), answers where the browser goes next. */
  const capture = (attempt: AttemptRow): string => {
    const urls = urlsOf(attempt);
    try {
      if (attempt.order_id === null) {
        storePayPal(attempt.customer_id);
      } else {
        const order = orders.byId(attempt.order_id)!;
        assertOrderPayable(context, order);
        const detail = storePayPal(attempt.customer_id);
        payOrder(context, order, { paymentMethod: 'paypal', paymentGateway: 'paypal', paymentDetailId: detail.id });
      }
      attempts.settle(attempt.token, 'approved');
      return urls.successUrl!;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      attempts.settle(attempt.token, 'error');
      return withQuery(urls.errorUrl!, { message: error.message });
    }
  };

  registerGatewayPages(app, (scope) => {
    const pending = (token: string): AttemptRow => pendingAttempt(attempts, token, ['paypal-order', 'paypal-details']);
    scope.get<{ Params: { token: string } }>(`${GATEWAY_PREFIX}/paypal/:token`, async (request, reply) => {
      const attempt = pending(request.params.token);
      const order = attempt.order_id === null ? undefined : orders.byId(attempt.order_id);
      const line = order
        ? `${orders.offerOf(order).offerTitle}: ${orders.price(order).totalPrice.toFixed(2)} ${order.currency}.`
        : 'Use PayPal for your future payments.';
      return sendPage(
        reply,
        decisionPageHtml({
          title: 'PayPal: approve the payment',
          lines: [line, `Paying as ${customers.byId(attempt.customer_id)?.email ?? 'unknown'}.`],
          choices: [
            { value: 'approve', label: 'Approve' },
            { value: 'cancel', label: 'Cancel' },
            { value: 'error', label: 'Error' },
          ],
        }),
      );
    });
    scope.post<{ Params: { token: string } }>(`${GATEWAY_PREFIX}/paypal/:token`, async (request, reply) => {
      const attempt = pending(request.params.token);
      const decision = decisionOf(request.body);
      const urls = urlsOf(attempt);
      if (decision === 'approve') return reply.code(303).redirect(capture(attempt));
      if (decision === 'cancel') {
        attempts.settle(attempt.token, 'cancelled');
        return reply.code(303).redirect(urls.cancelUrl!);
      }
      if (decision === 'error') {
        attempts.settle(attempt.token, 'error');
        return reply.code(303).redirect(withQuery(urls.errorUrl!, { message: 'PayPal could not process the payment' }));
      }
      throw invalidParam('decision');
    });
  });
}
