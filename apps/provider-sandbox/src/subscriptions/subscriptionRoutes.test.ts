import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, PUBLISHER_ID, providerError, testSandbox, type TestSandbox } from '../testing';

let sandbox: TestSandbox;
beforeEach(async () => (sandbox = await testSandbox()));
afterEach(() => sandbox.app.close());

const EMAIL = 'subscriber@example.org';
const MONTHLY = 'S970187168_NL';
const at = (iso: string) => Date.parse(iso) / 1000;

/** Days later the JWT has long expired: log in again for each call. */
async function session() {
  const { json } = await sandbox.call('POST', '/auths', { email: EMAIL, password: PASSWORD, publisherId: PUBLISHER_ID });
  const jwt = json.responseData.jwt as string;
  const customerId = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).customerId as string;
  return {
    jwt,
    list: async () => (await sandbox.call('GET', `/customers/${customerId}/subscriptions`, undefined, jwt)).json,
    update: (body: unknown) => sandbox.call('PATCH', `/customers/${customerId}/subscriptions`, body, jwt),
    access: async (offerId = MONTHLY) => (await sandbox.call('GET', `/entitlements/${offerId}`, undefined, jwt)).json.responseData,
  };
}

describe('subscriptions (list, cancel and resubscribe, renewal and expiry on the clock)', () => {
  it('lists a subscription made through the dev route, which gives access to its offer', async () => {
    await sandbox.signUp(EMAIL);
    const made = await sandbox.call('POST', '/_sandbox/subscriptions', { email: EMAIL, offerId: MONTHLY });
    expect(made.json.responseData).toMatchObject({ offerId: MONTHLY, status: 'active', expiresAt: at('2030-02-15T10:00:00Z') });
    const me = await session();
    expect(await me.list()).toEqual({
      responseData: {
        items: [
          {
            subscriptionId: expect.any(Number),
            offerId: MONTHLY,
            status: 'active',
            expiresAt: at('2030-02-15T10:00:00Z'),
            nextPaymentAt: at('2030-02-15T10:00:00Z'),
            nextPaymentPrice: 6.99,
            nextPaymentCurrency: 'EUR',
            paymentGateway: 'adyen',
            paymentMethod: 'card',
            externalPaymentId: '',
            inTrial: false,
            offerTitle: 'Monthly subscription',
            period: 'month',
            totalPrice: 6.99,
            pendingSwitchId: null,
          },
        ],
        totalCount: 1,
      },
      errors: [],
    });
    expect(await me.access()).toEqual({ accessGranted: true, expiresAt: at('2030-02-15T10:00:00Z') });
    expect((await me.access('S345569153_NL')).accessGranted).toBe(false);
  });

  it('renews an active subscription for every period that has passed', async () => {
    await sandbox.signUp(EMAIL);
    await sandbox.call('POST', '/_sandbox/subscriptions', { email: EMAIL, offerId: MONTHLY });
    sandbox.clock.set(Date.parse('2030-04-20T00:00:00Z'));
    const me = await session();
    expect((await me.list()).responseData.items[0]).toMatchObject({ status: 'active', expiresAt: at('2030-05-15T10:00:00Z'), nextPaymentAt: at('2030-05-15T10:00:00Z') });
    expect((await me.access()).expiresAt).toBe(at('2030-05-15T10:00:00Z'));
  });

  it('cancel keeps access to the end of the period, then the subscription expires; resubscribe is possible until then', async () => {
    await sandbox.signUp(EMAIL);
    await sandbox.call('POST', '/_sandbox/subscriptions', { email: EMAIL, offerId: MONTHLY });
    let me = await session();
    const cancelled = await me.update({ offerId: MONTHLY, status: 'cancelled', cancellationReason: 'Too expensive' });
    expect(cancelled.json.responseData).toMatchObject({ status: 'cancelled', nextPaymentAt: null, expiresAt: at('2030-02-15T10:00:00Z') });
    expect((await me.update({ offerId: 'S970187168', status: 'cancelled' })).json).toEqual(providerError('Subscription is not active'));
    expect((await me.update({ offerId: MONTHLY, status: 'active' })).json.responseData.status).toBe('active');
    expect((await me.update({ offerId: MONTHLY, status: 'active' })).json).toEqual(providerError('Subscription is already active'));
    await me.update({ offerId: MONTHLY, status: 'cancelled' });

    sandbox.clock.set(Date.parse('2030-02-15T09:59:59Z'));
    me = await session();
    expect((await me.access()).accessGranted).toBe(true);
    sandbox.clock.advance(1000);
    expect((await me.list()).responseData.items[0]).toMatchObject({ status: 'expired', expiresAt: at('2030-02-15T10:00:00Z') });
    expect(await me.access()).toEqual({ accessGranted: false, expiresAt: 0 });
    expect((await me.update({ offerId: MONTHLY, status: 'active' })).json).toEqual(providerError('Subscription has expired'));
  });

  it('refuses unknown subscriptions and malformed updates; lists nothing for a new customer', async () => {
    await sandbox.signUp(EMAIL);
    const me = await session();
    expect((await me.list()).responseData).toEqual({ items: [], totalCount: 0 });
    expect((await me.update({ offerId: MONTHLY, status: 'cancelled' })).json).toEqual(providerError('Subscription not found'));
    expect((await me.update({ offerId: MONTHLY, status: 'terminated' })).json).toEqual(providerError('Invalid param status'));
    expect((await sandbox.call('POST', '/_sandbox/subscriptions', { email: EMAIL, offerId: 'P473391042_NL' })).json).toEqual(providerError('Invalid param offerId'));
    expect((await sandbox.call('POST', '/_sandbox/subscriptions', { email: 'nobody@example.org', offerId: MONTHLY })).json).toEqual(providerError('Customer not found'));
    expect((await sandbox.call('POST', '/_sandbox/subscriptions', { email: EMAIL, offerId: 'S1' })).json).toEqual(providerError('Offer not found'));
  });

  it('needs the customer own JWT', async () => {
    const { customerId } = await sandbox.signUp(EMAIL);
    expect((await sandbox.call('GET', `/customers/${customerId}/subscriptions`)).status).toBe(401);
    const other = await sandbox.signUp('other@example.org');
    expect((await sandbox.call('GET', `/customers/${customerId}/subscriptions`, undefined, other.jwt)).status).toBe(403);
  });
});

