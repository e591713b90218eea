import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/testService';
import { MONTHLY, PASS, YEARLY, signedUp, useSandbox } from './sandbox';

const sandbox = useSandbox();
const DAY = 86_400;

describe('contract: offers, orders and free orders against apps/provider-sandbox', () => {
  it('offers: the configured monthly and yearly offers in the fields of common Offer, priced for the customer country', async () => {
    const { client } = await signedUp(sandbox, { customerIP: '203.0.113.9' });
    const [monthly, yearly] = await client.checkout.getOffers([MONTHLY, YEARLY]);
    expect(monthly).toMatchObject({ offerId: MONTHLY, type: 'subscription', period: 'month', freeDays: 7, offerCurrency: 'EUR', customerCountry: 'DE' });
    expect(monthly!.customerPriceExclTax).toBeCloseTo(monthly!.customerPriceInclTax / 1.19, 2);
    expect(yearly).toMatchObject({ offerId: YEARLY, type: 'subscription', period: 'year' });
    const pass = await client.checkout.getOffer(PASS);
    expect(pass).toMatchObject({ offerId: PASS, type: 'pass', premier: false });
    expect((await failureOf(() => client.checkout.getOffer('S000000000_NL'))).message).toBe('Offer not found');
  });

  it('payment methods: card and PayPal', async () => {
    const { client } = await signedUp(sandbox);
    const methods = await client.checkout.getPaymentMethods();
    expect(methods.map((method) => [method.methodName, method.paymentGateway])).toEqual([
      ['card', 'adyen'],
      ['paypal', 'paypal'],
    ]);
  });

  it('orders: create with the locales country, read it back, update the payment method and a coupon, remove the coupon', async () => {
    const { client, user } = await signedUp(sandbox);
    const offer = await client.checkout.getOffer(YEARLY);
    const order = await client.checkout.createOrder({ offer, customerId: user.id });
    expect(order).toMatchObject({ customerId: user.id, offerId: YEARLY, currency: 'EUR', country: 'NL', taxRate: 0.21, requiredPaymentDetails: true });
    expect(order.totalPrice).toBeCloseTo(offer.customerPriceInclTax, 2);
    expect(order.priceBreakdown.taxValue).toBeCloseTo(order.totalPrice - order.priceBreakdown.discountedPrice, 2);

    expect(await client.checkout.getOrder(order.id)).toMatchObject({ id: order.id, totalPrice: order.totalPrice });

    const [card] = await client.checkout.getPaymentMethods();
    const withMethod = await client.checkout.updateOrder({ order, paymentMethodId: card!.id });
    expect(withMethod.paymentMethodId).toBe(card!.id);

    const discounted = await client.checkout.updateOrder({ order, couponCode: 'SAVE20' });
    expect(discounted.discount).toMatchObject({ applied: true, type: 'coupon' });
    expect(discounted.priceBreakdown.discountAmount).toBeCloseTo(order.priceBreakdown.offerPrice * 0.2, 2);
    expect(discounted.totalPrice).toBeLessThan(order.totalPrice);

    const removed = await client.checkout.updateOrder({ order, couponCode: null });
    expect(removed.totalPrice).toBe(order.totalPrice);
    expect(removed.discount?.applied).toBe(false);
  });

  it('orders: the monthly offer starts with its free trial; coupons the offer does not take are refused with the messages the screens map', async () => {
    const { client, user } = await signedUp(sandbox);
    const monthly = await client.checkout.getOffer(MONTHLY);
    const order = await client.checkout.createOrder({ offer: monthly, customerId: user.id });
    expect(order).toMatchObject({ totalPrice: 0, discount: { applied: true, type: 'trial' }, requiredPaymentDetails: true });
    expect((await failureOf(() => client.checkout.updateOrder({ order, couponCode: 'NOPE' }))).message).toBe('Invalid coupon code');
    expect((await failureOf(() => client.checkout.updateOrder({ order, couponCode: 'FREEPASS' }))).message).toBe('Coupon code is not valid for this offer');
  });

  it('an order that does not exist reads as null', async () => {
    const { client } = await signedUp(sandbox);
    expect(await client.checkout.getOrder('999999')).toBeNull();
  });

  it('free order: the pass with FREEPASS needs no payment details; the free submit grants access for the pass duration', async () => {
    const { client, user } = await signedUp(sandbox);
    expect(await client.entitlement.getEntitlements(PASS)).toEqual({ accessGranted: false, expiresAt: 0 });
    const pass = await client.checkout.getOffer(PASS);
    const order = await client.checkout.createOrder({ offer: pass, customerId: user.id });
    const free = await client.checkout.updateOrder({ order, couponCode: 'FREEPASS' });
    expect(free).toMatchObject({ totalPrice: 0, requiredPaymentDetails: false });

    await client.checkout.paymentWithoutDetails({ order: free });
    const now = Math.floor(sandbox.clock.now() / 1000);
    expect(await client.entitlement.getEntitlements(PASS)).toEqual({ accessGranted: true, expiresAt: now + 3 * DAY });
    expect((await failureOf(() => client.checkout.paymentWithoutDetails({ order: free }))).message).toBe('Order is already paid');

    sandbox.clock.advance((3 * DAY + 1) * 1000);
    expect((await client.entitlement.getEntitlements(PASS)).accessGranted).toBe(false);
  });

  it('free submit refuses an order that needs payment details', async () => {
    const { client, user } = await signedUp(sandbox);
    const order = await client.checkout.createOrder({ offer: await client.checkout.getOffer(YEARLY), customerId: user.id });
    const error = await failureOf(() => client.checkout.paymentWithoutDetails({ order }));
    expect(error.message).toBe('Payment details are required for this order');
  });

  it('entitlements per offer: a grant from /_sandbox/grants, by either offer id form, until it ends', async () => {
    const { client, email } = await signedUp(sandbox);
    expect((await client.entitlement.getEntitlements(MONTHLY)).accessGranted).toBe(false);
    const now = Math.floor(sandbox.clock.now() / 1000);
    await sandbox.dev('POST', '/grants', { email, offerId: MONTHLY, expiresAt: now + DAY });
    expect(await client.entitlement.getEntitlements(MONTHLY)).toEqual({ accessGranted: true, expiresAt: now + DAY });
    expect((await client.entitlement.getEntitlements('S970187168')).accessGranted).toBe(true);
    expect((await client.entitlement.getEntitlements(YEARLY)).accessGranted).toBe(false);
    sandbox.clock.advance(DAY * 1000);
    expect((await client.entitlement.getEntitlements(MONTHLY)).accessGranted).toBe(false);
  });
});
