import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/testService';
import { MONTHLY, YEARLY, signedUp, useSandbox } from './sandbox';

const sandbox = useSandbox();
const at = (iso: string) => Date.parse(iso) / 1000;

/** A signed-in customer with an active monthly subscription, started at the sandbox's START. */
async function subscriber() {
  const signed = await signedUp(sandbox);
  await sandbox.dev('POST', '/subscriptions', { email: signed.email, offerId: MONTHLY });
  return signed;
}

describe('contract: subscriptions against apps/provider-sandbox', () => {
  it('list: the subscription in the fields of common Subscription; it is the active one and gives access', async () => {
    const { client, user } = await subscriber();
    const [subscription] = await client.subscriptions.getSubscriptions(user.id);
    expect(subscription).toMatchObject({
      offerId: MONTHLY,
      status: 'active',
      expiresAt: at('2030-02-15T10:00:00Z'),
      nextPaymentAt: at('2030-02-15T10:00:00Z'),
      nextPaymentPrice: 6.99,
      nextPaymentCurrency: 'EUR',
      paymentGateway: 'adyen',
      paymentMethod: 'card',
      offerTitle: 'Monthly subscription',
      period: 'month',
      totalPrice: 6.99,
    });
    expect(subscription!.subscriptionId).toMatch(/^\d+$/);
    expect(subscription!.pendingSwitchId).toBeUndefined();
    expect(await client.subscriptions.getActiveSubscription(user.id)).toEqual(subscription);
    expect(await client.entitlement.getEntitlements(MONTHLY)).toEqual({ accessGranted: true, expiresAt: at('2030-02-15T10:00:00Z') });
    expect((await client.entitlement.getEntitlements(YEARLY)).accessGranted).toBe(false);
  });

  it('a customer without subscriptions has none active', async () => {
    const { client, user } = await signedUp(sandbox);
    expect(await client.subscriptions.getSubscriptions(user.id)).toEqual([]);
    expect(await client.subscriptions.getActiveSubscription(user.id)).toBeNull();
  });

  it('cancel (PATCH cancelled): still the active one with access to the end of the period; renew (PATCH active) undoes it', async () => {
    const { client, user } = await subscriber();
    const subscription = (await client.subscriptions.getActiveSubscription(user.id))!;
    await client.subscriptions.cancelSubscription(user.id, subscription);
    const cancelled = (await client.subscriptions.getActiveSubscription(user.id))!;
    expect(cancelled).toMatchObject({ status: 'cancelled', expiresAt: subscription.expiresAt });
    expect(cancelled.nextPaymentAt).toBeUndefined();
    expect((await client.entitlement.getEntitlements(MONTHLY)).accessGranted).toBe(true);

    await client.subscriptions.renewSubscription(user.id, cancelled);
    expect((await client.subscriptions.getActiveSubscription(user.id))!).toMatchObject({ status: 'active', nextPaymentAt: subscription.expiresAt });
    const again = await failureOf(() => client.subscriptions.renewSubscription(user.id, subscription));
    expect(again.message).toBe('Subscription is already active');
  });

  it('on the clock: an active subscription renews each period; a cancelled one expires at the end of its period and cannot be renewed', async () => {
    const { client, user } = await subscriber();
    // 75 days on: two renewals; the session refreshes its JWT on the way (refresh tokens live 100 days).
    sandbox.clock.advance(75 * 86_400_000);
    const renewed = (await client.subscriptions.getActiveSubscription(user.id))!;
    expect(renewed).toMatchObject({ status: 'active', expiresAt: at('2030-04-15T10:00:00Z') });

    await client.subscriptions.cancelSubscription(user.id, renewed);
    sandbox.clock.set(Date.parse('2030-04-15T10:00:00Z'));
    const [expired] = await client.subscriptions.getSubscriptions(user.id);
    expect(expired).toMatchObject({ status: 'expired', expiresAt: at('2030-04-15T10:00:00Z') });
    expect(await client.subscriptions.getActiveSubscription(user.id)).toBeNull();
    expect(await client.entitlement.getEntitlements(MONTHLY)).toEqual({ accessGranted: false, expiresAt: 0 });
    const refused = await failureOf(() => client.subscriptions.renewSubscription(user.id, expired!));
    expect(refused.message).toBe('Subscription has expired');
  });

  it('cancelling a subscription the customer does not have is refused with the provider message', async () => {
    const { client, user } = await signedUp(sandbox);
    const error = await failureOf(() =>
      client.subscriptions.cancelSubscription(user.id, { subscriptionId: '1', offerId: MONTHLY, status: 'active', expiresAt: 0, offerTitle: 'Monthly' }),
    );
    expect(error).toMatchObject({ message: 'Subscription not found', code: 404 });
  });
});
