import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/HttpError';
import { PaymentsClient } from './PaymentsClient';

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NEW = { title: 'Monthly', amountMinor: 499, currency: 'EUR', successUrl: 'https://tv/ok?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'https://tv/back', clientReferenceId: 'sub-1', metadata: { offer_id: 'cognito-monthly' } };

describe('the payments client', () => {
  it('posts the session form with the secret key and reads the hosted page', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const client = new PaymentsClient('https://pay.example/', 'sk_test_1', (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return json(200, { id: 'cs_test_1', url: 'https://pay.example/c/pay/cs_test_1', payment_status: 'unpaid' });
    }) as typeof fetch);
    expect(await client.createCheckout(NEW)).toEqual({ id: 'cs_test_1', url: 'https://pay.example/c/pay/cs_test_1', paymentStatus: 'unpaid', paymentMethod: 'card' });
    expect(seen[0]!.url).toBe('https://pay.example/v1/checkout/sessions');
    expect(new Headers(seen[0]!.init.headers).get('authorization')).toBe('Bearer sk_test_1');
    expect(Object.fromEntries(new URLSearchParams(String(seen[0]!.init.body)))).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][product_data][name]': 'Monthly',
      success_url: NEW.successUrl,
      cancel_url: NEW.cancelUrl,
      client_reference_id: 'sub-1',
      'metadata[offer_id]': 'cognito-monthly',
    });
  });

  it.each([
    ['a 500', () => json(500, { error: { message: 'down' } })],
    ['a 401 (a wrong key)', () => json(401, { error: { message: 'Invalid API Key provided.' } })],
    ['a reply without an id', () => json(200, { url: 'https://pay.example/x' })],
    ['a session without a page', () => json(200, { id: 'cs_1', url: 'javascript:alert(1)' })],
    ['not JSON', () => new Response('<html>', { status: 200 })],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])('answers 502 for %s', async (_name, answer) => {
    const client = new PaymentsClient('https://pay.example', undefined, (async () => answer()) as unknown as typeof fetch);
    await expect(client.createCheckout(NEW)).rejects.toSatisfy((error) => error instanceof HttpError && error.statusCode === 502);
  });

  it('reads a paid session, and an unknown one as undefined without asking for a malformed id', async () => {
    const asked: string[] = [];
    const client = new PaymentsClient('https://pay.example', undefined, (async (url: string) => {
      asked.push(url);
      return url.endsWith('/cs_paid') ? json(200, { id: 'cs_paid', payment_status: 'paid', payment_method_types: ['card'] }) : json(404, { error: { message: 'No such checkout.session' } });
    }) as typeof fetch);
    expect(await client.retrieveCheckout('cs_paid')).toMatchObject({ id: 'cs_paid', paymentStatus: 'paid', paymentMethod: 'card' });
    expect(await client.retrieveCheckout('cs_gone')).toBeUndefined();
    expect(await client.retrieveCheckout('../../v1/customers')).toBeUndefined();
    expect(asked).toEqual(['https://pay.example/v1/checkout/sessions/cs_paid', 'https://pay.example/v1/checkout/sessions/cs_gone']);
  });
});
