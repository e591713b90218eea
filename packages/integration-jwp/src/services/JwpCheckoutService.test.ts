import { mapCheckoutError, type CardPaymentPayload, type Offer } from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ASSET_ID, BASE, createTestService, fail, failureOf, useMswServer } from '../../test/support/fakeJwp';
import { JwpCheckoutService, wireCard } from './JwpCheckoutService';

const server = useMswServer();

const fee = (id: number, amount: number, accessType: { name: string; period?: string; quantity?: number }, extra: Record<string, unknown> = {}) => ({
  id,
  merchant_id: 1,
  amount,
  currency: 'EUR',
  description: `Fee ${id}`,
  access_type: { id: 1, account_id: 1, name: accessType.name, period: accessType.period, quantity: accessType.quantity ?? 1 },
  item: { id: Number(ASSET_ID), title: 'Brightwater Plus', plan_switch_enabled: true },
  item_id: Number(ASSET_ID),
  trial_period: null,
  ...extra,
});

const FEES = {
  [ASSET_ID]: [fee(30101, 7.99, { name: 'subscription', period: 'month' }), fee(30102, 79.99, { name: 'subscription', period: 'month', quantity: 12 })],
  '4821': [fee(30201, 4.99, { name: 'ppv', period: 'hour', quantity: 48 })],
} as Record<string, unknown[]>;

const CARD: CardPaymentPayload['card'] = { cardholderName: ' Ann Lee ', cardNumber: '4111 1111 1111 1111', cardExpiry: '09/31', cardCVC: '123' };

async function setup() {
  const context = createTestService();
  server.use(
    ...context.platform.handlers(),
    http.get(`${BASE}/v2/items/:id/access-fees`, ({ params }) => (FEES[String(params.id)] ? HttpResponse.json(FEES[String(params.id)]) : fail(404, 'Item not found'))),
    http.get(`${BASE}/payments/methods`, () =>
      HttpResponse.json([
        { id: 1, method_name: 'Card', is_external: false },
        { id: 2, method_name: 'Paypal', is_external: true },
        { id: 9, method_name: 'Direct Debit', is_external: false },
      ]),
    ),
  );
  await context.login();
  const checkout = new JwpCheckoutService({ api: context.service.api, session: context.service.session, assetId: ASSET_ID });
  return { ...context, checkout };
}

describe('offers (GET /v2/items/{assetId}/access-fees)', () => {
  it.each([
    ['the site asset', [ASSET_ID], [['30101', 'S30101', 'subscription', 'month', 7.99], ['30102', 'S30102', 'subscription', 'year', 79.99]]],
    ["an item's pass (jwp:C4821)", ['C4821'], [['30201', 'C4821', 'pass', undefined, 4.99]]],
  ])('%s -> its access fees as offers', async (_case, ids, expected) => {
    const { checkout } = await setup();
    const offers = await checkout.getOffers(ids);
    expect(offers.map((offer: Offer) => [offer.id, offer.offerId, offer.type, offer.period, offer.customerPriceInclTax])).toEqual(expected);
    expect(offers[0]).toMatchObject({ offerCurrency: 'EUR', customerCurrency: 'EUR', offerTitle: expect.stringMatching(/^Fee /) });
  });

  it('an unknown asset or no fees at all: "Failed to get offers"', async () => {
    const { checkout } = await setup();
    expect(await failureOf(() => checkout.getOffers(['999']))).toMatchObject({ code: 404, message: 'Item not found' });
    server.use(http.get(`${BASE}/v2/items/:id/access-fees`, () => HttpResponse.json([])));
    expect(await failureOf(() => checkout.getOffers(['5']))).toMatchObject({ message: 'Failed to get offers' });
  });

  it('getOffer finds an offer by its id: a subscription among the site asset\'s fees, a pass by its asset', async () => {
    const { checkout } = await setup();
    await expect(checkout.getOffer('S30102')).resolves.toMatchObject({ id: '30102', period: 'year' });
    await expect(checkout.getOffer('C4821')).resolves.toMatchObject({ id: '30201', type: 'pass' });
    expect(await failureOf(() => checkout.getOffer('S1'))).toMatchObject({ message: 'Failed to get offers' });
  });
});

describe('order and voucher (POST /vouchers/discount)', () => {
  async function withOrder() {
    const context = await setup();
    const [monthly] = await context.checkout.getOffers([ASSET_ID]);
    const order = await context.checkout.createOrder({ offer: monthly as Offer, customerId: '42' });
    return { ...context, order };
  }

  it('the order is the access fee at its price, asking for a card', async () => {
    const { order, checkout } = await withOrder();
    expect(order).toMatchObject({ id: '30101', offerId: 'S30101', totalPrice: 7.99, currency: 'EUR', requiredPaymentDetails: true });
    await expect(checkout.getOrder('30101')).resolves.toEqual(order);
    await expect(checkout.getOrder('nope')).resolves.toBeNull();
  });

  it('a voucher lowers the price; removing it restores the price', async () => {
    const { order, checkout } = await withOrder();
    let form: Record<string, string> = {};
    server.use(
      http.post(`${BASE}/vouchers/discount`, async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ amount: 6.39, discount_duration: 1 });
      }),
    );
    const discounted = await checkout.updateOrder({ order, couponCode: 'BRIGHT20' });
    expect(form).toEqual({ voucher_code: 'BRIGHT20', access_fee_id: '30101' });
    expect(discounted).toMatchObject({ totalPrice: 6.39, priceBreakdown: { discountAmount: 1.6, discountedPrice: 6.39 }, discount: { applied: true, type: 'coupon', periods: 1 } });
    const restored = await checkout.updateOrder({ order: discounted, couponCode: null });
    expect(restored).toMatchObject({ totalPrice: 7.99, priceBreakdown: { discountAmount: 0 } });
    expect(restored.discount).toBeUndefined();
  });

  it.each([
    ['an unknown voucher', fail(404, 'Voucher not found'), 'account:checkout.coupon_not_valid'],
    ['an expired voucher', fail(400, 'Voucher has expired'), 'account:checkout.coupon_not_valid'],
    ['a voucher for another access fee', fail(422, 'Voucher is not valid for this access fee'), 'account:checkout.coupon_not_valid_for_offer'],
  ])('%s -> its coupon key on the coupon field', async (_case, reply, key) => {
    const { order, checkout } = await withOrder();
    server.use(http.post(`${BASE}/vouchers/discount`, () => reply));
    expect(mapCheckoutError(await failureOf(() => checkout.updateOrder({ order, couponCode: 'X' })))).toEqual({ field: 'couponCode', key });
  });

  it('no network on the voucher is a network error, not an invalid coupon', async () => {
    const { order, checkout } = await withOrder();
    server.use(http.post(`${BASE}/vouchers/discount`, () => HttpResponse.error()));
    expect(await failureOf(() => checkout.updateOrder({ order, couponCode: 'X' }))).toMatchObject({ code: 'network_error' });
  });
});

describe('payment methods (GET /payments/methods)', () => {
  it('card (stripe) and PayPal only', async () => {
    const { checkout } = await setup();
    await expect(checkout.getPaymentMethods()).resolves.toEqual([
      { id: '1', methodName: 'card', provider: 'stripe', paymentGateway: 'stripe' },
      { id: '2', methodName: 'paypal', provider: 'paypal', paymentGateway: 'paypal' },
    ]);
  });
});

describe('card payments', () => {
  it.each([
    ['a subscription', ASSET_ID, 0, '/subscriptions'],
    ['a pass', '4821', 0, '/payments'],
  ])('%s (asset %s) goes to its call with the card fields, pending until the notification', async (_case, assetId, index, path) => {
    const { checkout } = await setup();
    const offer = (await checkout.getOffers([assetId]))[index] as Offer;
    const order = await checkout.createOrder({ offer, customerId: '42' });
    const pay = vi.fn(async ({ request }: { request: Request }) => {
      expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
        number: '4111111111111111',
        card_name: 'Ann Lee',
        exp_month: '9',
        exp_year: '2031',
        cvv: '123',
        access_fee: offer.id,
        payment_method: '1',
        referrer: 'https://site.test/m/1',
        return_url: 'https://site.test/m/1?u=waiting-for-payment',
      });
      return HttpResponse.json({ code: 200, message: 'Processing' });
    });
    server.use(http.post(`${BASE}${path}`, pay));
    await expect(checkout.directPostCardPayment({ order, card: CARD, referrer: 'https://site.test/m/1', returnUrl: 'https://site.test/m/1?u=waiting-for-payment' })).resolves.toEqual({
      status: 'pending',
    });
    expect(pay).toHaveBeenCalledOnce();
  });

  it('the voucher applied to the order is paid with it; a page named at once is opened', async () => {
    const { checkout } = await setup();
    const [offer] = await checkout.getOffers([ASSET_ID]);
    const order = await checkout.createOrder({ offer: offer as Offer, customerId: '42' });
    server.use(http.post(`${BASE}/vouchers/discount`, () => HttpResponse.json({ amount: 1 })));
    const discounted = await checkout.updateOrder({ order, couponCode: 'BRIGHT20' });
    let voucher: string | null = null;
    server.use(
      http.post(`${BASE}/subscriptions`, async ({ request }) => {
        voucher = new URLSearchParams(await request.text()).get('voucher_code');
        return HttpResponse.json({ redirect_to_url: 'https://bank.test/3ds' });
      }),
    );
    await expect(checkout.directPostCardPayment({ order: discounted, card: CARD, referrer: '/', returnUrl: '/' })).resolves.toEqual({ status: 'redirect', redirectUrl: 'https://bank.test/3ds' });
    expect(voucher).toBe('BRIGHT20');
  });

  it('a refusal keeps the platform message; one without message is "Failed to make payment"', async () => {
    const { checkout } = await setup();
    const [offer] = await checkout.getOffers([ASSET_ID]);
    const order = await checkout.createOrder({ offer: offer as Offer, customerId: '42' });
    server.use(http.post(`${BASE}/subscriptions`, () => fail(422, 'Card declined'), { once: true }));
    expect(await failureOf(() => checkout.directPostCardPayment({ order, card: CARD, referrer: '/', returnUrl: '/' }))).toMatchObject({ code: 422, message: 'Card declined' });
    server.use(http.post(`${BASE}/subscriptions`, () => new HttpResponse(null, { status: 500 })));
    expect(await failureOf(() => checkout.directPostCardPayment({ order, card: CARD, referrer: '/', returnUrl: '/' }))).toMatchObject({ code: 500, message: 'Failed to make payment' });
  });

  it.each([
    ['MM/YY typed', { cardExpiry: '01/29' }, { exp_month: '1', exp_year: '2029' }],
    ['parts given', { cardExpiry: '', cardExpMonth: '12', cardExpYear: '2030' }, { exp_month: '12', exp_year: '2030' }],
  ])('card expiry: %s', (_case, expiry, expected) => {
    expect(wireCard({ ...CARD, ...expiry })).toMatchObject(expected);
  });
});

describe('PayPal (POST /external-payments)', () => {
  it.each([
    ['the approval page', { endpoint: 'https://paypal.test/approve' }, 'https://paypal.test/approve'],
    ['an access the customer already has', { id: 55 }, 'https://site.test/error'],
    ['the refusal "Already have an active access"', fail(409, 'Already have an active access'), 'https://site.test/error'],
  ])('%s', async (_case, reply, redirectUrl) => {
    const { checkout } = await setup();
    const [offer] = await checkout.getOffers([ASSET_ID]);
    const order = await checkout.createOrder({ offer: offer as Offer, customerId: '42' });
    let form: Record<string, string> = {};
    server.use(
      http.post(`${BASE}/external-payments`, async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return reply instanceof Response ? reply : HttpResponse.json(reply);
      }),
    );
    const urls = { successUrl: 'https://site.test/ok', waitingUrl: 'https://site.test/wait', cancelUrl: 'https://site.test/cancel', errorUrl: 'https://site.test/error' };
    await expect(checkout.paymentWithPayPal({ order, ...urls })).resolves.toEqual({ redirectUrl });
    expect(form).toMatchObject({ origin: urls.waitingUrl, access_fee: '30101', payment_method: '2' });
  });
});

describe('external payments validation (POST /v2/external-payments/{platform}/validate)', () => {
  it('sends the receipt with the product name, or with asset and access fee', async () => {
    const { checkout } = await setup();
    const seen: Array<[string, Record<string, string>]> = [];
    server.use(
      http.post(`${BASE}/v2/external-payments/:platform/validate`, async ({ request, params }) => {
        seen.push([String(params.platform), Object.fromEntries(new URLSearchParams(await request.text()))]);
        return HttpResponse.json({ code: 200, message: 'Valid' });
      }),
    );
    await checkout.validateExternalPayment({ platform: 'apple', receipt: 'r1', productName: 'monthly' });
    await checkout.validateExternalPayment({ platform: 'google-play', receipt: 'r2', assetId: ASSET_ID, accessFeeId: 'S30101' });
    expect(seen).toEqual([
      ['apple', { receipt: 'r1', product_name: 'monthly' }],
      ['google-play', { receipt: 'r2', item_id: ASSET_ID, access_fee_id: '30101' }],
    ]);
  });
});
