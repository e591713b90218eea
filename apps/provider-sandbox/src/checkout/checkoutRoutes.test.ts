import { beforeEach, describe, expect, it } from 'vitest';
import { providerError, START, useViewerSandbox, type TestSandbox, type Viewer } from '../testing';
import { ORDER_TTL_SECONDS } from './orders';

const state = useViewerSandbox();
let sandbox: TestSandbox;
let viewer: Viewer;
beforeEach(() => ({ sandbox, viewer } = state));

const createOrder = (body: Record<string, unknown>) => sandbox.call('POST', '/orders', { customerId: viewer.customerId, customerIP: '10.0.0.1', ...body }, viewer.jwt);

describe('GET /payment-methods', () => {
  it('lists card and PayPal', async () => {
    const { json } = await sandbox.call('GET', '/payment-methods', undefined, viewer.jwt);
    expect(json.responseData.paymentMethods.map((method: { methodName: string }) => method.methodName)).toEqual(['card', 'paypal']);
    expect((await sandbox.call('GET', '/payment-methods')).status).toBe(401);
  });
});

describe('orders', () => {
  it('prices the yearly offer with the tax of the country', async () => {
    const { status, json } = await createOrder({ offerId: 'S345569153_NL' });
    expect(status).toBe(200);
    expect(json.responseData).toMatchObject({ message: 'Order created successfully', success: true });
    expect(json.responseData.order).toMatchObject({
      id: expect.any(Number),
      customerId: viewer.customerId,
      customer: { email: 'viewer@example.org', locale: 'en_US' },
      offerId: 'S345569153_NL',
      totalPrice: 69.99,
      taxRate: 0.21,
      currency: 'EUR',
      country: 'NL',
      paymentMethodId: 0,
      expirationDate: START / 1000 + ORDER_TTL_SECONDS,
      priceBreakdown: { offerPrice: 57.84, discountAmount: 0, discountedPrice: 57.84, taxValue: 12.15, customerServiceFee: 0, paymentMethodFee: 0 },
      discount: { applied: false, type: '', periods: 0 },
      requiredPaymentDetails: true,
    });
  });

  it('gives the monthly offer its free trial: nothing to pay now, payment details still required', async () => {
    const { json } = await createOrder({ offerId: 'S970187168_NL' });
    expect(json.responseData.order).toMatchObject({ totalPrice: 0, discount: { applied: true, type: 'trial', periods: 1 }, requiredPaymentDetails: true });
  });

  it('applies coupons by PATCH: a percentage, a trial extension, and removal', async () => {
    const { json } = await createOrder({ offerId: 'S345569153_NL' });
    const url = `/orders/${json.responseData.order.id}`;
    const save = await sandbox.call('PATCH', url, { couponCode: 'save20', paymentMethodId: 1 }, viewer.jwt);
    expect(save.json.responseData.order).toMatchObject({ paymentMethodId: 1, couponId: 'save20', totalPrice: 55.99, discount: { applied: true, type: 'coupon', periods: 1 } });
    expect(save.json.responseData.order.priceBreakdown).toMatchObject({ discountAmount: 11.57, discountedPrice: 46.27, taxValue: 9.72 });
    const trial = await sandbox.call('PATCH', url, { couponCode: 'TRIAL30' }, viewer.jwt);
    expect(trial.json.responseData.order).toMatchObject({ totalPrice: 0, discount: { type: 'trial' } });
    const none = await sandbox.call('PATCH', url, { couponCode: null }, viewer.jwt);
    expect(none.json.responseData.order.totalPrice).toBe(69.99);
    expect((await sandbox.call('GET', url, undefined, viewer.jwt)).json.responseData.order.totalPrice).toBe(69.99);
  });

  it.each([
    [{ offerId: 'S345569153_NL', couponCode: 'NOPE' }, 422, 'Invalid coupon code'],
    [{ offerId: 'S345569153_NL', couponCode: 'FREEPASS' }, 422, 'Coupon code is not valid for this offer'],
    [{ offerId: 'P473391042_NL', couponCode: 'TRIAL30' }, 422, 'Coupon code is not valid for this offer'],
    [{ offerId: 'S345569153_NL', paymentMethodId: 9 }, 422, 'Invalid param paymentMethodId'],
    [{ offerId: 'S1' }, 404, 'Offer not found'],
    [{ offerId: 'S345569153_NL', customerId: '1' }, 403, 'Access denied: the JWT belongs to another customer'],
  ])('refuses to create %j', async (body, status, message) => {
    const reply = await createOrder(body);
    expect(reply.status).toBe(status);
    expect(reply.json).toEqual(providerError(message));
  });

  it("answers 404 for unknown orders and 403 for another customer's", async () => {
    expect((await sandbox.call('GET', '/orders/999', undefined, viewer.jwt)).json).toEqual(providerError('Order not found'));
    expect((await sandbox.call('GET', '/orders/abc', undefined, viewer.jwt)).status).toBe(404);
    const { json } = await createOrder({ offerId: 'S345569153_NL' });
    const other = await sandbox.signUp('other@example.org');
    expect((await sandbox.call('PATCH', `/orders/${json.responseData.order.id}`, { couponCode: 'SAVE20' }, other.jwt)).status).toBe(403);
    expect((await sandbox.call('PATCH', `/orders/${json.responseData.order.id}`, { paymentMethodId: 7 }, viewer.jwt)).json).toEqual(providerError('Invalid param paymentMethodId'));
  });
});

describe('POST /payments (an order without payment details)', () => {
  it('grants the pass bought with a 100 % coupon, for its duration', async () => {
    const { json } = await createOrder({ offerId: 'P473391042_NL', couponCode: 'FREEPASS' });
    expect(json.responseData.order).toMatchObject({ totalPrice: 0, requiredPaymentDetails: false });
    const paid = await sandbox.call('POST', '/payments', { orderId: json.responseData.order.id }, viewer.jwt);
    expect(paid.status).toBe(200);
    expect(paid.json.responseData).toMatchObject({ orderId: json.responseData.order.id, status: 'successful', totalAmount: 0, paymentMethod: 'none', offerType: 'pass' });
    expect((await sandbox.call('GET', '/entitlements/P473391042_NL', undefined, viewer.jwt)).json.responseData).toEqual({ accessGranted: true, expiresAt: START / 1000 + 3 * 86_400 });
    expect((await sandbox.call('POST', '/payments', { orderId: json.responseData.order.id }, viewer.jwt)).json).toEqual(providerError('Order is already paid'));
    expect((await sandbox.call('PATCH', `/orders/${json.responseData.order.id}`, { couponCode: null }, viewer.jwt)).json).toEqual(providerError('Order is already paid'));
  });

  it('refuses an order that needs payment details, or one past its hour', async () => {
    const paid = await createOrder({ offerId: 'S970187168_NL' });
    expect((await sandbox.call('POST', '/payments', { orderId: paid.json.responseData.order.id }, viewer.jwt)).json).toEqual(providerError('Payment details are required for this order'));
    const { json } = await createOrder({ offerId: 'P473391042_NL', couponCode: 'FREEPASS' });
    sandbox.clock.advance(ORDER_TTL_SECONDS * 1000);
    const { jwt } = (await sandbox.call('POST', '/auths', { email: 'viewer@example.org', password: 'secret123', publisherId: '900000001' })).json.responseData;
    expect((await sandbox.call('POST', '/payments', { orderId: json.responseData.order.id }, jwt)).json).toEqual(providerError('Order has expired'));
    expect((await sandbox.call('POST', '/payments', { orderId: 'x' }, jwt)).json).toEqual(providerError('Invalid param orderId'));
  });

  it('no longer offers the free trial once the offer was granted', async () => {
    await sandbox.call('POST', '/_sandbox/grants', { email: 'viewer@example.org', offerId: 'S970187168_NL' });
    const { json } = await createOrder({ offerId: 'S970187168_NL' });
    expect(json.responseData.order).toMatchObject({ totalPrice: 6.99, discount: { applied: false } });
  });
});
