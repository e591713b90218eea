import { describe, expect, it } from 'vitest';
import { OFFER, ORDER, route, signedInCommerce } from '../../test/support/commerce';
import { CUSTOMER_ID, fail } from '../../test/support/fakeCleeng';
import { failureOf, useMswServer } from '../../test/support/testService';
import { CleengCheckoutService } from './CleengCheckoutService';

const server = useMswServer();

async function setup() {
  const context = await signedInCommerce(server);
  return { ...context, checkout: new CleengCheckoutService({ api: context.commerce, session: context.session }) };
}

describe('offers (GET /v2/offers/{id})', () => {
  it('reads each offer, without credentials', async () => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'get', '/v2/offers/:id', OFFER));
    const offers = await checkout.getOffers(['S100_NL', 'S200_NL']);
    expect(seen.map((call) => call.path)).toEqual(['/v2/offers/S100_NL', '/v2/offers/S200_NL']);
    expect(seen[0]?.authorization).toBeNull();
    expect(offers[0]).toMatchObject({ id: '1', offerId: 'S100_NL', offerPrice: 9.99, customerPriceInclTax: 12.09, period: 'month', freeDays: 7, active: true, premier: false });
  });

  it('a failure without message is "Failed to get offers"', async () => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'get', '/v2/offers/:id', new Response(null, { status: 500 })));
    await expect(checkout.getOffer('S1')).rejects.toMatchObject({ message: 'Failed to get offers', code: 500 });
  });
});

describe('orders (POST, GET, PATCH /orders)', () => {
  it('creates an order with the currency (and country) from /locales', async () => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'post', '/orders', { success: true, order: ORDER }));
    const order = await checkout.createOrder({ offer: { ...OFFER, id: '1', offerId: 'S100_NL', active: true, premier: false } as never, customerId: CUSTOMER_ID, paymentMethodId: '7' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/orders', body: { offerId: 'S100_NL', customerId: CUSTOMER_ID, country: 'NL', currency: 'EUR', customerIP: '', paymentMethodId: 7 } });
    expect(seen[0]?.authorization).toMatch(/^Bearer /);
    expect(order).toMatchObject({ id: '800001', totalPrice: 12.09, requiredPaymentDetails: true, priceBreakdown: { taxValue: 2.1 } });
  });

  it('reads an order; one the provider no longer knows is null', async () => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'get', '/orders/800001', ORDER), route(seen, 'get', '/orders/404', fail(404, 'Order not found')), route(seen, 'get', '/orders/422', fail(422, 'Order with id 422 not found')));
    await expect(checkout.getOrder('800001')).resolves.toMatchObject({ id: '800001' });
    await expect(checkout.getOrder('404')).resolves.toBeNull();
    await expect(checkout.getOrder('422')).resolves.toBeNull();
  });

  it('updates the coupon and the payment method; an invalid coupon is raised in the provider words (the checkout mapping reads them)', async () => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'patch', '/orders/800001', (body: unknown) => ((body as { couponCode?: string }).couponCode === 'BAD' ? fail(422, 'Invalid coupon code') : { success: true, order: { ...ORDER, discount: { applied: true, type: 'coupon', periods: 1 } } })));
    const order = await checkout.updateOrder({ order: { ...ORDER, id: '800001' } as never, paymentMethodId: '7', couponCode: 'SAVE10' });
    expect(seen[0]).toMatchObject({ method: 'PATCH', body: { paymentMethodId: 7, couponCode: 'SAVE10' } });
    expect(order.discount).toEqual({ applied: true, type: 'coupon', periods: 1 });
    const error = await failureOf(() => checkout.updateOrder({ order: { ...ORDER, id: '800001' } as never, couponCode: 'BAD' }));
    expect(error).toMatchObject({ message: 'Invalid coupon code', code: 422, details: { messages: ['Invalid coupon code'] } });
    await checkout.updateOrder({ order: { ...ORDER, id: '800001' } as never, couponCode: null });
    expect(seen.at(-1)?.body).toEqual({ couponCode: null });
  });
});

describe('payments', () => {
  it('GET /payment-methods', async () => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'get', '/payment-methods', { message: 'Payment methods retrieved', paymentMethods: [{ id: 142029029, methodName: 'card', paymentGateway: 'adyen' }, { id: 153379705, methodName: 'paypal', paymentGateway: 'paypal' }] }));
    await expect(checkout.getPaymentMethods()).resolves.toEqual([expect.objectContaining({ id: '142029029', methodName: 'card' }), expect.objectContaining({ id: '153379705', methodName: 'paypal' })]);
  });

  it('free submit: POST /payments with the order id and the captcha value', async () => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'post', '/payments', { id: 1, orderId: 800001, status: 'captured' }));
    await checkout.paymentWithoutDetails({ order: { ...ORDER, id: '800001' } as never, captchaValue: 'c' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/payments', body: { orderId: 800001, captchaValue: 'c' } });
  });

  it('PayPal: the redirect URL; "Already have an active access" goes to the error URL; others are "Failed to generate PayPal payment url"', async () => {
    const { checkout, seen } = await setup();
    const payload = { order: { ...ORDER, id: '800001' } as never, successUrl: 's', waitingUrl: 'w', cancelUrl: 'c', errorUrl: 'e' };
    server.use(route(seen, 'post', '/connectors/paypal/v1/tokens', { paymentToken: 'EC-1', redirectUrl: 'https://paypal.example/approve' }));
    await expect(checkout.paymentWithPayPal(payload)).resolves.toEqual({ redirectUrl: 'https://paypal.example/approve' });
    expect(seen[0]?.body).toEqual({ orderId: 800001, successUrl: 's', cancelUrl: 'c', errorUrl: 'e' });
    server.use(route(seen, 'post', '/connectors/paypal/v1/tokens', fail(422, 'Already have an active access')));
    await expect(checkout.paymentWithPayPal(payload)).resolves.toEqual({ redirectUrl: 'e' });
    server.use(route(seen, 'post', '/connectors/paypal/v1/tokens', new Response(null, { status: 502 })));
    await expect(checkout.paymentWithPayPal(payload)).rejects.toMatchObject({ message: 'Failed to generate PayPal payment url' });
  });

  it('finalize after a redirect: the order id and redirectResult; without an order id adyen_order_unknown', async () => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'post', '/connectors/adyen/initial-payment/finalize', { payment: { id: 1, orderId: 800001, status: 'successful' } }));
    await checkout.finalizePayment({ orderId: '800001', redirectResult: 'rr', paymentMethodId: '7' });
    expect(seen[0]?.body).toEqual({ orderId: 800001, details: { redirectResult: 'rr' }, paymentMethodId: 7 });
    await expect(checkout.finalizePayment({ redirectResult: 'rr' })).rejects.toMatchObject({ code: 'adyen_order_unknown', message: 'Adyen order is unknown' });
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['a failed challenge (422 with the reason)', fail(422, '3D Not Authenticated'), '3D Not Authenticated'],
    ['a refused payment in a 200 reply', { payment: { id: 1, status: 'failed', rejectedReason: 'Refused' } }, 'Refused'],
    ['the gateway result code', { resultCode: 'Refused', refusalReason: 'Not enough balance' }, 'Not enough balance'],
  ])('finalize: %s is "Failed to make payment" with the reason', async (_name, reply, reason) => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'post', '/connectors/adyen/initial-payment/finalize', reply));
    await expect(checkout.finalizePayment({ orderId: '800001', redirectResult: 'rr' })).rejects.toMatchObject({ code: 'payment_failed', message: 'Failed to make payment', details: { reason } });
  });
});

describe('card payment (POST /connectors/adyen/initial-payment)', () => {
  const card = { cardholderName: ' Ada Viewer ', cardNumber: '4111 1111 1111 1111', cardExpiry: '03/31', cardCVC: '737' };
  const pay = (checkout: CleengCheckoutService, values: Record<string, string> = card) =>
    checkout.directPostCardPayment({ order: { ...ORDER, id: '800001' } as never, card: values as never, referrer: '/', returnUrl: 'https://app.example/?u=waiting' });

  it("sends the order, the returnUrl and the card in the gateway's unencrypted fields", async () => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'post', '/connectors/adyen/initial-payment', { id: 9, orderId: 800001, status: 'successful', paymentMethod: 'card' }));
    await expect(pay(checkout)).resolves.toEqual({ status: 'succeeded' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/connectors/adyen/initial-payment',
      body: { orderId: 800001, returnUrl: 'https://app.example/?u=waiting', paymentMethod: { type: 'scheme', number: '4111111111111111', expiryMonth: '03', expiryYear: '2031', cvc: '737', holderName: 'Ada Viewer' } },
      authorization: expect.stringMatching(/^Bearer /),
    });
    await pay(checkout, { ...card, cardExpiry: '', cardExpMonth: '7', cardExpYear: '2032' });
    expect(seen[1]?.body).toMatchObject({ paymentMethod: { expiryMonth: '07', expiryYear: '2032' } });
  });

  it.each([
    ['a redirect action -> the page to open', { action: { type: 'redirect', method: 'GET', url: 'https://bank.example/3ds/1', paymentMethodType: 'scheme', data: {} } }, { status: 'redirect', redirectUrl: 'https://bank.example/3ds/1' }],
    ['a pending payment -> pending', { id: 9, status: 'pending' }, { status: 'pending' }],
    ['a successful payment -> succeeded', { id: 9, status: 'successful' }, { status: 'succeeded' }],
  ])('maps %s', async (_name, reply, result) => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'post', '/connectors/adyen/initial-payment', reply));
    await expect(pay(checkout)).resolves.toEqual(result);
  });

  it.each([
    ['a refusal (422, the errors array)', fail(422, 'Refused'), 'Refused'],
    ['an expired card', fail(422, 'Expired Card', 'second'), 'Expired Card'],
    ['the gateway result code in a 200 reply', { resultCode: 'Refused', refusalReason: 'CVC Declined' }, 'CVC Declined'],
    ['a POST action the browser cannot follow', { action: { type: 'threeDS2', method: 'POST' } }, 'the gateway asked for a threeDS2 step this app cannot show'],
    ['a failure without message', new Response(null, { status: 500 }), 'Request failed with status 500'],
  ])('%s is "Failed to make payment" with the reason', async (_name, reply, reason) => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'post', '/connectors/adyen/initial-payment', reply));
    await expect(pay(checkout)).rejects.toMatchObject({ code: 'payment_failed', message: 'Failed to make payment', translationKey: 'account:checkout.payment_error', details: { reason } });
  });
  it('a reply with neither a payment status nor an action is invalid_reply, not a success', async () => {
    const { checkout, seen } = await setup();
    server.use(route(seen, 'post', '/connectors/adyen/initial-payment', {}));
    await expect(pay(checkout)).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});
