import { beforeEach, describe, expect, it } from 'vitest';
import { providerError, START, testCard, useViewerSandbox, type TestSandbox, type Viewer } from '../testing';
import { TEST_CARDS } from './cards';

const state = useViewerSandbox();
let sandbox: TestSandbox;
let viewer: Viewer;
beforeEach(() => ({ sandbox, viewer } = state));

const NOW = START / 1000;
const DAY = 86_400;
const RETURN_URL = 'https://app.example.org/?u=waiting-for-payment';
const MONTHLY = 'S970187168_NL';
const YEARLY = 'S345569153_NL';
const PASS = 'P473391042_NL';

const orderFor = async (offerId: string, jwt = viewer.jwt) => (await sandbox.call('POST', '/orders', { offerId, customerIP: '10.0.0.1' }, jwt)).json.responseData.order.id as number;
const pay = (orderId: number, number: string, jwt = viewer.jwt, overrides: Record<string, string> = {}) =>
  sandbox.call('POST', '/connectors/adyen/initial-payment', { orderId, returnUrl: RETURN_URL, paymentMethod: testCard(number, overrides), browserInfo: { userAgent: 'test' } }, jwt);
const read = async (path: string) => (await sandbox.call('GET', path, undefined, viewer.jwt)).json.responseData;
const subscriptions = () => read(`/customers/${viewer.customerId}/subscriptions`);
const transactions = () => read(`/customers/${viewer.customerId}/transactions`);
const paymentDetails = () => read(`/customers/${viewer.customerId}/payment_details`);
const access = (offerId: string) => read(`/entitlements/${offerId}`);

describe('POST /connectors/adyen/initial-payment: the test cards', () => {
  it('the success card pays the yearly order: subscription for a year, a transaction, the card on file (never its number)', async () => {
    const orderId = await orderFor(YEARLY);
    const { status, json } = await pay(orderId, TEST_CARDS.succeeds);
    expect(status).toBe(200);
    expect(json.responseData).toMatchObject({ orderId, status: 'successful', totalAmount: 69.99, currency: 'EUR', paymentGateway: 'adyen', paymentMethod: 'card', offerType: 'subscription', paymentOperation: 'initial-payment' });
    expect((await read(`/orders/${orderId}`)).order.paymentMethodId).toBe(1);
    expect((await subscriptions()).items).toEqual([expect.objectContaining({ offerId: YEARLY, status: 'active', inTrial: false, expiresAt: Date.parse('2031-01-15T10:00:00Z') / 1000, nextPaymentPrice: 69.99, paymentMethod: 'card' })]);
    expect(await access(YEARLY)).toEqual({ accessGranted: true, expiresAt: Date.parse('2031-01-15T10:00:00Z') / 1000 });
    expect((await transactions()).items).toEqual([expect.objectContaining({ offerId: YEARLY, transactionPriceInclTax: 69.99, transactionPriceExclTax: 57.84, paymentMethod: 'card', transactionDate: NOW })]);
    const details = (await paymentDetails()).paymentDetails;
    expect(details).toEqual([
      expect.objectContaining({ paymentMethod: 'card', paymentGateway: 'adyen', active: true, paymentMethodSpecificParams: { variant: 'visa', lastCardFourDigits: '1111', holderName: 'Ada Viewer', cardExpirationDate: '03/2031' } }),
    ]);
    expect(JSON.stringify(details)).not.toContain(TEST_CARDS.succeeds);
    expect((await pay(orderId, TEST_CARDS.succeeds)).json).toEqual(providerError('Order is already paid'));
  });

  it('the monthly offer starts its 7-day trial (a 0 transaction), then the first renewal is charged', async () => {
    const orderId = await orderFor(MONTHLY);
    expect((await pay(orderId, TEST_CARDS.succeeds)).json.responseData).toMatchObject({ totalAmount: 0, status: 'successful' });
    expect((await subscriptions()).items[0]).toMatchObject({ offerId: MONTHLY, inTrial: true, expiresAt: NOW + 7 * DAY, nextPaymentAt: NOW + 7 * DAY, nextPaymentPrice: 6.99 });
    sandbox.clock.advance((7 * DAY + 60) * 1000);
    viewer.jwt = (await sandbox.call('POST', '/auths', { email: 'viewer@example.org', password: 'secret123', publisherId: '900000001' })).json.responseData.jwt;
    const trialEnd = NOW + 7 * DAY;
    expect((await subscriptions()).items[0]).toMatchObject({ inTrial: false, expiresAt: Date.parse('2030-02-22T10:00:00Z') / 1000 });
    expect((await transactions()).items.map((item: { transactionPriceInclTax: number; transactionDate: number }) => [item.transactionPriceInclTax, item.transactionDate])).toEqual([
      [6.99, trialEnd],
      [0, NOW],
    ]);
  });

  it('the pass is granted for its 3 days; a second order for it is refused while the access lasts', async () => {
    expect((await pay(await orderFor(PASS), TEST_CARDS.succeeds)).json.responseData).toMatchObject({ offerType: 'pass', totalAmount: 3.99 });
    expect(await access(PASS)).toEqual({ accessGranted: true, expiresAt: NOW + 3 * DAY });
    expect((await pay(await orderFor(PASS), TEST_CARDS.succeeds)).json).toEqual(providerError('Already have an active access'));
  });

  it.each([
    ['the declined card', TEST_CARDS.declined, {}, 'Refused'],
    ['an expired card', TEST_CARDS.succeeds, { expiryYear: '2029' }, 'Expired Card'],
    ['a valid number that is no test card', '5555444433331111', {}, 'Invalid Card Number'],
  ])('%s is refused with the gateway reason: nothing charged, the order stays unpaid', async (_name, number, overrides, reason) => {
    const orderId = await orderFor(YEARLY);
    const { status, json } = await pay(orderId, number, viewer.jwt, overrides);
    expect(status).toBe(422);
    expect(json).toEqual(providerError(reason));
    expect((await transactions()).totalCount).toBe(0);
    expect((await subscriptions()).items).toEqual([]);
    expect((await access(YEARLY)).accessGranted).toBe(false);
    expect((await pay(orderId, TEST_CARDS.succeeds)).status).toBe(200);
  });

  it.each([
    [{ number: '4111111111111112' }, 'Invalid param paymentMethod.number'],
    [{ cvc: '7' }, 'Invalid param paymentMethod.cvc'],
    [{ expiryMonth: '13' }, 'Invalid param paymentMethod.expiryMonth'],
    [{ holderName: ' ' }, 'Invalid param paymentMethod.holderName'],
    [{ type: 'paypal' }, 'Invalid param paymentMethod.type'],
  ])('refuses malformed card fields %j', async (overrides, message) => {
    const orderId = await orderFor(YEARLY);
    const { number = TEST_CARDS.succeeds, ...rest } = overrides as Record<string, string>;
    expect((await pay(orderId, number, viewer.jwt, rest)).json).toEqual(providerError(message));
  });

  it("needs the customer's own order and a JWT", async () => {
    const orderId = await orderFor(YEARLY);
    const other = await sandbox.signUp('other@example.org');
    expect((await pay(orderId, TEST_CARDS.succeeds, other.jwt)).status).toBe(403);
    expect((await sandbox.call('POST', '/connectors/adyen/initial-payment', { orderId, returnUrl: RETURN_URL, paymentMethod: testCard(TEST_CARDS.succeeds) })).status).toBe(401);
    expect((await pay(999, TEST_CARDS.succeeds)).json).toEqual(providerError('Order not found'));
  });
});

describe('the challenge card: redirect to the challenge page, back with redirectResult, finalize', () => {
  async function challenge() {
    const orderId = await orderFor(YEARLY);
    const { json } = await pay(orderId, TEST_CARDS.challenge);
    return { orderId, action: json.responseData.action };
  }

  it('approving returns to the returnUrl with redirectResult, orderId and paymentMethodId; finalize pays the order once', async () => {
    const { orderId, action } = await challenge();
    expect(action).toMatchObject({ type: 'redirect', method: 'GET', paymentMethodType: 'scheme', url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/_gateway\/3ds\/[\w-]+$/) });
    expect((await subscriptions()).items).toEqual([]);

    const page = await sandbox.page(action.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<button type="submit" name="decision" value="approve" autofocus>Approve</button>');
    expect(page.html).toContain('value="fail">Fail</button>');
    expect(page.html).toContain('ending 0006');

    const back = await sandbox.decide(action.url, 'approve');
    expect(back.status).toBe(303);
    const url = new URL(back.location);
    expect(url.origin + url.pathname).toBe('https://app.example.org/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ u: 'waiting-for-payment', redirectResult: expect.any(String), orderId: String(orderId), paymentMethodId: '1' });
    const gone = await sandbox.page(action.url);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('<h1>This payment page is no longer available</h1>');
    expect(gone.html).not.toContain('<form');

    const finalize = (redirectResult: string) => sandbox.call('POST', '/connectors/adyen/initial-payment/finalize', { orderId, details: { redirectResult } }, viewer.jwt);
    expect((await finalize('made-up')).json).toEqual(providerError('Invalid param details.redirectResult'));
    const done = await finalize(url.searchParams.get('redirectResult')!);
    expect(done.json.responseData.payment).toMatchObject({ orderId, status: 'successful', totalAmount: 69.99 });
    expect((await access(YEARLY)).accessGranted).toBe(true);
    expect((await paymentDetails()).paymentDetails[0].paymentMethodSpecificParams.lastCardFourDigits).toBe('0006');
    expect((await finalize(url.searchParams.get('redirectResult')!)).json).toEqual(providerError('Order is already paid'));
  });

  it('failing the challenge: finalize is refused, the order stays unpaid', async () => {
    const { orderId, action } = await challenge();
    const back = new URL((await sandbox.decide(action.url, 'fail')).location);
    const { status, json } = await sandbox.call('POST', '/connectors/adyen/initial-payment/finalize', { orderId, details: { redirectResult: back.searchParams.get('redirectResult') } }, viewer.jwt);
    expect(status).toBe(422);
    expect(json).toEqual(providerError('3D Not Authenticated'));
    expect((await access(YEARLY)).accessGranted).toBe(false);
    expect((await transactions()).totalCount).toBe(0);
    expect((await sandbox.decide(action.url, 'approve')).status).toBe(404);
  });

  it('refuses a finalize before the page was answered, another decision value, and finalize without details', async () => {
    const { orderId, action } = await challenge();
    const token = new URL(action.url).pathname.split('/').pop();
    expect((await sandbox.call('POST', '/connectors/adyen/initial-payment/finalize', { orderId, details: { redirectResult: token } }, viewer.jwt)).json).toEqual(providerError('Invalid param details.redirectResult'));
    expect((await sandbox.decide(action.url, 'maybe')).status).toBe(422);
    expect((await sandbox.page(action.url.replace(/[\w-]+$/, 'unknown'))).status).toBe(404);
    expect((await sandbox.call('POST', '/connectors/adyen/initial-payment/finalize', { orderId, details: {} }, viewer.jwt)).json).toEqual(providerError('Invalid param details.redirectResult'));
  });
});

describe('GET /_sandbox/test-cards', () => {
  it('names the three test cards and a valid expiry', async () => {
    expect((await sandbox.call('GET', '/_sandbox/test-cards')).json.responseData).toEqual({ ...TEST_CARDS, expiryMonth: '03', expiryYear: '2032', cvc: '737' });
  });
});

describe('POST /connectors/adyen/sessions', () => {
  it("answers a drop-in session for the order's amount in minor units", async () => {
    const orderId = await orderFor(YEARLY);
    const { json } = await sandbox.call('POST', '/connectors/adyen/sessions', { orderId, returnUrl: RETURN_URL }, viewer.jwt);
    expect(json.responseData).toMatchObject({ id: expect.any(String), sessionData: expect.any(String), amount: { currency: 'EUR', value: 6999 }, countryCode: 'NL', returnUrl: RETURN_URL, reference: String(orderId) });
  });
});

describe('payment details: add a card (with and without challenge), list, delete', () => {
  const addCard = (number: string) => sandbox.call('POST', '/connectors/adyen/payment-details', { paymentMethodId: 1, returnUrl: RETURN_URL, paymentMethod: testCard(number) }, viewer.jwt);

  it('a new card becomes the active one, the subscription renews on it; deleting it makes the previous one active again', async () => {
    await pay(await orderFor(YEARLY), TEST_CARDS.succeeds);
    const added = await addCard('5555444433331111');
    expect(added.json).toEqual(providerError('Invalid Card Number'));

    const challenge = (await addCard(TEST_CARDS.challenge)).json.responseData.action;
    const back = new URL((await sandbox.decide(challenge.url, 'approve')).location);
    expect(back.searchParams.get('orderId')).toBeNull();
    const finalized = await sandbox.call('POST', '/connectors/adyen/payment-details/finalize', { paymentMethodId: 1, details: { redirectResult: back.searchParams.get('redirectResult') } }, viewer.jwt);
    expect(finalized.json.responseData).toMatchObject({ active: true, paymentMethod: 'card', paymentMethodSpecificParams: { lastCardFourDigits: '0006' } });

    const list = (await paymentDetails()).paymentDetails;
    expect(list.map((detail: { active: boolean; paymentMethodSpecificParams: { lastCardFourDigits: string } }) => [detail.paymentMethodSpecificParams.lastCardFourDigits, detail.active])).toEqual([
      ['0006', true],
      ['1111', false],
    ]);

    const other = await sandbox.signUp('other@example.org');
    expect((await sandbox.call('DELETE', `/payment_details/${list[0].id}`, undefined, other.jwt)).status).toBe(403);
    expect((await sandbox.call('DELETE', `/payment_details/${list[0].id}`, undefined, viewer.jwt)).json.responseData).toEqual({ paymentDetailsId: String(list[0].id) });
    expect((await sandbox.call('DELETE', `/payment_details/${list[0].id}`, undefined, viewer.jwt)).json).toEqual(providerError('Payment details not found'));
    expect((await paymentDetails()).paymentDetails).toEqual([expect.objectContaining({ id: list[1].id, active: true })]);
  });

  it('the success card is stored at once', async () => {
    expect((await addCard(TEST_CARDS.succeeds)).json.responseData).toMatchObject({ active: true, paymentMethodId: 1, paymentMethodSpecificParams: { lastCardFourDigits: '1111' } });
    expect((await addCard(TEST_CARDS.declined)).json).toEqual(providerError('Refused'));
    expect((await sandbox.call('POST', '/connectors/adyen/payment-details', { paymentMethodId: 2, returnUrl: RETURN_URL, paymentMethod: testCard(TEST_CARDS.succeeds) }, viewer.jwt)).json).toEqual(
      providerError('Invalid param paymentMethodId'),
    );
  });
});
