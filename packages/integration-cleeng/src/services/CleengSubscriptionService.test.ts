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
    await expect(subscriptions.updateCardDetails()).rejects.toMatchObject({ message: 'Failed to update card details' });
  });
});
