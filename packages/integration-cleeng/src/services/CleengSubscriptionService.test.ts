import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION, route, signedInCommerce } from '../../test/support/commerce';
import { CUSTOMER_ID, fail } from '../../test/support/fakeCleeng';
import { useMswServer } from '../../test/support/testService';
import { CleengSubscriptionService } from './CleengSubscriptionService';

const server = useMswServer();

async function setup() {
  const context = await signedInCommerce(server);
  return { ...context, subscriptions: new CleengSubscriptionService({ api: context.commerce, session: context.session }) };
}

const subscription = { ...SUBSCRIPTION, subscriptionId: '5001', status: 'active' as const, period: 'month' as const };

describe('subscriptions', () => {
  it('lists them (GET /customers/{id}/subscriptions); the active one is active or cancelled', async () => {
    const { subscriptions, seen } = await setup();
    server.use(route(seen, 'get', `/customers/${CUSTOMER_ID}/subscriptions`, { items: [{ ...SUBSCRIPTION, subscriptionId: 1, status: 'expired' }, { ...SUBSCRIPTION, subscriptionId: 2, status: 'cancelled' }], totalCount: 2 }));
    await expect(subscriptions.getSubscriptions(CUSTOMER_ID)).resolves.toHaveLength(2);
    await expect(subscriptions.getActiveSubscription(CUSTOMER_ID)).resolves.toMatchObject({ subscriptionId: '2', status: 'cancelled' });
    expect(seen[0]?.authorization).toMatch(/^Bearer /);
  });

  it('cancel and renew: PATCH with the offer and the new status', async () => {
    const { subscriptions, seen } = await setup();
    server.use(route(seen, 'patch', `/customers/${CUSTOMER_ID}/subscriptions`, { offerId: 'S100_NL', status: 'cancelled' }));
    await subscriptions.cancelSubscription(CUSTOMER_ID, subscription);
    await subscriptions.renewSubscription(CUSTOMER_ID, { ...subscription, status: 'cancelled' });
    expect(seen.map((call) => call.body)).toEqual([{ offerId: 'S100_NL', status: 'cancelled' }, { offerId: 'S100_NL', status: 'active' }]);
    server.use(route(seen, 'patch', `/customers/${CUSTOMER_ID}/subscriptions`, new Response(null, { status: 500 })));
    await expect(subscriptions.cancelSubscription(CUSTOMER_ID, subscription)).rejects.toMatchObject({ message: 'Failed to update subscription' });
  });

  it('switches: availability, then the switch with its direction', async () => {
    const { subscriptions, seen } = await setup();
    server.use(
      route(seen, 'get', `/customers/${CUSTOMER_ID}/subscription_switches/S100_NL/availability`, { available: [{ toOfferId: 'S200_NL', switchDirection: 'upgrade', title: 'Yearly', price: 99, currency: 'EUR' }], unavailable: [] }),
      route(seen, 'post', `/customers/${CUSTOMER_ID}/subscription_switches/S100_NL`, { id: 'SW-1', status: 'successful' }),
    );
    await expect(subscriptions.getSubscriptionSwitches(CUSTOMER_ID, 'S100_NL')).resolves.toEqual([{ toOfferId: 'S200_NL', switchDirection: 'upgrade', title: 'Yearly', price: 99, currency: 'EUR' }]);
    await subscriptions.switchSubscription({ customerId: CUSTOMER_ID, offerId: 'S100_NL', toOfferId: 'S200_NL', switchDirection: 'upgrade' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: { toOfferId: 'S200_NL', switchDirection: 'upgrade' } });
    server.use(route(seen, 'post', `/customers/${CUSTOMER_ID}/subscription_switches/S100_NL`, fail(422, 'Switch not allowed')));
    await expect(subscriptions.switchSubscription({ customerId: CUSTOMER_ID, offerId: 'S100_NL', toOfferId: 'S200_NL', switchDirection: 'upgrade' })).rejects.toMatchObject({ message: 'Switch not allowed', code: 422 });
  });

  it('payment details, the active one', async () => {
    const { subscriptions, seen } = await setup();
    server.use(route(seen, 'get', `/customers/${CUSTOMER_ID}/payment_details`, { paymentDetails: [{ id: 1, paymentMethod: 'card', active: false }, { id: 2, paymentMethod: 'card', active: true, paymentMethodSpecificParams: { variant: 'visa', lastCardFourDigits: '1111', cardExpirationDate: '03/2030' } }] }));
    await expect(subscriptions.getActivePayment(CUSTOMER_ID)).resolves.toMatchObject({ id: '2', paymentMethodSpecificParams: { lastCardFourDigits: '1111' } });
  });

  it('transactions with limit and offset', async () => {
    const { subscriptions, seen } = await setup();
    server.use(route(seen, 'get', `/customers/${CUSTOMER_ID}/transactions`, { items: [{ transactionId: 'T1', transactionDate: 1700000000, offerId: 'S100_NL', offerType: 'subscription', offerTitle: 'Monthly', transactionPriceInclTax: 12.09, transactionCurrency: null, customerId: 950136415 }], totalCount: 1 }));
    const transactions = await subscriptions.getTransactions({ customerId: CUSTOMER_ID, limit: 15, offset: 30 });
    expect(seen[0]?.query).toEqual({ limit: '15', offset: '30' });
    expect(transactions[0]).toMatchObject({ transactionId: 'T1', transactionCurrency: 'EUR', customerId: '950136415' });
    server.use(route(seen, 'get', `/customers/${CUSTOMER_ID}/transactions`, new Response(null, { status: 500 })));
    await expect(subscriptions.getTransactions({ customerId: CUSTOMER_ID })).rejects.toMatchObject({ message: 'Failed to get transactions' });
  });

  it('receipt (GET /receipt/{id}) as HTML; what the provider has not: raised', async () => {
    const { subscriptions, seen } = await setup();
    server.use(route(seen, 'get', '/receipt/T1', '<html>receipt</html>'));
    await expect(subscriptions.getReceipt({ transactionId: 'T1' })).resolves.toBe('<html>receipt</html>');
    await expect(subscriptions.changeSubscription()).rejects.toMatchObject({ code: 'not_supported' });
    await expect(subscriptions.getCustomerPortalUrl()).rejects.toMatchObject({ code: 'not_supported' });
  });
});

const METHODS = { paymentMethods: [{ id: 142029029, methodName: 'card', paymentGateway: 'adyen' }, { id: 153379705, methodName: 'paypal', paymentGateway: 'paypal' }] };
const NEW_CARD = { cardName: 'Ada Viewer', cardNumber: '4212 3456 7891 0006', cvc: '737', expMonth: 3, expYear: 31, currency: 'EUR', returnUrl: 'https://app.example/?u=payment-method-success' };
const DETAIL = { id: 7, paymentMethod: 'card', paymentMethodId: 142029029, active: true, paymentMethodSpecificParams: { lastCardFourDigits: '0006' } };

describe('payment details: card update through the card connector, PayPal, delete', () => {
  it('updateCardDetails posts the card to /connectors/adyen/payment-details with the card method id; stored at once resolves', async () => {
    const { subscriptions, seen } = await setup();
    server.use(route(seen, 'get', '/payment-methods', METHODS), route(seen, 'post', '/connectors/adyen/payment-details', DETAIL));
    await expect(subscriptions.updateCardDetails(NEW_CARD)).resolves.toBeUndefined();
    expect(seen.at(-1)).toMatchObject({
      path: '/connectors/adyen/payment-details',
      body: { paymentMethodId: 142029029, returnUrl: NEW_CARD.returnUrl, paymentMethod: { type: 'scheme', number: '4212345678910006', expiryMonth: '03', expiryYear: '2031', cvc: '737', holderName: 'Ada Viewer' } },
    });
  });

  it('a card that needs the challenge answers the page; finalizeCardDetails sends redirectResult', async () => {
    const { subscriptions, seen } = await setup();
    server.use(
      route(seen, 'get', '/payment-methods', METHODS),
      route(seen, 'post', '/connectors/adyen/payment-details', { action: { type: 'redirect', method: 'GET', url: 'https://bank.example/3ds/2' } }),
      route(seen, 'post', '/connectors/adyen/payment-details/finalize', DETAIL),
    );
    await expect(subscriptions.updateCardDetails(NEW_CARD)).resolves.toEqual({ redirectUrl: 'https://bank.example/3ds/2' });
    await subscriptions.finalizeCardDetails({ redirectResult: 'rr' });
    expect(seen.at(-1)).toMatchObject({ path: '/connectors/adyen/payment-details/finalize', body: { paymentMethodId: 142029029, details: { redirectResult: 'rr' } } });
    await expect(subscriptions.finalizeCardDetails({ redirectResult: '' })).rejects.toMatchObject({ code: 'update_card_details_failed' });
  });

  it.each([
    ['a refusal', fail(422, 'Refused'), 'Refused'],
    ['the gateway result code', { resultCode: 'Refused', refusalReason: 'Expired Card' }, 'Expired Card'],
  ])('%s is "Failed to update card details" with the reason', async (_name, reply, reason) => {
    const { subscriptions, seen } = await setup();
    server.use(route(seen, 'get', '/payment-methods', METHODS), route(seen, 'post', '/connectors/adyen/payment-details', reply));
    await expect(subscriptions.updateCardDetails(NEW_CARD)).rejects.toMatchObject({ code: 'update_card_details_failed', message: 'Failed to update card details', details: { reason } });
  });

  it('without a returnUrl (and no page) the update is refused before any call', async () => {
    const { subscriptions, seen } = await setup();
    await expect(subscriptions.updateCardDetails({ ...NEW_CARD, returnUrl: undefined })).rejects.toMatchObject({ code: 'update_card_details_failed', details: { reason: 'returnUrl is required' } });
    expect(seen).toEqual([]);
  });

  it('PayPal as payment detail: POST /connectors/paypal/v1/payment_details/tokens with the PayPal method id', async () => {
    const { subscriptions, seen } = await setup();
    server.use(route(seen, 'get', '/payment-methods', METHODS), route(seen, 'post', '/connectors/paypal/v1/payment_details/tokens', { redirectUrl: 'https://paypal.example/EC-1' }));
    const urls = { successUrl: 'https://app.example/s', cancelUrl: 'https://app.example/c', errorUrl: 'https://app.example/e' };
    await expect(subscriptions.addPayPalPaymentDetails(urls)).resolves.toEqual({ redirectUrl: 'https://paypal.example/EC-1' });
    expect(seen.at(-1)?.body).toEqual({ paymentMethodId: 153379705, ...urls });
    server.use(route(seen, 'post', '/connectors/paypal/v1/payment_details/tokens', new Response(null, { status: 502 })));
    await expect(subscriptions.addPayPalPaymentDetails(urls)).rejects.toMatchObject({ message: 'Failed to generate PayPal payment url' });
  });

  it('deletes a payment detail (DELETE /payment_details/{id}); the provider message is raised', async () => {
    const { subscriptions, seen } = await setup();
    server.use(route(seen, 'delete', '/payment_details/7', { paymentDetailsId: '7' }));
    await subscriptions.deletePaymentDetails('7');
    expect(seen[0]).toMatchObject({ method: 'DELETE', path: '/payment_details/7', authorization: expect.stringMatching(/^Bearer /) });
    server.use(route(seen, 'delete', '/payment_details/8', fail(404, 'Payment details not found')));
    await expect(subscriptions.deletePaymentDetails('8')).rejects.toMatchObject({ message: 'Payment details not found', code: 404 });
  });
});

describe('a pending switch (GET /subscription_switches/{id})', () => {
  it('reads the switch by id', async () => {
    const { subscriptions, seen } = await setup();
    server.use(route(seen, 'get', '/subscription_switches/12', { id: 12, customerId: 950136415, direction: 'downgrade', algorithm: 'DEFERRED', fromOfferId: 'S200_NL', toOfferId: 'S100_NL', subscriptionId: '5001', status: 'pending', createdAt: 1, updatedAt: 1 }));
    await expect(subscriptions.getSubscriptionSwitch('12')).resolves.toEqual({ id: '12', direction: 'downgrade', algorithm: 'DEFERRED', fromOfferId: 'S200_NL', toOfferId: 'S100_NL', status: 'pending' });
    server.use(route(seen, 'get', '/subscription_switches/13', new Response(null, { status: 500 })));
    await expect(subscriptions.getSubscriptionSwitch('13')).rejects.toMatchObject({ message: 'Failed to change subscription' });
  });
});
