import { type Offer } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { JwpEntitlementService } from '../../src/services/JwpEntitlementService';
import { failureOf } from '../support/fakeJwp';
import { SANDBOX, listen, signedUp, useSandbox } from './sandbox';

const sandbox = useSandbox();

/** A new customer who bought the monthly access fee with the card that pays. */
async function subscribed() {
  const context = await signedUp(sandbox);
  const { client, user } = context;
  const cards = await sandbox.dev('GET', '/test-cards');
  const events = await listen(client, user.uuid ?? '');
  const [monthly] = await client.checkout.getOffers([SANDBOX.assetId]);
  const order = await client.checkout.createOrder({ offer: monthly as Offer, customerId: user.id });
  const expiry = `${String(cards.expiryMonth).padStart(2, '0')}/${String(cards.expiryYear).slice(-2)}`;
  await client.checkout.directPostCardPayment({
    order,
    card: { cardholderName: 'Ann Lee', cardNumber: cards.succeeds, cardExpiry: expiry, cardCVC: String(cards.cvc) },
    referrer: 'http://localhost/',
    returnUrl: 'http://localhost/',
  });
  await events.next('access.granted');
  events.stop();
  return context;
}

describe('contract: subscriptions (variant adapter)', () => {
  it('no access yet: no subscription (402)', async () => {
    const { client, user } = await signedUp(sandbox);
    await expect(client.subscriptions.getActiveSubscription(user.id)).resolves.toBeNull();
    await expect(client.entitlement.getEntitlements(SANDBOX.assetId)).resolves.toEqual({ accessGranted: false });
  });

  it('after buying: the active subscription of the asset, the payment in the history, the receipt PDF', async () => {
    const { client, user } = await subscribed();
    const active = await client.subscriptions.getActiveSubscription(user.id);
    expect(active).toMatchObject({ offerId: SANDBOX.assetId, accessFeeId: `S${SANDBOX.monthlyFee}`, status: 'active', unsubscribeUrl: expect.any(String) });
    const [transaction] = await client.subscriptions.getTransactions({ customerId: user.id });
    expect(transaction).toMatchObject({ offerId: SANDBOX.assetId, transactionPriceInclTax: 7.99 });
    const receipt = (await client.subscriptions.getReceipt({ transactionId: String(transaction?.transactionId) })) as File;
    expect(receipt.name).toBe(`receipt_${transaction?.transactionId}.pdf`);
    expect((await receipt.text()).startsWith('%PDF')).toBe(true);
  });

  it('the default card, and its update', async () => {
    const { client, user } = await subscribed();
    await expect(client.subscriptions.getActivePayment(user.id)).resolves.toMatchObject({ paymentMethod: 'card', paymentMethodSpecificParams: { lastCardFourDigits: '1111' } });
    const cards = await sandbox.dev('GET', '/test-cards');
    await client.subscriptions.updateCardDetails({ cardName: 'Ann Lee', cardNumber: cards.succeeds, cvc: String(cards.cvc), expMonth: Number(cards.expiryMonth), expYear: Number(cards.expiryYear), currency: 'EUR' });
  });

  it('the Stripe switch to the yearly fee, then cancel through the unsubscribe URL', async () => {
    const { client, user } = await subscribed();
    const active = await client.subscriptions.getActiveSubscription(user.id);
    await client.subscriptions.changeSubscription({ accessFeeId: `S${SANDBOX.yearlyFee}`, subscriptionId: String(active?.subscriptionId) });
    await expect(client.subscriptions.getActiveSubscription(user.id)).resolves.toMatchObject({ accessFeeId: `S${SANDBOX.yearlyFee}` });
    const current = await client.subscriptions.getActiveSubscription(user.id);
    await client.subscriptions.cancelSubscription(user.id, current!);
    await expect(client.subscriptions.getActiveSubscription(user.id)).resolves.toMatchObject({ status: 'cancelled' });
  });

  it('renew is not the platform\'s', async () => {
    const { client } = await signedUp(sandbox);
    expect(await failureOf(() => client.subscriptions.renewSubscription())).toMatchObject({ message: 'Renew subscription feature is not enabled' });
  });
});

describe('contract: access granted and revoked by the publisher', () => {
  it('granted access is a granted subscription; revoking it notifies access.revoked and ends it', async () => {
    const { client, user, email } = await signedUp(sandbox);
    const events = await listen(client, user.uuid ?? '');
    await sandbox.dev('POST', '/inplayer/access', { email, assetId: Number(SANDBOX.assetId) });
    await events.next('access.granted');
    await expect(client.subscriptions.getActiveSubscription(user.id)).resolves.toMatchObject({ period: 'granted', status: 'active', paymentGateway: 'none' });
    await sandbox.dev('DELETE', '/inplayer/access', { email, assetId: Number(SANDBOX.assetId) });
    await events.next('access.revoked');
    await expect(client.subscriptions.getActiveSubscription(user.id)).resolves.toBeNull();
    events.stop();
  });
});

describe('contract: site entitlements (GET /v3/sites/{siteId}/entitlements)', () => {
  it('an account has the authvod plan; the svod plan comes with the asset access', async () => {
    const { client, email } = await signedUp(sandbox);
    const entitlement = new JwpEntitlementService({ api: client.account.api, session: client.account.session, siteId: 'site1' });
    const before = await entitlement.getEntitledPlans();
    expect(before.map(({ metadata }) => metadata.access_model)).toEqual(['authvod']);
    await sandbox.dev('POST', '/inplayer/access', { email, assetId: Number(SANDBOX.assetId) });
    const after = await entitlement.getEntitledPlans();
    expect(after.map(({ metadata }) => metadata.access_model).sort()).toEqual(['authvod', 'svod']);
  });
});
