import { mapCheckoutError, type Offer } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/fakeJwp';
import { SANDBOX, listen, signedUp, useSandbox } from './sandbox';

const sandbox = useSandbox();

async function testCards() {
  const cards = await sandbox.dev('GET', '/test-cards');
  const expiry = `${String(cards.expiryMonth).padStart(2, '0')}/${String(cards.expiryYear).slice(-2)}`;
  const card = (number: string) => ({ cardholderName: 'Ann Lee', cardNumber: number, cardExpiry: expiry, cardCVC: String(cards.cvc) });
  return { pays: card(cards.succeeds), declined: card(cards.declined), challenge: card(cards.challenge) };
}

describe('contract: checkout', () => {
  it('the site asset\'s access fees are its offers; an item\'s pass (C<asset>) is its fee', async () => {
    const { client } = await signedUp(sandbox);
    const offers = await client.checkout.getOffers([SANDBOX.assetId]);
    expect(offers.map(({ id, offerId, type, period }) => [id, offerId, type, period])).toEqual([
      [SANDBOX.monthlyFee, `S${SANDBOX.monthlyFee}`, 'subscription', 'month'],
      [SANDBOX.yearlyFee, `S${SANDBOX.yearlyFee}`, 'subscription', 'year'],
    ]);
    expect(offers[0]).toMatchObject({ customerPriceInclTax: 7.99, customerCurrency: 'EUR' });
    const [pass] = await client.checkout.getOffers([`C${SANDBOX.passAsset}`]);
    expect(pass).toMatchObject({ id: SANDBOX.passFee, offerId: `C${SANDBOX.passAsset}`, type: 'pass', customerPriceInclTax: 4.99 });
  });

  it('payment methods: the card', async () => {
    const { client } = await signedUp(sandbox);
    await expect(client.checkout.getPaymentMethods()).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ methodName: 'card' })]));
  });

  it('a voucher lowers the price; one for another fee or an unknown one is refused on the coupon field', async () => {
    const { client, user } = await signedUp(sandbox);
    const [monthly] = await client.checkout.getOffers([SANDBOX.assetId]);
    const order = await client.checkout.createOrder({ offer: monthly as Offer, customerId: user.id });
    const discounted = await client.checkout.updateOrder({ order, couponCode: SANDBOX.voucher });
    expect(discounted.totalPrice).toBeCloseTo(6.39, 2);
    expect(mapCheckoutError(await failureOf(() => client.checkout.updateOrder({ order, couponCode: SANDBOX.yearlyVoucher })))).toEqual({ field: 'couponCode', key: 'account:checkout.coupon_not_valid_for_offer' });
    expect(mapCheckoutError(await failureOf(() => client.checkout.updateOrder({ order, couponCode: 'NOSUCH' })))).toEqual({ field: 'couponCode', key: 'account:checkout.coupon_not_valid' });
  });

  it('a pass with the card that pays: pending, then card success and the access', async () => {
    const { client, user } = await signedUp(sandbox);
    const cards = await testCards();
    const events = await listen(client, user.uuid ?? '');
    const [pass] = await client.checkout.getOffers([`C${SANDBOX.passAsset}`]);
    const order = await client.checkout.createOrder({ offer: pass as Offer, customerId: user.id });
    await expect(client.checkout.directPostCardPayment({ order, card: cards.pays, referrer: 'http://localhost/', returnUrl: 'http://localhost/?u=waiting-for-payment' })).resolves.toEqual({
      status: 'pending',
    });
    await events.next('payment.card.success');
    // waiting-for-payment asks by the bought offer's id.
    await expect(client.entitlement.getEntitlements(String(pass?.offerId))).resolves.toMatchObject({ accessGranted: true });
    events.stop();
  });

  it('a pass with the declined card: refused with the reason, a card-failed notification with the message, no access', async () => {
    const { client, user } = await signedUp(sandbox);
    const cards = await testCards();
    const events = await listen(client, user.uuid ?? '');
    const [pass] = await client.checkout.getOffers([`C${SANDBOX.passAsset}`]);
    const order = await client.checkout.createOrder({ offer: pass as Offer, customerId: user.id });
    const refusal = await failureOf(() => client.checkout.directPostCardPayment({ order, card: cards.declined, referrer: 'http://localhost/', returnUrl: 'http://localhost/' }));
    expect(refusal.message).not.toBe('Failed to make payment');
    const notification = await events.next('payment.card.failed');
    expect(notification.resource.message).toEqual(expect.any(String));
    await expect(client.entitlement.getEntitlements(`C${SANDBOX.passAsset}`)).resolves.toEqual({ accessGranted: false });
    events.stop();
  });

  it('the challenge card: requires action with the challenge page, approving it grants the access', async () => {
    const { client, user } = await signedUp(sandbox);
    const cards = await testCards();
    const events = await listen(client, user.uuid ?? '');
    const [monthly] = await client.checkout.getOffers([SANDBOX.assetId]);
    const order = await client.checkout.createOrder({ offer: monthly as Offer, customerId: user.id });
    await client.checkout.directPostCardPayment({ order, card: cards.challenge, referrer: 'http://localhost/', returnUrl: 'http://localhost/' });
    // A subscription's challenge comes as subscribe.requires.action (a pass's as payment.card.requires.action).
    const action = await events.next('subscribe.requires.action');
    const page = String(action.resource.redirect_to_url);
    expect(page).toMatch(/^http/);
    const approve = await fetch(page, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve', redirect: 'manual' });
    expect(approve.status).toBeLessThan(500);
    await events.next('access.granted');
    await expect(client.entitlement.getEntitlements(String(monthly?.offerId))).resolves.toMatchObject({ accessGranted: true });
    events.stop();
  });
});

describe('contract: PayPal and store receipts', () => {
  const urls = { successUrl: 'http://localhost/ok', waitingUrl: 'http://localhost/wait', cancelUrl: 'http://localhost/cancel', errorUrl: 'http://localhost/error' };

  it('PayPal answers the approval page; a customer who has the access goes to the error URL', async () => {
    const { client, user, email } = await signedUp(sandbox);
    const [pass] = await client.checkout.getOffers([`C${SANDBOX.passAsset}`]);
    const order = await client.checkout.createOrder({ offer: pass as Offer, customerId: user.id });
    const { redirectUrl } = await client.checkout.paymentWithPayPal({ order, ...urls });
    expect(redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    await sandbox.dev('POST', '/inplayer/access', { email, assetId: Number(SANDBOX.passAsset) });
    await expect(client.checkout.paymentWithPayPal({ order, ...urls })).resolves.toEqual({ redirectUrl: urls.errorUrl });
  });

  it('a store receipt the platform cannot confirm is refused with its reason', async () => {
    const { client } = await signedUp(sandbox);
    const failure = await failureOf(() => client.checkout.validateExternalPayment({ platform: 'apple', receipt: 'r1', productName: 'monthly' }));
    expect(failure).toMatchObject({ code: 400, message: expect.stringMatching(/receipt/i) });
  });
});
