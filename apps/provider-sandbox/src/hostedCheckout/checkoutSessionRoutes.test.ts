import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app';
import { movableClock, type MovableClock } from '../clock';
import { START } from '../testing';

let sandbox: Sandbox;
let clock: MovableClock;
beforeEach(async () => {
  sandbox = buildSandbox({ clock: movableClock(START) });
  clock = sandbox.clock as MovableClock;
  await sandbox.app.ready();
});
afterEach(() => sandbox.app.close());

const SUCCESS = 'https://tv.example.org/api/cognito/billing-portal/return?session_id={CHECKOUT_SESSION_ID}';
const CANCEL = 'https://tv.example.org/api/cognito/billing-portal?status=payment-cancelled';
const createForm = (extra: Record<string, string> = {}) => ({
  mode: 'payment',
  'line_items[0][quantity]': '1',
  'line_items[0][price_data][currency]': 'eur',
  'line_items[0][price_data][unit_amount]': '499',
  'line_items[0][price_data][product_data][name]': 'Monthly',
  success_url: SUCCESS,
  cancel_url: CANCEL,
  client_reference_id: 'sub-alice',
  'metadata[offer_id]': 'cognito-monthly',
  ...extra,
});
const form = (method: 'POST', url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  sandbox.app.inject({ method, url, headers: { 'content-type': 'application/x-www-form-urlencoded', host: '127.0.0.1:8180', ...headers }, payload: new URLSearchParams(fields).toString() });
const create = async (extra?: Record<string, string>) => {
  const reply = await form('POST', '/v1/checkout/sessions', createForm(extra));
  expect(reply.statusCode).toBe(200);
  return reply.json();
};
const retrieve = (id: string) => sandbox.app.inject({ method: 'GET', url: `/v1/checkout/sessions/${id}`, headers: { host: '127.0.0.1:8180' } });
const pay = (url: string, card: Record<string, string>) => form('POST', new URL(url).pathname, { cardNumber: '4111 1111 1111 1111', expiry: '12/34', cvc: '123', name: 'Alice Viewer', ...card });

describe('POST /v1/checkout/sessions', () => {
  it('creates an open, unpaid session whose url is the hosted card page', async () => {
    const session = await create();
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 499,
      currency: 'eur',
      success_url: SUCCESS,
      cancel_url: CANCEL,
      client_reference_id: 'sub-alice',
      metadata: { offer_id: 'cognito-monthly' },
      livemode: false,
      created: START / 1000,
      expires_at: START / 1000 + 86_400,
    });
    expect(session.id).toMatch(/^cs_test_\w+$/);
    expect(session.url).toBe(`http://127.0.0.1:8180/_gateway/checkout/${session.id}`);
  });

  it.each([
    ['no mode', { mode: '' }, 'mode'],
    ['a subscription mode', { mode: 'subscription' }, 'mode'],
    ['no success_url', { success_url: '' }, 'success_url'],
    ['a javascript: success_url', { success_url: 'javascript:alert(1)' }, 'success_url'],
    ['no currency', { 'line_items[0][price_data][currency]': '' }, 'line_items[0][price_data][currency]'],
    ['a negative amount', { 'line_items[0][price_data][unit_amount]': '-5' }, 'line_items[0][price_data][unit_amount]'],
    ['a price id', { 'line_items[0][price]': 'price_123' }, 'line_items[0][price]'],
    ['two line items', { 'line_items[1][quantity]': '1' }, 'line_items'],
  ])('answers %s with 400 naming the param', async (_name, extra, param) => {
    const reply = await form('POST', '/v1/checkout/sessions', createForm(extra));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.any(String), param } });
  });

  it('refuses a live key, takes a test key or none', async () => {
    expect((await form('POST', '/v1/checkout/sessions', createForm(), { authorization: 'Bearer sk_live_abc' })).statusCode).toBe(401);
    expect((await form('POST', '/v1/checkout/sessions', createForm(), { authorization: 'Bearer sk_test_abc' })).statusCode).toBe(200);
  });
});

describe('the hosted card page', () => {
  it('shows the amount and a labelled card form', async () => {
    const session = await create();
    const page = await sandbox.app.inject({ method: 'GET', url: new URL(session.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Pay €4.99</h1>');
    for (const [id, label] of [['card-number', 'Card number'], ['card-expiry', 'Expiry date (MM/YY)'], ['card-cvc', 'Security code'], ['card-name', 'Name on card']]) {
      expect(page.body).toContain(`<label for="${id}">${label}</label>`);
    }
    expect(page.body).toContain(`<a href="${CANCEL.replaceAll('&', '&amp;')}">Cancel and go back</a>`);
  });

  it('charges the test card, returns to success_url with the session id, and the session reads paid', async () => {
    const session = await create();
    const reply = await pay(session.url, {});
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(SUCCESS.replace('{CHECKOUT_SESSION_ID}', session.id));
    expect((await retrieve(session.id)).json()).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', url: null, payment_method_types: ['card'] });
    expect((await pay(session.url, {})).statusCode).toBe(410);
  });

  it.each([
    ['the decline card', { cardNumber: '4000 0000 0000 0002' }, 'Your card was declined. Nothing was charged; try another card.'],
    ['a number failing the check digit', { cardNumber: '4111 1111 1111 1112' }, 'Your card number is invalid.'],
    ['an expired card', { expiry: '01/29' }, 'Your card has expired.'],
    ['a short number', { cardNumber: '4111' }, 'Your card number is incomplete.'],
    ['no security code', { cvc: '' }, "Your card's security code is incomplete."],
  ])('refuses %s with a clear message and charges nothing', async (_name, card, message) => {
    const session = await create();
    const reply = await pay(session.url, card);
    expect(reply.statusCode).toBe(402);
    expect(reply.body).toContain(`role="alert">${message.replace("'", '&#39;')}</p>`);
    expect(reply.body).toContain('aria-describedby="card-error"');
    expect((await retrieve(session.id)).json()).toMatchObject({ status: 'open', payment_status: 'unpaid' });
  });

  it('expires after 24 hours', async () => {
    const session = await create();
    clock.advance(86_400_000 + 1000);
    expect((await retrieve(session.id)).json()).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    expect((await pay(session.url, {})).statusCode).toBe(410);
  });

  it('answers an unknown session with 404 in the published error shape', async () => {
    const reply = await retrieve('cs_test_nope');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error).toMatchObject({ type: 'invalid_request_error', param: 'id' });
    expect((await sandbox.app.inject({ method: 'GET', url: '/_gateway/checkout/cs_test_nope' })).statusCode).toBe(404);
  });
});
