import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../payments/cards';
import { PASSWORD, PUBLISHER_ID, providerError, START, testCard, useViewerSandbox, type TestSandbox, type Viewer } from '../testing';

const state = useViewerSandbox();
let sandbox: TestSandbox;
let viewer: Viewer;
beforeEach(() => ({ sandbox, viewer } = state));

const NOW = START / 1000;
const MONTHLY = 'S970187168_NL';
const YEARLY = 'S345569153_NL';
const at = (iso: string) => Date.parse(iso) / 1000;

const subscribe = async (offerId: string) => {
  const orderId = (await sandbox.call('POST', '/orders', { offerId, customerIP: '10.0.0.1' }, viewer.jwt)).json.responseData.order.id;
  await sandbox.call('POST', '/connectors/adyen/initial-payment', { orderId, returnUrl: 'https://app.example.org/', paymentMethod: testCard(TEST_CARDS.succeeds) }, viewer.jwt);
};
const relogin = async () => {
  viewer.jwt = (await sandbox.call('POST', '/auths', { email: 'viewer@example.org', password: PASSWORD, publisherId: PUBLISHER_ID })).json.responseData.jwt;
};
const base = () => `/customers/${viewer.customerId}`;
const availability = async (offerId: string) => (await sandbox.call('GET', `${base()}/subscription_switches/${offerId}/availability`, undefined, viewer.jwt)).json;
const switchTo = (offerId: string, body: unknown) => sandbox.call('POST', `${base()}/subscription_switches/${offerId}`, body, viewer.jwt);
const subscription = async () => (await sandbox.call('GET', `${base()}/subscriptions`, undefined, viewer.jwt)).json.responseData.items[0];
const transactions = async () => (await sandbox.call('GET', `${base()}/transactions`, undefined, viewer.jwt)).json.responseData.items;

describe('subscription switches', () => {
  it('upgrade (monthly -> yearly) applies now: the yearly plan from now, its full price charged', async () => {
    await subscribe(MONTHLY);
    expect((await availability(MONTHLY)).responseData).toEqual({
      available: [expect.objectContaining({ toOfferId: YEARLY, switchDirection: 'upgrade', title: 'Yearly subscription', price: 69.99, currency: 'EUR', period: 'year', algorithm: 'IMMEDIATE_AND_CHARGE_WITHOUT_PRORATION' })],
      unavailable: [],
    });
    sandbox.clock.advance(86_400_000);
    await relogin();
    const { json } = await switchTo(MONTHLY, { toOfferId: YEARLY, switchDirection: 'upgrade' });
    expect(json.responseData).toMatchObject({ id: expect.any(String), direction: 'upgrade', fromOfferId: MONTHLY, toOfferId: YEARLY, status: 'completed' });
    expect(await subscription()).toMatchObject({ offerId: YEARLY, status: 'active', inTrial: false, expiresAt: at('2031-01-16T10:00:00Z'), nextPaymentPrice: 69.99, pendingSwitchId: null });
    expect((await transactions())[0]).toMatchObject({ offerId: YEARLY, transactionPriceInclTax: 69.99, transactionDate: NOW + 86_400 });
    expect((await sandbox.call('GET', `/entitlements/${YEARLY}`, undefined, viewer.jwt)).json.responseData.accessGranted).toBe(true);
  });

  it('downgrade (yearly -> monthly) is pending until the period ends, then the subscription is the monthly one and renews at its price', async () => {
    await subscribe(YEARLY);
    expect((await availability(YEARLY)).responseData.available).toEqual([expect.objectContaining({ toOfferId: MONTHLY, switchDirection: 'downgrade', algorithm: 'DEFERRED' })]);
    const { json } = await switchTo(YEARLY, { toOfferId: MONTHLY, switchDirection: 'downgrade' });
    expect(json.responseData).toMatchObject({ direction: 'downgrade', status: 'pending', fromOfferId: YEARLY, toOfferId: MONTHLY });
    const switchId = json.responseData.id;
    expect(await subscription()).toMatchObject({ offerId: YEARLY, pendingSwitchId: switchId, expiresAt: at('2031-01-15T10:00:00Z'), nextPaymentPrice: 6.99 });
    expect((await sandbox.call('GET', `/subscription_switches/${switchId}`, undefined, viewer.jwt)).json.responseData).toMatchObject({ id: switchId, status: 'pending' });
    expect((await availability(YEARLY)).responseData).toEqual({ available: [], unavailable: [expect.objectContaining({ toOfferId: MONTHLY, reason: { code: 'SWITCH_IN_PROGRESS', message: 'A switch is already pending' } })] });
    expect((await switchTo(YEARLY, { toOfferId: MONTHLY, switchDirection: 'downgrade' })).json).toEqual(providerError('A switch is already pending'));

    sandbox.clock.set(Date.parse('2031-01-15T09:59:00Z'));
    await relogin();
    expect(await subscription()).toMatchObject({ offerId: YEARLY, pendingSwitchId: switchId });
    sandbox.clock.set(Date.parse('2031-03-01T00:00:00Z'));
    await relogin();
    expect(await subscription()).toMatchObject({ offerId: MONTHLY, status: 'active', pendingSwitchId: null, expiresAt: at('2031-03-15T10:00:00Z'), nextPaymentPrice: 6.99 });
    expect((await sandbox.call('GET', `/subscription_switches/${switchId}`, undefined, viewer.jwt)).json.responseData.status).toBe('completed');
    expect((await transactions()).map((item: { offerId: string; transactionPriceInclTax: number; transactionDate: number }) => [item.offerId, item.transactionPriceInclTax, item.transactionDate])).toEqual([
      [MONTHLY, 6.99, at('2031-02-15T10:00:00Z')],
      [MONTHLY, 6.99, at('2031-01-15T10:00:00Z')],
      [YEARLY, 69.99, NOW],
    ]);
    expect((await sandbox.call('GET', `/entitlements/${MONTHLY}`, undefined, viewer.jwt)).json.responseData.accessGranted).toBe(true);
  });

  it('cancelling drops a pending downgrade; a cancelled subscription cannot switch', async () => {
    await subscribe(YEARLY);
    const switchId = (await switchTo(YEARLY, { toOfferId: MONTHLY, switchDirection: 'downgrade' })).json.responseData.id;
    await sandbox.call('PATCH', `${base()}/subscriptions`, { offerId: YEARLY, status: 'cancelled' }, viewer.jwt);
    expect(await subscription()).toMatchObject({ status: 'cancelled', pendingSwitchId: null });
    expect((await sandbox.call('GET', `/subscription_switches/${switchId}`, undefined, viewer.jwt)).json.responseData.status).toBe('cancelled');
    expect((await availability(YEARLY)).responseData.unavailable[0].reason.code).toBe('SUBSCRIPTION_NOT_ACTIVE');
    expect((await switchTo(YEARLY, { toOfferId: MONTHLY, switchDirection: 'downgrade' })).json).toEqual(providerError('Subscription is not active'));
  });

  it.each([
    [{ toOfferId: MONTHLY, switchDirection: 'upgrade' }, 'Invalid param switchDirection'],
    [{ toOfferId: 'S555019876_NL', switchDirection: 'downgrade' }, 'Switch to this offer is not available'],
    [{ toOfferId: YEARLY, switchDirection: 'downgrade' }, 'Switch to this offer is not available'],
    [{ toOfferId: MONTHLY, switchDirection: 'sideways' }, 'Invalid param switchDirection'],
  ])('refuses %j from the yearly plan', async (body, message) => {
    await subscribe(YEARLY);
    expect((await switchTo(YEARLY, body)).json).toEqual(providerError(message));
  });

  it('answers 404 without a subscription or switch, 403 for another customer', async () => {
    expect((await availability(MONTHLY))).toEqual(providerError('Subscription not found'));
    expect((await sandbox.call('GET', '/subscription_switches/999', undefined, viewer.jwt)).json).toEqual(providerError('Subscription switch not found'));
    await subscribe(YEARLY);
    const switchId = (await switchTo(YEARLY, { toOfferId: MONTHLY, switchDirection: 'downgrade' })).json.responseData.id;
    const other = await sandbox.signUp('other@example.org');
    expect((await sandbox.call('GET', `/subscription_switches/${switchId}`, undefined, other.jwt)).status).toBe(403);
    expect((await sandbox.call('GET', `${base()}/subscription_switches/${YEARLY}/availability`, undefined, other.jwt)).status).toBe(403);
  });
});

describe('renewals record transactions', () => {
  it('each renewal on the clock is a transaction at the subscription price', async () => {
    await subscribe(YEARLY);
    sandbox.clock.set(Date.parse('2033-02-01T00:00:00Z'));
    await relogin();
    expect((await subscription()).expiresAt).toBe(at('2034-01-15T10:00:00Z'));
    expect((await transactions()).map((item: { transactionDate: number }) => item.transactionDate)).toEqual([at('2033-01-15T10:00:00Z'), at('2032-01-15T10:00:00Z'), at('2031-01-15T10:00:00Z'), NOW]);
  });
});
