import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/testService';
import { MONTHLY, PASS, YEARLY, signedUp, useSandbox, type ContractClient } from './sandbox';

const sandbox = useSandbox();
const DAY = 86_400;

/** The sandbox's test cards (its README, "Test cards"), typed as in the card form. */
const CARDS = { succeeds: '4111 1111 1111 1111', declined: '4000 0000 0000 0002', challenge: '4212 3456 7891 0006' };
const cardForm = (cardNumber: string) => ({ cardholderName: 'Ada Viewer', cardNumber, cardExpiry: '03/31', cardCVC: '737' });
const RETURN_URL = 'https://app.example.org/?u=waiting-for-payment';

/** What the browser does on a gateway page: opens it, presses a button, follows the redirect. */
const browser = {
  open: async (url: string) => (await fetch(url)).text(),
  choose: async (url: string, decision: string): Promise<URL> => {
    const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `decision=${decision}` });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  },
};

async function orderFor(client: ContractClient, customerId: string, offerId: string) {
  return client.checkout.createOrder({ offer: await client.checkout.getOffer(offerId), customerId });
}
const payByCard = (client: ContractClient, order: Awaited<ReturnType<typeof orderFor>>, cardNumber: string) =>
  client.checkout.directPostCardPayment({ order, card: cardForm(cardNumber), referrer: '/', returnUrl: RETURN_URL });

describe('contract: card payments through the card connector against apps/provider-sandbox', () => {
  it('the success card pays the yearly offer: the subscription, its transaction with a receipt, the card on file', async () => {
    const { client, user } = await signedUp(sandbox);
    const order = await orderFor(client, user.id, YEARLY);
    expect(await payByCard(client, order, CARDS.succeeds)).toEqual({ status: 'succeeded' });
    expect((await client.entitlement.getEntitlements(YEARLY)).accessGranted).toBe(true);
    expect(await client.subscriptions.getActiveSubscription(user.id)).toMatchObject({ offerId: YEARLY, status: 'active', paymentMethod: 'card', nextPaymentPrice: 69.99 });
    const [transaction] = await client.subscriptions.getTransactions({ customerId: user.id });
    expect(transaction).toMatchObject({ offerId: YEARLY, offerType: 'subscription', transactionPriceInclTax: 69.99, transactionCurrency: 'EUR', customerId: user.id, paymentMethod: 'card' });
    const receipt = await client.subscriptions.getReceipt({ transactionId: transaction!.transactionId });
    expect(receipt).toEqual(expect.stringContaining('<th scope="row">Total</th><td>69.99 EUR</td>'));
    expect(await client.subscriptions.getActivePayment(user.id)).toMatchObject({ paymentMethod: 'card', paymentGateway: 'adyen', paymentMethodSpecificParams: { lastCardFourDigits: '1111', cardExpirationDate: '03/2031', holderName: 'Ada Viewer' } });
    expect(await failureOf(() => payByCard(client, order, CARDS.succeeds))).toMatchObject({ code: 'payment_failed', details: { reason: 'Order is already paid' } });
  });

  it('the declined card: "Failed to make payment" with the refusal, nothing charged, the order can still be paid', async () => {
    const { client, user } = await signedUp(sandbox);
    const order = await orderFor(client, user.id, PASS);
    const error = await failureOf(() => payByCard(client, order, CARDS.declined));
    expect(error).toMatchObject({ code: 'payment_failed', message: 'Failed to make payment', details: { reason: 'Refused' } });
    expect((await client.entitlement.getEntitlements(PASS)).accessGranted).toBe(false);
    expect(await client.subscriptions.getTransactions({ customerId: user.id })).toEqual([]);
    expect(await payByCard(client, order, CARDS.succeeds)).toEqual({ status: 'succeeded' });
    const now = Math.floor(sandbox.clock.now() / 1000);
    expect(await client.entitlement.getEntitlements(PASS)).toEqual({ accessGranted: true, expiresAt: now + 3 * DAY });
  });

  it('the challenge card: the bank page, Approve, back with the payment-return parameters, finalize pays (the trial starts)', async () => {
    const { client, user } = await signedUp(sandbox);
    const order = await orderFor(client, user.id, MONTHLY);
    const result = await payByCard(client, order, CARDS.challenge);
    if (result.status !== 'redirect') throw new Error(`expected a redirect, got ${result.status}`);
    expect(await browser.open(result.redirectUrl)).toContain('>Approve</button>');
    const back = await browser.choose(result.redirectUrl, 'approve');
    expect(back.origin + back.pathname).toBe('https://app.example.org/');
    const returned = Object.fromEntries(back.searchParams);
    expect(returned).toMatchObject({ u: 'waiting-for-payment', orderId: order.id, paymentMethodId: expect.any(String), redirectResult: expect.any(String) });
    expect((await client.entitlement.getEntitlements(MONTHLY)).accessGranted).toBe(false);

    await client.checkout.finalizePayment({ orderId: returned.orderId, paymentMethodId: returned.paymentMethodId, redirectResult: returned.redirectResult });
    expect((await client.entitlement.getEntitlements(MONTHLY)).accessGranted).toBe(true);
    const now = Math.floor(sandbox.clock.now() / 1000);
    expect(await client.subscriptions.getActiveSubscription(user.id)).toMatchObject({ offerId: MONTHLY, expiresAt: now + 7 * DAY, nextPaymentPrice: 6.99 });
    expect((await client.subscriptions.getTransactions({ customerId: user.id }))[0]).toMatchObject({ transactionPriceInclTax: 0 });
  });

  it('the challenge failed on the bank page: finalize is "Failed to make payment" with the reason; no order id is adyen_order_unknown', async () => {
    const { client, user } = await signedUp(sandbox);
    const order = await orderFor(client, user.id, YEARLY);
    const result = await payByCard(client, order, CARDS.challenge);
    if (result.status !== 'redirect') throw new Error('expected a redirect');
    const back = await browser.choose(result.redirectUrl, 'fail');
    const redirectResult = back.searchParams.get('redirectResult')!;
    expect(await failureOf(() => client.checkout.finalizePayment({ orderId: order.id, redirectResult }))).toMatchObject({ code: 'payment_failed', details: { reason: '3D Not Authenticated' } });
    expect(await failureOf(() => client.checkout.finalizePayment({ redirectResult }))).toMatchObject({ code: 'adyen_order_unknown' });
    expect((await client.entitlement.getEntitlements(YEARLY)).accessGranted).toBe(false);
  });
});

describe('contract: PayPal against apps/provider-sandbox', () => {
  const urls = { successUrl: 'https://app.example.org/paid', waitingUrl: 'https://app.example.org/waiting', cancelUrl: 'https://app.example.org/cancelled', errorUrl: 'https://app.example.org/error' };

  it('approve pays the order and returns to the success URL; cancel returns to the cancel URL', async () => {
    const { client, user } = await signedUp(sandbox);
    const order = await orderFor(client, user.id, PASS);
    const first = await client.checkout.paymentWithPayPal({ order, ...urls });
    expect((await browser.choose(first.redirectUrl, 'cancel')).toString()).toBe(urls.cancelUrl);
    expect((await client.entitlement.getEntitlements(PASS)).accessGranted).toBe(false);
    const second = await client.checkout.paymentWithPayPal({ order, ...urls });
    expect((await browser.choose(second.redirectUrl, 'approve')).toString()).toBe(urls.successUrl);
    expect((await client.entitlement.getEntitlements(PASS)).accessGranted).toBe(true);
    expect((await client.subscriptions.getTransactions({ customerId: user.id }))[0]).toMatchObject({ offerId: PASS, paymentMethod: 'paypal' });
  });

  it('"Already have an active access": the client goes to the error URL', async () => {
    const { client, user } = await signedUp(sandbox);
    await payByCard(client, await orderFor(client, user.id, PASS), CARDS.succeeds);
    const order = await orderFor(client, user.id, PASS);
    expect(await client.checkout.paymentWithPayPal({ order, ...urls })).toEqual({ redirectUrl: urls.errorUrl });
  });
});

describe('contract: payment details against apps/provider-sandbox', () => {
  const card = { cardName: 'Ada Viewer', cvc: '737', expMonth: 3, expYear: 2031, currency: 'EUR', returnUrl: 'https://app.example.org/?u=payment-method' };

  it('update the card (at once, then through the challenge), add PayPal, delete: the list follows', async () => {
    const { client, user } = await signedUp(sandbox);
    await expect(client.subscriptions.updateCardDetails({ ...card, cardNumber: CARDS.succeeds })).resolves.toBeUndefined();
    const challenge = await client.subscriptions.updateCardDetails({ ...card, cardNumber: CARDS.challenge });
    if (!challenge) throw new Error('expected the challenge page');
    const back = await browser.choose(challenge.redirectUrl, 'approve');
    expect(back.searchParams.get('u')).toBe('payment-method');
    await client.subscriptions.finalizeCardDetails({ redirectResult: back.searchParams.get('redirectResult')! });
    expect((await client.subscriptions.getActivePayment(user.id))?.paymentMethodSpecificParams?.lastCardFourDigits).toBe('0006');

    const paypal = await client.subscriptions.addPayPalPaymentDetails({ successUrl: 'https://app.example.org/ok', cancelUrl: 'https://app.example.org/no', errorUrl: 'https://app.example.org/err' });
    expect((await browser.choose(paypal.redirectUrl, 'approve')).toString()).toBe('https://app.example.org/ok');
    const details = await client.subscriptions.getPaymentDetails(user.id);
    expect(details.map((detail) => [detail.paymentMethod, detail.active])).toEqual([
      ['paypal', true],
      ['card', false],
      ['card', false],
    ]);

    await client.subscriptions.deletePaymentDetails(details[0]!.id);
    expect((await client.subscriptions.getActivePayment(user.id))?.paymentMethodSpecificParams?.lastCardFourDigits).toBe('0006');
    expect(await failureOf(() => client.subscriptions.deletePaymentDetails(details[0]!.id))).toMatchObject({ message: 'Payment details not found', code: 404 });
    expect(await failureOf(() => client.subscriptions.updateCardDetails({ ...card, cardNumber: CARDS.declined }))).toMatchObject({ code: 'update_card_details_failed', details: { reason: 'Refused' } });
  });
});

describe('contract: transactions, switches and renewals against apps/provider-sandbox', () => {
  it('transactions with limit and offset, newest first', async () => {
    const { client, user } = await signedUp(sandbox);
    await payByCard(client, await orderFor(client, user.id, PASS), CARDS.succeeds);
    sandbox.clock.advance(1000);
    await payByCard(client, await orderFor(client, user.id, 'R820405137_NL'), CARDS.succeeds);
    const all = await client.subscriptions.getTransactions({ customerId: user.id });
    expect(all.map((transaction) => transaction.offerId)).toEqual(['R820405137_NL', PASS]);
    expect(await client.subscriptions.getTransactions({ customerId: user.id, limit: 1, offset: 1 })).toEqual([all[1]]);
  });

  it('upgrade applies now; a downgrade is pending (the switch by id) until the period ends, then renews as the new plan', async () => {
    const { client, user } = await signedUp(sandbox);
    await payByCard(client, await orderFor(client, user.id, YEARLY), CARDS.succeeds);
    const available = await client.subscriptions.getSubscriptionSwitches(user.id, YEARLY);
    expect(available).toEqual([expect.objectContaining({ toOfferId: MONTHLY, switchDirection: 'downgrade', price: 6.99 })]);
    await client.subscriptions.switchSubscription({ customerId: user.id, offerId: YEARLY, toOfferId: MONTHLY, switchDirection: 'downgrade' });
    const pending = (await client.subscriptions.getActiveSubscription(user.id))!;
    expect(pending).toMatchObject({ offerId: YEARLY, pendingSwitchId: expect.any(String) });
    expect(await client.subscriptions.getSubscriptionSwitch(pending.pendingSwitchId!)).toMatchObject({ direction: 'downgrade', fromOfferId: YEARLY, toOfferId: MONTHLY, status: 'pending' });
    expect(await client.subscriptions.getSubscriptionSwitches(user.id, YEARLY)).toEqual([]);

    // A second customer's monthly plan ends in a day (dev route), so the clock needs to move only that far.
    const other = await signedUp(sandbox);
    const now = Math.floor(sandbox.clock.now() / 1000);
    await sandbox.dev('POST', '/subscriptions', { email: other.email, offerId: MONTHLY, expiresAt: now + DAY });
    await other.client.subscriptions.switchSubscription({ customerId: other.user.id, offerId: MONTHLY, toOfferId: YEARLY, switchDirection: 'upgrade' });
    expect(await other.client.subscriptions.getActiveSubscription(other.user.id)).toMatchObject({ offerId: YEARLY, pendingSwitchId: undefined });
    expect((await other.client.subscriptions.getTransactions({ customerId: other.user.id }))[0]).toMatchObject({ offerId: YEARLY, transactionPriceInclTax: 69.99 });

    const third = await signedUp(sandbox);
    await sandbox.dev('POST', '/subscriptions', { email: third.email, offerId: YEARLY, expiresAt: now + DAY });
    await third.client.subscriptions.switchSubscription({ customerId: third.user.id, offerId: YEARLY, toOfferId: MONTHLY, switchDirection: 'downgrade' });
    const switchId = (await third.client.subscriptions.getActiveSubscription(third.user.id))!.pendingSwitchId!;
    sandbox.clock.advance((DAY + 60) * 1000);
    expect(await third.client.subscriptions.getActiveSubscription(third.user.id)).toMatchObject({ offerId: MONTHLY, status: 'active', expiresAt: expect.any(Number), pendingSwitchId: undefined });
    expect(await third.client.subscriptions.getSubscriptionSwitch(switchId)).toMatchObject({ status: 'completed' });
    expect((await third.client.subscriptions.getTransactions({ customerId: third.user.id }))[0]).toMatchObject({ offerId: MONTHLY, transactionPriceInclTax: 6.99, transactionDate: now + DAY });
    expect((await third.client.entitlement.getEntitlements(MONTHLY)).accessGranted).toBe(true);
  });
});
