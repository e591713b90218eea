import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CARDS, SEED, useInPlayerViewer } from './testing';

describe('video platform variant adapter', () => {
  const state = useInPlayerViewer();
  const subscribe = (fee: number = SEED.monthlyFee) => state.t.form('POST', '/subscriptions', state.t.card(CARDS.pays, fee), state.token);
  const subscriptions = async () => (await state.t.form('GET', '/subscriptions?limit=15&page=0', undefined, state.token)).json;
  const history = async () => (await state.t.form('GET', '/v2/accounting/payment-history', undefined, state.token)).json;

  it('lists subscriptions with the fields the peer client reads, paged by limit and page', async () => {
    expect(await subscriptions()).toEqual({ total: 0, page: 0, offset: 0, limit: 15, collection: [] });
    await subscribe();
    const list = await subscriptions();
    expect(list.total).toBe(1);
    expect(list.collection[0]).toMatchObject({
      item_id: SEED.subscriptionAsset,
      item_title: 'Brightwater Plus',
      access_fee_id: SEED.monthlyFee,
      action_type: 'recurrent',
      status: 'active',
      subscription_price: 7.99,
      charged_amount: 7.99,
      currency: 'EUR',
      formatted_amount: '€7.99',
      payment_method_name: 'Card',
      next_billing_date: Date.parse('2030-02-15T10:00:00Z') / 1000,
      next_rebill_date: Date.parse('2030-02-15T10:00:00Z') / 1000,
      access_type: { period: 'month', quantity: 1 },
      unsubscribe_url: expect.stringMatching(/\/inplayer\/subscriptions\/cancel\/S-/),
    });
    expect((await state.t.form('GET', '/subscriptions?limit=15&page=1', undefined, state.token)).json.collection).toEqual([]);
    expect((await state.t.form('GET', '/subscriptions?limit=0', undefined, state.token)).json.message).toBe('Invalid param limit');
  });

  it('renews on the sandbox clock: one payment per period passed', async () => {
    await subscribe();
    state.t.sandbox.clock.advance(62 * 86_400 * 1000);
    const fresh = (await state.t.form('POST', '/v2/accounts/authenticate', { client_id: SEED.clientId, grant_type: 'password', username: 'viewer@example.org', password: 'secret123' })).json.access_token;
    const payments = (await state.t.form('GET', '/v2/accounting/payment-history', undefined, fresh)).json;
    expect(payments.collection.map((payment: { action_type: string }) => payment.action_type)).toEqual(['rebill', 'rebill', 'subscribe']);
    expect((await state.t.form('GET', `/items/${SEED.subscriptionAsset}/access`, undefined, fresh)).json.expires_at).toBe(Date.parse('2030-04-15T10:00:00Z') / 1000);
  });

  it('cancels through the unsubscribe URL: access stays to the end of the period, then ends', async () => {
    await subscribe();
    const [subscription] = (await subscriptions()).collection;
    const cancel = await state.t.form('GET', new URL(subscription.unsubscribe_url).pathname.replace('/inplayer', ''), undefined, state.token);
    expect(cancel.json).toMatchObject({ code: 200, status: 'cancelled', operation: 'cancel', subscription: subscription.cancel_token });
    expect((await subscriptions()).collection[0]).toMatchObject({ status: 'cancelled', action_type: 'canceled', unsubscribe_url: '' });
    expect((await state.t.form('GET', new URL(subscription.unsubscribe_url).pathname.replace('/inplayer', ''), undefined, state.token)).json).toEqual({ code: 409, message: 'Subscription is not active' });
    expect((await state.t.form('GET', `/items/${SEED.subscriptionAsset}/access`, undefined, state.token)).status).toBe(200);
    state.t.sandbox.clock.advance(31 * 86_400 * 1000);
    const fresh = (await state.t.form('POST', '/v2/accounts/authenticate', { client_id: SEED.clientId, grant_type: 'password', username: 'viewer@example.org', password: 'secret123' })).json.access_token;
    expect((await state.t.form('GET', `/items/${SEED.subscriptionAsset}/access`, undefined, fresh)).status).toBe(402);
    expect((await state.t.form('GET', '/subscriptions', undefined, fresh)).json.collection[0].action_type).toBe('ended');
  });

  it('switches the plan with the stripe switch call', async () => {
    await subscribe();
    const [subscription] = (await subscriptions()).collection;
    const body = { inplayer_token: subscription.subscription_id, access_fee_id: SEED.yearlyFee };
    expect((await state.t.form('POST', '/v2/subscriptions/stripe:switch', body, state.token)).json).toEqual({ message: 'Plan switched to Yearly subscription' });
    expect((await subscriptions()).collection[0]).toMatchObject({ access_fee_id: SEED.yearlyFee, subscription_price: 79.99, access_type: { period: 'month', quantity: 12 } });
    expect((await state.t.form('POST', '/v2/subscriptions/stripe:switch', body, state.token)).json.code).toBe(409);
    expect((await state.t.form('POST', '/v2/subscriptions/stripe:switch', { ...body, access_fee_id: SEED.premiereFee }, state.token)).json.message).toBe('Invalid param access_fee_id');
    expect((await state.t.form('POST', '/v2/subscriptions/stripe:switch', { ...body, inplayer_token: 'S-unknown' }, state.token)).json).toEqual({ code: 404, message: 'Subscription not found' });
  });

  it('keeps the paying card as the default card and updates it (never the full number)', async () => {
    expect((await state.t.form('GET', '/v2/payments/cards/default', undefined, state.token)).json).toEqual({ cards: {} });
    await subscribe();
    expect((await state.t.form('GET', '/v2/payments/cards/default', undefined, state.token)).json).toEqual({ cards: { EUR: { number: '1111', card_name: 'Ada Viewer', exp_month: '3', exp_year: '2031', card_type: 'visa', account_id: state.account.id } } });
    const card = { number: '4212345678910006', card_name: 'Ada Lovelace', cvv: '123', exp_month: '11', exp_year: '2032', currency_iso: 'EUR' };
    expect((await state.t.form('PUT', '/v2/payments/cards/default', card, state.token)).json).toEqual({ number: '0006', card_name: 'Ada Lovelace', exp_month: '11', exp_year: '2032' });
    expect((await state.t.form('PUT', '/v2/payments/cards/default', { ...card, number: CARDS.declined }, state.token)).json).toEqual({ code: 402, message: 'Your card was declined' });
    expect((await state.t.form('PUT', '/v2/payments/cards/default', { ...card, currency_iso: 'euro' }, state.token)).json.message).toBe('Invalid param currency_iso');
  });

  it('answers each payment\'s receipt as a real PDF, only to its account', async () => {
    await state.t.form('POST', '/payments', state.t.card(CARDS.pays, SEED.readingFee), state.token);
    const [payment] = (await history()).collection;
    expect(payment).toMatchObject({ item_id: SEED.readingAsset, item_title: "Owl's Night Library", charged_amount: 2.99, currency_iso: 'EUR', action_type: 'charge', trx_token: expect.stringMatching(/^trx-/), transaction_token: expect.stringMatching(/^T-/) });
    const receipt = await state.t.form('GET', `/v2/accounting/transactions/${payment.trx_token}/receipt`, undefined, state.token);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="receipt_${payment.trx_token}.pdf"`);
    expect(receipt.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(receipt.raw);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Brightwater Plus receipt');
    const other = await state.t.signUp('other@example.org');
    expect((await state.t.form('GET', `/v2/accounting/transactions/${payment.trx_token}/receipt`, undefined, other.token)).json).toEqual({ code: 404, message: 'Transaction not found' });
  });
});
