import { describe, expect, it } from 'vitest';
import { CARDS, SEED, useInPlayerViewer } from './testing';

describe('video platform commerce', () => {
  const state = useInPlayerViewer();
  const access = (asset: number) => state.t.form('GET', `/items/${asset}/access`, undefined, state.token);

  it('answers the access fees of the demo assets in the platform shape', async () => {
    const subscription = await state.t.form('GET', `/v2/items/${SEED.subscriptionAsset}/access-fees`);
    expect(subscription.json.map((fee: { id: number; amount: number; access_type: { name: string; period: string; quantity: number } }) => [fee.id, fee.amount, fee.access_type.name, fee.access_type.period, fee.access_type.quantity])).toEqual([
      [SEED.monthlyFee, 7.99, 'subscription', 'month', 1],
      [SEED.yearlyFee, 79.99, 'subscription', 'month', 12],
    ]);
    expect(subscription.json[0]).toMatchObject({ currency: 'EUR', description: 'Monthly subscription', item_id: SEED.subscriptionAsset, item: { id: SEED.subscriptionAsset, title: 'Brightwater Plus', plan_switch_enabled: true }, trial_period: null });
    const premiere = await state.t.form('GET', `/v2/items/${SEED.premiereAsset}/access-fees`);
    expect(premiere.json[0]).toMatchObject({ id: SEED.premiereFee, amount: 4.99, access_type: { name: 'ppv', period: 'hour', quantity: 48 } });
    expect((await state.t.form('GET', '/v2/items/999/access-fees')).json).toEqual({ code: 404, message: 'Item not found' });
  });

  it('lists card and PayPal as payment methods', async () => {
    expect((await state.t.form('GET', '/payments/methods', undefined, state.token)).json.map((method: { method_name: string }) => method.method_name)).toEqual(['Card', 'PayPal']);
  });

  it('answers 402 before a purchase and the item access after a card payment', async () => {
    expect((await access(SEED.premiereAsset)).json).toEqual({ code: 402, message: 'Access to this item is not granted' });
    const paid = await state.t.form('POST', '/payments', state.t.card(CARDS.pays, SEED.premiereFee), state.token);
    expect(paid.json).toEqual({ code: 200, message: 'Payment successful' });
    const granted = await access(SEED.premiereAsset);
    expect(granted.status).toBe(200);
    expect(granted.json).toMatchObject({ account_id: state.account.id, customer_uuid: state.account.uuid, expires_at: Date.parse('2030-01-17T10:00:00Z') / 1000, item: { id: SEED.premiereAsset, title: 'Rule 110 premiere' } });
    expect((await access(SEED.readingAsset)).status).toBe(402);
    state.t.sandbox.clock.advance(48 * 3600 * 1000);
    expect((await state.t.form('GET', '/items/4821/access', undefined, (await state.t.form('POST', '/v2/accounts/authenticate', { client_id: SEED.clientId, grant_type: 'password', username: 'viewer@example.org', password: 'secret123' })).json.access_token)).status).toBe(402);
  });

  it.each([
    ['a declined card', CARDS.declined, {}, 402, 'Your card was declined'],
    ['an expired card', CARDS.pays, { exp_year: '2029' }, 402, 'Your card has expired'],
    ['a card that is not a test card', '4242424242424242', {}, 402, 'Your card number is incorrect'],
    ['a number that fails the check digit', '4111111111111112', {}, 422, 'Invalid param number'],
    ['a malformed CVC', CARDS.pays, { cvv: '7' }, 422, 'Invalid param cvv'],
    ['an unknown access fee', CARDS.pays, { access_fee: 99 }, 404, 'Access fee not found'],
    ['a subscription fee', CARDS.pays, { access_fee: SEED.monthlyFee }, 422, 'Invalid param access_fee'],
    ['an unknown voucher', CARDS.pays, { voucher_code: 'NOPE' }, 404, 'Voucher not found'],
  ])('refuses a pass payment with %s: nothing is charged', async (_case, number, extra, status, message) => {
    const reply = await state.t.form('POST', '/payments', state.t.card(number, SEED.premiereFee, extra), state.token);
    expect(reply.status).toBe(status);
    expect(reply.json).toMatchObject({ code: status, message });
    expect((await access(SEED.premiereAsset)).status).toBe(402);
    expect((await state.t.form('GET', '/v2/accounting/payment-history', undefined, state.token)).json.total).toBe(0);
  });

  it('refuses to sell what the account can already watch', async () => {
    await state.t.form('POST', '/payments', state.t.card(CARDS.pays, SEED.readingFee), state.token);
    expect((await state.t.form('POST', '/payments', state.t.card(CARDS.pays, SEED.readingFee), state.token)).json).toMatchObject({ code: 409, message: 'Already have an active access' });
  });

  it.each([
    ['BRIGHT20 on the monthly fee', 'BRIGHT20', SEED.monthlyFee, 200, { amount: 6.39, discount_duration: 1 }],
    ['a code in lower case', 'bright20', SEED.premiereFee, 200, { amount: 3.99, discount_duration: 1 }],
    ['YEARLY50 on the yearly fee', 'YEARLY50', SEED.yearlyFee, 200, { amount: 40, discount_duration: 1 }],
    ['YEARLY50 on the monthly fee', 'YEARLY50', SEED.monthlyFee, 400, { code: 400, message: 'Voucher cannot be applied to this access fee' }],
    ['an unknown code', 'NOPE', SEED.monthlyFee, 404, { code: 404, message: 'Voucher not found' }],
  ])('answers the discount of %s', async (_case, code, fee, status, body) => {
    const reply = await state.t.form('POST', '/vouchers/discount', { voucher_code: code, access_fee_id: fee, item_id: SEED.subscriptionAsset }, state.token);
    expect(reply.status).toBe(status);
    expect(reply.json).toMatchObject(body);
  });

  it('charges the discounted price when a voucher is applied', async () => {
    await state.t.form('POST', '/subscriptions', state.t.card(CARDS.pays, SEED.monthlyFee, { voucher_code: 'BRIGHT20' }), state.token);
    const history = await state.t.form('GET', '/v2/accounting/payment-history', undefined, state.token);
    expect(history.json.collection[0]).toMatchObject({ charged_amount: 6.39, currency_iso: 'EUR', item_id: SEED.subscriptionAsset, payment_method_name: 'Card' });
  });

  it('subscribes by card: the subscription asset is granted until the next billing date', async () => {
    expect((await state.t.form('POST', '/subscriptions', state.t.card(CARDS.pays, SEED.monthlyFee), state.token)).status).toBe(200);
    expect((await access(SEED.subscriptionAsset)).json.expires_at).toBe(Date.parse('2030-02-15T10:00:00Z') / 1000);
    expect((await state.t.form('POST', '/payments', state.t.card(CARDS.pays, SEED.monthlyFee), state.token)).json.message).toBe('Invalid param access_fee');
  });

  it('holds a challenge card until the bank page is approved', async () => {
    const reply = await state.t.form('POST', '/payments', state.t.card(CARDS.challenge, SEED.premiereFee), state.token);
    expect(reply.json.code).toBe(200);
    expect((await access(SEED.premiereAsset)).status).toBe(402);
    const pending = state.t.sandbox.context.db.prepare('SELECT token FROM inplayer_pending').get() as { token: string };
    const pageUrl = `http://127.0.0.1/_gateway/inplayer/3ds/${pending.token}`;
    const page = await state.t.sandbox.page(pageUrl);
    expect(page.html).toContain('Approve');
    expect(page.html).toContain('EUR 4.99');
    expect(await state.t.sandbox.decide(pageUrl, 'approve')).toEqual({ status: 303, location: 'http://localhost:8080/m/mvRule06?u=waiting-for-payment' });
    expect((await access(SEED.premiereAsset)).status).toBe(200);
    expect((await state.t.sandbox.page(pageUrl)).status).toBe(404);
    expect((await state.t.form('GET', '/v2/payments/cards/default', undefined, state.token)).json.cards.EUR).toMatchObject({ number: '0006', card_type: 'visa' });
  });

  it('grants nothing when the bank page is failed', async () => {
    await state.t.form('POST', '/subscriptions', state.t.card(CARDS.challenge, SEED.monthlyFee), state.token);
    const pending = state.t.sandbox.context.db.prepare('SELECT token FROM inplayer_pending').get() as { token: string };
    expect((await state.t.sandbox.decide(`http://127.0.0.1/_gateway/inplayer/3ds/${pending.token}`, 'fail')).status).toBe(303);
    expect((await access(SEED.subscriptionAsset)).status).toBe(402);
    expect((await state.t.form('GET', '/v2/payments/cards/default', undefined, state.token)).json).toEqual({ cards: {} });
  });

  it('pays with PayPal through its approval page and returns to the origin', async () => {
    const params = await state.t.form('POST', '/external-payments', { origin: 'http://localhost:8080/?u=waiting', access_fee: SEED.readingFee, payment_method: 2, voucher_code: 'BRIGHT20' }, state.token);
    expect(params.json).toMatchObject({ business: 'Brightwater Plus', currency_code: 'EUR', amount: 2.39, return: 'http://localhost:8080/?u=waiting', endpoint: expect.stringContaining('/_gateway/inplayer/paypal/') });
    expect(await state.t.sandbox.decide(params.json.endpoint, 'approve')).toEqual({ status: 303, location: 'http://localhost:8080/?u=waiting' });
    expect((await access(SEED.readingAsset)).status).toBe(200);
    expect((await state.t.form('GET', '/v2/accounting/payment-history', undefined, state.token)).json.collection[0]).toMatchObject({ payment_method_name: 'PayPal', charged_amount: 2.39 });
  });

  it.each(['google-play', 'apple'])('refuses %s receipts: no store can confirm them here', async (platform) => {
    const reply = await state.t.form('POST', `/v2/external-payments/${platform}/validate`, { receipt: 'receipt-data', item_id: SEED.subscriptionAsset, access_fee_id: SEED.monthlyFee }, state.token);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ code: 400, message: 'Invalid receipt: the store did not confirm it' });
    expect((await access(SEED.subscriptionAsset)).status).toBe(402);
  });
});
