import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CustomerStore } from '../account/customerStore';
import { authenticate } from '../auth/authenticate';
import { parse } from '../body';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { forbidden, invalidParam, notFound, ok, ProviderError } from '../errors';
import { accessEndsAt } from '../offers/duration';
import { baseOfferId, offerTypeOf } from '../offers/OfferCatalog';
import type { OfferSeed } from '../seed';
import { isPaymentMethodId, PAYMENT_METHODS } from './paymentMethods';
import { couponFor, priceOrder } from './pricing';

/** Orders can be paid for this long after they are made. */
export const ORDER_TTL_SECONDS = 3600;

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

interface OrderRow {
  id: number;
  customer_id: string;
  offer_id: string;
  country: string;
  currency: string;
  coupon_code: string | null;
  payment_method_id: number;
  created_at: number;
  paid: number;
}

/** Orders (price, coupon, payment method), the payment methods, and paying an order that costs nothing. */
export function registerCheckoutRoutes(app: FastifyInstance, context: SandboxContext): void {
  const customers = new CustomerStore(context.db);

  const trialUsed = (customerId: string, offer: OfferSeed): boolean =>
    context.db.prepare('SELECT 1 FROM grants WHERE customer_id = ? AND offer_id = ?').get(customerId, baseOfferId(offer.offerId)) !== undefined;

  const orderJson = (row: OrderRow) => {
    const offer = context.offers.find(row.offer_id)!;
    const customer = customers.byId(row.customer_id)!;
    const coupon = row.coupon_code === null ? undefined : couponFor(context.coupons, row.coupon_code, offer);
    const price = priceOrder(offer, row.country, coupon, trialUsed(row.customer_id, offer));
    return {
      id: row.id,
      customerId: row.customer_id,
      customer: { locale: customer.locale, email: customer.email },
      publisherId: Number(context.publisher.publisherId),
      offerId: offer.offerId,
      offer: { title: offer.offerTitle, description: null, price: offer.offerPrice, currency: offer.offerCurrency },
      totalPrice: price.totalPrice,
      priceBreakdown: price.priceBreakdown,
      taxRate: price.taxRate,
      taxBreakdown: null,
      currency: row.currency,
      country: row.country,
      paymentMethodId: row.payment_method_id,
      expirationDate: row.created_at + ORDER_TTL_SECONDS,
      billingAddress: null,
      couponId: row.coupon_code,
      discount: price.discount,
      requiredPaymentDetails: price.requiredPaymentDetails,
    };
  };

  const ownOrder = async (request: Parameters<typeof authenticate>[1], id: string | number): Promise<OrderRow> => {
    const { customerId } = await authenticate(context, request);
    const row = /^\d+$/.test(String(id)) ? (context.db.prepare('SELECT * FROM orders WHERE id = ?').get(Number(id)) as OrderRow | undefined) : undefined;
    if (!row) throw notFound('Order');
    if (row.customer_id !== customerId) throw forbidden('Access denied: the order belongs to another customer');
    return row;
  };
  const reply = (row: OrderRow, message: string) => ok({ message, order: orderJson(row), success: true });
  const reread = (id: number): OrderRow => context.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow;

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

  app.get<{ Params: { id: string } }>('/orders/:id', async (request) => reply(await ownOrder(request, request.params.id), 'Order retrieved successfully'));

  app.patch<{ Params: { id: string } }>('/orders/:id', async (request) => {
    const row = await ownOrder(request, request.params.id);
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
    const { orderId } = parse(paymentBody, request.body);
    const row = await ownOrder(request, orderId);
    if (row.paid) throw new ProviderError(422, 'Order is already paid');
    if (row.created_at + ORDER_TTL_SECONDS <= nowSeconds(context.clock)) throw new ProviderError(422, 'Order has expired');
    const order = orderJson(row);
    if (order.requiredPaymentDetails) throw new ProviderError(422, 'Payment details are required for this order');
    const offer = context.offers.find(row.offer_id)!;
    const now = nowSeconds(context.clock);
    context.db.transaction(() => {
      context.db.prepare('UPDATE orders SET paid = 1 WHERE id = ?').run(row.id);
      context.db.prepare('INSERT INTO grants (customer_id, offer_id, grant_type, expires_at) VALUES (?, ?, ?, ?)').run(row.customer_id, row.offer_id, 'purchase', accessEndsAt(offer, now));
    })();
    return ok({
      id: row.id,
      orderId: row.id,
      status: 'successful',
      totalAmount: order.totalPrice,
      currency: order.currency,
      customerId: row.customer_id,
      paymentGateway: 'none',
      paymentMethod: 'none',
      externalPaymentId: '',
      couponId: row.coupon_code,
      amount: order.totalPrice,
      country: row.country,
      offerType: offerTypeOf(offer) === 'subscription' ? 'subscription' : 'pass',
      taxValue: order.priceBreakdown.taxValue,
      paymentMethodFee: 0,
      customerServiceFee: 0,
      rejectedReason: null,
      refundedReason: null,
      paymentDetailsId: null,
      paymentOperation: 'initial-payment',
    });
  });
}
