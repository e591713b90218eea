import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CustomerStore } from '../account/customerStore';
import { authenticate } from '../auth/authenticate';
import { parse } from '../body';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { forbidden, invalidParam, notFound, ok, ProviderError } from '../errors';
import { baseOfferId } from '../offers/OfferCatalog';
import { assertOrderPayable, payOrder } from '../payments/fulfilment';
import { OrderBook, type OrderRow } from './orders';
import { isPaymentMethodId, PAYMENT_METHODS } from './paymentMethods';
import { couponFor } from './pricing';

const createBody = z.object({
  offerId: z.string().min(1),
  customerId: z.string().optional(),
  country: z.string().length(2).optional(),
  currency: z.string().length(3).optional(),
  customerIP: z.string().optional(),
  paymentMethodId: z.number().int().nonnegative().optional(),
  couponCode: z.string().optional(),
});
const updateBody = z.object({ paymentMethodId: z.number().int().nonnegative().optional(), couponCode: z.string().nullable().optional() });
const paymentBody = z.object({ orderId: z.number().int().positive(), captchaValue: z.string().optional() });

/** Orders (price, coupon, payment method), the payment methods, and paying an order that costs nothing. */
export function registerCheckoutRoutes(app: FastifyInstance, context: SandboxContext): void {
  const customers = new CustomerStore(context.db);
  const orders = new OrderBook(context);
  const reply = (row: OrderRow, message: string) => ok({ message, order: orders.json(row), success: true });
  const reread = (id: number): OrderRow => orders.byId(id)!;

  app.get('/payment-methods', async (request) => {
    await authenticate(context, request);
    return ok({ message: 'Payment methods retrieved successfully', paymentMethods: PAYMENT_METHODS, status: 200 });
  });

  app.post('/orders', async (request) => {
    const { customerId } = await authenticate(context, request);
    const body = parse(createBody, request.body);
    if (body.customerId !== undefined && body.customerId !== customerId) throw forbidden();
    const offer = context.offers.find(body.offerId);
    if (!offer) throw notFound('Offer');
    const paymentMethodId = body.paymentMethodId ?? 0;
    if (!isPaymentMethodId(paymentMethodId)) throw invalidParam('paymentMethodId');
    if (body.couponCode) couponFor(context.coupons, body.couponCode, offer);
    const customer = customers.byId(customerId)!;
    const { lastInsertRowid } = context.db
      .prepare('INSERT INTO orders (customer_id, offer_id, country, currency, coupon_code, payment_method_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(customerId, baseOfferId(offer.offerId), (body.country ?? customer.country).toUpperCase(), offer.offerCurrency, body.couponCode || null, paymentMethodId, nowSeconds(context.clock));
    return reply(reread(Number(lastInsertRowid)), 'Order created successfully');
  });

  app.get<{ Params: { id: string } }>('/orders/:id', async (request) => reply(await orders.own(request, request.params.id), 'Order retrieved successfully'));

  app.patch<{ Params: { id: string } }>('/orders/:id', async (request) => {
    const row = await orders.own(request, request.params.id);
    const body = parse(updateBody, request.body);
    if (row.paid) throw new ProviderError(422, 'Order is already paid');
    const offer = context.offers.find(row.offer_id)!;
    if (body.paymentMethodId !== undefined) {
      if (!isPaymentMethodId(body.paymentMethodId)) throw invalidParam('paymentMethodId');
      context.db.prepare('UPDATE orders SET payment_method_id = ? WHERE id = ?').run(body.paymentMethodId, row.id);
    }
    if (body.couponCode !== undefined) {
      if (body.couponCode) couponFor(context.coupons, body.couponCode, offer);
      context.db.prepare('UPDATE orders SET coupon_code = ? WHERE id = ?').run(body.couponCode || null, row.id);
    }
    return reply(reread(row.id), 'Order updated successfully');
  });

  // Paying an order that needs no payment details (a 100 % coupon on a pass): access starts now.
  app.post('/payments', async (request) => {
    await authenticate(context, request);
    const { orderId, captchaValue } = parse(paymentBody, request.body);
    await context.captcha.check(captchaValue);
    const row = await orders.own(request, orderId);
    assertOrderPayable(context, row);
    if (orders.price(row).requiredPaymentDetails) throw new ProviderError(422, 'Payment details are required for this order');
    return ok(payOrder(context, row, { paymentMethod: 'none', paymentGateway: 'none', paymentDetailId: null }));
  });
}
