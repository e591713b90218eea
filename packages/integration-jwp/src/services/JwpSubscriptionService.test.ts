import { JWP_CAPABILITIES } from '../module';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ASSET_ID, BASE, createTestService, fail, failureOf, useMswServer } from '../../test/support/fakeJwp';
import { JwpSubscriptionService, SUBSCRIPTIONS_PAGE } from './JwpSubscriptionService';

const server = useMswServer();

const SUBSCRIPTION = {
  item_id: Number(ASSET_ID),
  item_title: 'Brightwater Plus',
  subscription_id: 'sub_1',
  subscription_price: 7.99,
  action_type: 'recurrent',
  next_rebill_date: 1_900_000_000,
  charged_amount: 7.99,
  payment_method_name: 'Card',
  currency: 'EUR',
  access_type: { period: 'month' },
  access_fee_id: 30101,
  unsubscribe_url: `${BASE}/subscriptions/cancel/sub_1`,
};

async function setup(assetId: string | null = ASSET_ID) {
  const context = createTestService();
  server.use(...context.platform.handlers());
  await context.login();
  const subscriptions = new JwpSubscriptionService({ api: context.service.api, session: context.service.session, assetId, capabilities: JWP_CAPABILITIES });
  return { ...context, subscriptions };
}

const listing = (collection: unknown[]) => http.get(`${BASE}/subscriptions`, () => HttpResponse.json({ collection, total: collection.length }));

describe('the active subscription (item access by asset id, then subscriptions limit 15 page 0)', () => {
  it.each([
    ['recurrent', 'active'],
    ['free-trial', 'active_trial'],
    ['canceled', 'cancelled'],
    ['ended', 'expired'],
    ['something new', 'terminated'],
  ])('action_type %s -> status %s', async (actionType, status) => {
    const { subscriptions, platform } = await setup();
    platform.access.set(ASSET_ID, 1_950_000_000);
    server.use(listing([{ ...SUBSCRIPTION, action_type: actionType }]));
    await expect(subscriptions.getActiveSubscription('42')).resolves.toMatchObject({
      subscriptionId: 'sub_1',
      offerId: ASSET_ID,
      accessFeeId: 'S30101',
      status,
      expiresAt: 1_950_000_000,
      nextPaymentAt: 1_900_000_000,
      nextPaymentPrice: 7.99,
      paymentGateway: 'stripe',
      offerTitle: 'Brightwater Plus',
      period: 'month',
      unsubscribeUrl: SUBSCRIPTION.unsubscribe_url,
    });
  });

  it('asks for the first 15 subscriptions', async () => {
    const { subscriptions, platform } = await setup();
    platform.access.set(ASSET_ID, 1_950_000_000);
    let query: Record<string, string> = {};
    server.use(
      http.get(`${BASE}/subscriptions`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json({ collection: [] });
      }),
    );
    await subscriptions.getSubscriptions('42');
    expect(query).toEqual({ limit: String(SUBSCRIPTIONS_PAGE.limit), page: '0' });
  });

  it('access without a subscription entry is access granted by the publisher', async () => {
    const { subscriptions, platform } = await setup();
    platform.access.set(ASSET_ID, 1_950_000_000);
    server.use(listing([{ ...SUBSCRIPTION, item_id: 999 }]));
    await expect(subscriptions.getSubscriptions('42')).resolves.toEqual([
      expect.objectContaining({ status: 'active', period: 'granted', paymentGateway: 'none', expiresAt: 1_950_000_000, totalPrice: 0 }),
    ]);
  });

  it('402 on the access: no subscription', async () => {
    const { subscriptions } = await setup();
    await expect(subscriptions.getActiveSubscription('42')).resolves.toBeNull();
    await expect(subscriptions.getSubscriptions('42')).resolves.toEqual([]);
  });

  it('no asset configured: "no assetId configured"', async () => {
    const { subscriptions } = await setup(null);
    expect(await failureOf(() => subscriptions.getActiveSubscription('42'))).toMatchObject({ message: 'no assetId configured' });
  });
});

describe('payment history -> transactions', () => {
  it('maps the entries and pages them with limit and offset', async () => {
    const { subscriptions } = await setup();
    const entry = (token: string, createdAt: number) => ({
      transaction_token: token,
      trx_token: `trx-${token}`,
      consumer_id: 42,
      payment_method_name: 'Card',
      item_id: Number(ASSET_ID),
      item_type: 'ott',
      item_title: 'Brightwater Plus',
      charged_amount: 7.99,
      currency_iso: 'EUR',
      created_at: createdAt,
    });
    server.use(http.get(`${BASE}/v2/accounting/payment-history`, () => HttpResponse.json({ collection: [entry('T3', 3), entry('T2', 2), entry('T1', 1)], total: 3 })));
    const page = await subscriptions.getTransactions({ customerId: '42', limit: 2, offset: 1 });
    expect(page.map(({ transactionId, trxToken, transactionDate }) => [transactionId, trxToken, transactionDate])).toEqual([
      ['T2', 'trx-T2', 2],
      ['T1', 'trx-T1', 1],
    ]);
    expect(page[0]).toMatchObject({ offerId: ASSET_ID, offerTitle: 'Brightwater Plus', transactionPriceInclTax: 7.99, transactionCurrency: 'EUR', customerId: '42', paymentMethod: 'Card' });
  });

  it('a failure without message is "Failed to get transactions"', async () => {
    const { subscriptions } = await setup();
    server.use(http.get(`${BASE}/v2/accounting/payment-history`, () => new HttpResponse(null, { status: 500 })));
    expect(await failureOf(() => subscriptions.getTransactions({ customerId: '42' }))).toMatchObject({ code: 500, message: 'Failed to get transactions' });
  });
});

describe('default card (GET/PUT /v2/payments/cards/default)', () => {
  it('reads the card of each currency as the payment detail in use', async () => {
    const { subscriptions } = await setup();
    server.use(
      http.get(`${BASE}/v2/payments/cards/default`, () =>
        HttpResponse.json({ cards: { EUR: { number: 4242, card_name: 'Ann Lee', card_type: 'visa', exp_month: 9, exp_year: 2031, account_id: 42 } } }),
      ),
    );
    await expect(subscriptions.getActivePayment('42')).resolves.toMatchObject({
      paymentMethod: 'card',
      currency: 'EUR',
      active: true,
      paymentMethodSpecificParams: { holderName: 'Ann Lee', variant: 'visa', lastCardFourDigits: '4242', cardExpirationDate: '09/2031' },
    });
  });

  it('none stored (404) is no payment detail', async () => {
    const { subscriptions } = await setup();
    server.use(http.get(`${BASE}/v2/payments/cards/default`, () => fail(404, 'Card not found')));
    await expect(subscriptions.getActivePayment('42')).resolves.toBeNull();
  });

  it('an update sends the platform card fields; a refusal without message is "Failed to update card details"', async () => {
    const { subscriptions } = await setup();
    let form: Record<string, string> = {};
    server.use(
      http.put(`${BASE}/v2/payments/cards/default`, async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ number: 1111, card_name: 'Ann Lee', exp_month: '9', exp_year: '2031' });
      }),
    );
    await subscriptions.updateCardDetails({ cardName: ' Ann Lee ', cardNumber: '4111 1111 1111 1111', cvc: '123', expMonth: 9, expYear: 31, currency: 'EUR' });
    expect(form).toEqual({ number: '4111111111111111', card_name: 'Ann Lee', cvv: '123', exp_month: '9', exp_year: '2031', currency_iso: 'EUR' });
    server.use(http.put(`${BASE}/v2/payments/cards/default`, () => new HttpResponse(null, { status: 400 })));
    expect(await failureOf(() => subscriptions.updateCardDetails({ cardName: 'A', cardNumber: '1', cvc: '1', expMonth: 1, expYear: 2030, currency: 'EUR' }))).toMatchObject({
      message: 'Failed to update card details',
    });
  });
});

describe('plan change, cancel, receipts', () => {
  it('the Stripe switch sends the subscription as inplayer_token and the bare access-fee id', async () => {
    const { subscriptions } = await setup();
    let form: Record<string, string> = {};
    server.use(
      http.post(`${BASE}/v2/subscriptions/stripe:switch`, async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ message: 'Switched' });
      }),
    );
    await subscriptions.changeSubscription({ accessFeeId: 'S30102', subscriptionId: 'sub_1' });
    expect(form).toEqual({ inplayer_token: 'sub_1', access_fee_id: '30102' });
  });

  it('cancel GETs the unsubscribe URL with the bearer; without one: "Missing unsubscribe url"', async () => {
    const { subscriptions, platform } = await setup();
    platform.access.set(ASSET_ID, 1_950_000_000);
    server.use(listing([SUBSCRIPTION]));
    const active = await subscriptions.getActiveSubscription('42');
    let authorization: string | null = null;
    server.use(
      http.get(`${BASE}/subscriptions/cancel/sub_1`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ code: 200, message: 'Unsubscribed' });
      }),
    );
    await subscriptions.cancelSubscription('42', active!);
    expect(authorization).toBe('Bearer access-1');
    expect(await failureOf(() => subscriptions.cancelSubscription('42', { ...active!, unsubscribeUrl: undefined }))).toMatchObject({ message: 'Missing unsubscribe url' });
  });

  it('renew and switches are not this platform\'s', async () => {
    const { subscriptions } = await setup();
    expect(await failureOf(() => subscriptions.renewSubscription())).toMatchObject({ message: 'Renew subscription feature is not enabled' });
    await expect(subscriptions.getSubscriptionSwitches()).resolves.toEqual([]);
  });

  it('the receipt is the PDF, named receipt_{id}.pdf', async () => {
    const { subscriptions } = await setup();
    const pdf = '%PDF-1.4 receipt';
    server.use(http.get(`${BASE}/v2/accounting/transactions/T1/receipt`, () => new HttpResponse(pdf, { headers: { 'content-type': 'application/pdf' } })));
    const receipt = (await subscriptions.getReceipt({ transactionId: 'T1' })) as File;
    expect(receipt.name).toBe('receipt_T1.pdf');
    expect(receipt.type).toBe('application/pdf');
    await expect(receipt.text()).resolves.toBe(pdf);
    server.use(http.get(`${BASE}/v2/accounting/transactions/T2/receipt`, () => new HttpResponse(null, { status: 404 })));
    expect(await failureOf(() => subscriptions.getReceipt({ transactionId: 'T2' }))).toMatchObject({ message: 'Failed to get billing receipt' });
  });
});
