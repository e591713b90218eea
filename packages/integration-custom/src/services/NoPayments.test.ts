import type { CheckoutService, Offer, Order, Subscription, SubscriptionService } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { NoPaymentsCheckoutService } from './NoPaymentsCheckoutService';
import { NoPaymentsSubscriptionService } from './NoPaymentsSubscriptionService';

// Called through the interfaces, with the arguments the screens pass.
const checkout: CheckoutService = new NoPaymentsCheckoutService();
const subscriptions: SubscriptionService = new NoPaymentsSubscriptionService();
const offer = { id: 'S1', offerId: 'S1' } as unknown as Offer;
const order = { id: 1, offerId: 'S1' } as unknown as Order;
const subscription = { subscriptionId: 1, offerId: 'S1', status: 'active' } as unknown as Subscription;

describe('checkout on the custom API (nothing is sold)', () => {
  it.each([
    ['getOffers', () => checkout.getOffers(['S1']), []],
    ['getOrder', () => checkout.getOrder('1'), null],
    ['getPaymentMethods', () => checkout.getPaymentMethods(), []],
  ] as const)('%s answers none', async (_name, read, none) => {
    await expect(read()).resolves.toEqual(none);
  });

  it.each([
    ['getOffer', () => checkout.getOffer('S1')],
    ['createOrder', () => checkout.createOrder({ offer, customerId: 'u' })],
    ['updateOrder', () => checkout.updateOrder({ order, couponCode: 'X' })],
    ['paymentWithoutDetails', () => checkout.paymentWithoutDetails({ order })],
    ['paymentWithPayPal', () => checkout.paymentWithPayPal({ order, successUrl: '/', waitingUrl: '/', cancelUrl: '/', errorUrl: '/' })],
    [
      'directPostCardPayment',
      () =>
        checkout.directPostCardPayment({
          order,
          card: { cardholderName: 'A', cardNumber: '4242424242424242', cardExpiry: '12/30', cardCVC: '123', cardExpMonth: '12', cardExpYear: '30' } as never,
          referrer: '/',
          returnUrl: '/',
        }),
    ],
    ['finalizePayment', () => checkout.finalizePayment({ orderId: '1' })],
  ])('%s -> "Not supported"', async (_name, call) => {
    await expect(call()).rejects.toMatchObject({ code: 'not_supported', message: 'Not supported' });
  });
});

describe('subscriptions on the custom API (there are none)', () => {
  it.each([
    ['getSubscriptions', () => subscriptions.getSubscriptions('u'), []],
    ['getActiveSubscription', () => subscriptions.getActiveSubscription('u'), null],
    ['getPaymentDetails', () => subscriptions.getPaymentDetails('u'), []],
    ['getActivePayment', () => subscriptions.getActivePayment('u'), null],
    ['getTransactions', () => subscriptions.getTransactions({ customerId: 'u', limit: 15 }), []],
    ['getSubscriptionSwitches', () => subscriptions.getSubscriptionSwitches('u', 'S1'), []],
  ] as const)('%s answers "no subscription"', async (_name, read, none) => {
    await expect(read()).resolves.toEqual(none);
  });

  it.each([
    ['cancelSubscription', () => subscriptions.cancelSubscription('u', subscription)],
    ['renewSubscription', () => subscriptions.renewSubscription('u', subscription)],
    ['switchSubscription', () => subscriptions.switchSubscription({ customerId: 'u', offerId: 'S1', toOfferId: 'S2', switchDirection: 'upgrade' })],
    ['changeSubscription', () => subscriptions.changeSubscription({ accessFeeId: 'S2', subscriptionId: '1' })],
    ['updateCardDetails', () => subscriptions.updateCardDetails({ cardName: 'A', cardNumber: '4242', cvc: '123', expMonth: 1, expYear: 30, currency: 'EUR' })],
    ['getReceipt', () => subscriptions.getReceipt({ transactionId: 'T1' })],
    ['getCustomerPortalUrl', () => subscriptions.getCustomerPortalUrl('/')],
  ])('%s -> "Not supported"', async (_name, call) => {
    await expect(call()).rejects.toMatchObject({ code: 'not_supported' });
  });
});
