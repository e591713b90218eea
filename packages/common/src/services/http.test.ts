import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/AppError';
import { nullWhenNoSubscription } from '../errors/httpErrors';
import { HttpClient, buildUrl, createHttpClient, encodeFormBody } from './http';

const BASE = 'https://api.example.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Runs `call` and returns what it threw, as an AppError. */
async function failureOf(call: () => Promise<unknown>): Promise<AppError> {
  try {
    await call();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

describe('buildUrl', () => {
  it.each([
    ['https://a.test/', '/v2/media/x', {}, 'https://a.test/v2/media/x'],
    ['https://a.test', 'apps/series', { media_ids: ['a', 'b'] }, 'https://a.test/apps/series?media_ids=a%2Cb'],
    ['https://a.test', '/customers/1/transactions', { limit: 15, offset: 0, skip: undefined, none: null }, 'https://a.test/customers/1/transactions?limit=15&offset=0'],
    ['https://a.test', '/x?filter=currently_watching', { page: 2 }, 'https://a.test/x?filter=currently_watching&page=2'],
    ['https://a.test', 'https://other.test/libraries/p.js', { a: true }, 'https://other.test/libraries/p.js?a=true'],
  ])('%s + %s + %j -> %s', (base, path, query, expected) => {
    expect(buildUrl(base, path, query)).toBe(expected);
  });
});

describe('encodeFormBody', () => {
  it('encodes scalars, nested metadata, lists and leaves out empty values', () => {
    const body = encodeFormBody({ client_id: 'c', type: 'consumer', metadata: { first_name: 'Ann', terms: true }, ids: [1, 2], none: null, skip: undefined });
    expect(body.toString()).toBe('client_id=c&type=consumer&metadata%5Bfirst_name%5D=Ann&metadata%5Bterms%5D=true&ids%5B%5D=1&ids%5B%5D=2');
  });
});

describe('HttpClient (real fetch through msw)', () => {
  it('sends JSON with a bearer credential and validates the reply', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      mock.post(`${BASE}/auths`, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ jwt: 'j', refreshToken: 'r' });
      }),
    );
    const client = createHttpClient({ baseUrl: BASE, getToken: () => 'abc' });
    const reply = await client.post('/auths', { body: { email: 'a@b.c', password: 'x' }, schema: z.object({ jwt: z.string(), refreshToken: z.string() }) });
    expect(reply).toEqual({ jwt: 'j', refreshToken: 'r' });
    expect(seen).toEqual({ auth: 'Bearer abc', type: 'application/json', body: { email: 'a@b.c', password: 'x' } });
  });

  it('sends form-encoded bodies for the video-platform provider', async () => {
    let seen: { type: string | null; body: string } | undefined;
    server.use(
      mock.post(`${BASE}/v2/accounts/authenticate`, async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.text() };
        return HttpResponse.json({ access_token: 't' });
      }),
    );
    const client = new HttpClient({ baseUrl: BASE, bodyFormat: 'form' });
    await client.post('/v2/accounts/authenticate', { body: { client_id: 'c', grant_type: 'password', username: 'a@b.c', password: 'p w' } });
    expect(seen).toEqual({ type: 'application/x-www-form-urlencoded', body: 'client_id=c&grant_type=password&username=a%40b.c&password=p+w' });
  });

  it.each([
    ['GET', 'get'],
    ['PUT', 'put'],
    ['PATCH', 'patch'],
    ['DELETE', 'delete'],
  ] as const)('sends %s with the query and no credential when there is no token', async (method, verb) => {
    let seen: { method: string; url: string; auth: string | null } | undefined;
    server.use(
      mock.all(`${BASE}/customers/1/subscriptions`, ({ request }) => {
        seen = { method: request.method, url: request.url, auth: request.headers.get('authorization') };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const client = new HttpClient({ baseUrl: BASE, getToken: () => null });
    await expect(client[verb]('/customers/1/subscriptions', { query: { limit: 15 } })).resolves.toBeUndefined();
    expect(seen).toEqual({ method, url: `${BASE}/customers/1/subscriptions?limit=15`, auth: null });
  });

  it('never sends credentials when told so (advertising schedules)', async () => {
    let auth: string | null = 'unset';
    server.use(
      mock.get(`${BASE}/v2/advertising/schedules/a.json`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await new HttpClient({ baseUrl: BASE, getToken: () => 't' }).get('/v2/advertising/schedules/a.json', { auth: 'none' });
    expect(auth).toBeNull();
  });

  it('uses a per-call token and fails with "Not logged in" when a required one is missing', async () => {
    let auth: string | null = null;
    server.use(
      mock.get(`${BASE}/customers/me`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ id: 1 });
      }),
    );
    const client = new HttpClient({ baseUrl: BASE });
    await client.get('/customers/me', { token: 'once', auth: 'required' });
    expect(auth).toBe('Bearer once');
    const error = await failureOf(() => client.get('/customers/me', { auth: 'required' }));
    expect([error.message, error.code]).toEqual(['Not logged in', 'not_logged_in']);
  });

  it.each([
    ['a message', 422, { message: 'Invalid param email' }, 'Invalid param email'],
    ['a billing errors list', 400, { errors: ['Offer not found'], responseData: {} }, 'Offer not found'],
    ['an error field', 401, { error: 'invalid_token' }, 'invalid_token'],
    ['an HTML page', 502, '<html>Bad gateway</html>', 'Request failed with status 502'],
    ['an empty body', 500, '', 'Request failed with status 500'],
  ])('raises the server message of a failed reply with %s, code = status', async (_label, status, body, message) => {
    server.use(mock.get(`${BASE}/x`, () => (typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status }))));
    const error = await failureOf(() => new HttpClient({ baseUrl: BASE }).get('/x'));
    expect(error).toBeInstanceOf(AppError);
    expect([error.message, error.code]).toEqual([message, status]);
  });

  it('raises the first billing error of a 200 reply', async () => {
    server.use(mock.get(`${BASE}/v2/offers/S1`, () => HttpResponse.json({ errors: ['Offer is not active', 'other'], responseData: {} })));
    const error = await failureOf(() => new HttpClient({ baseUrl: BASE, replyStyle: 'billing' }).get('/v2/offers/S1'));
    expect([error.message, error.code]).toEqual(['Offer is not active', 'provider_error']);
  });

  it('accepts a billing reply with an empty errors list', async () => {
    server.use(mock.get(`${BASE}/v2/offers/S1`, () => HttpResponse.json({ errors: [], responseData: { offerId: 'S1' } })));
    await expect(new HttpClient({ baseUrl: BASE, replyStyle: 'billing' }).get('/v2/offers/S1')).resolves.toEqual({ errors: [], responseData: { offerId: 'S1' } });
  });

  it('turns a 402 on the access check into "no subscription" (null)', async () => {
    server.use(mock.get(`${BASE}/items/1/access`, () => HttpResponse.json({ message: 'Payment required' }, { status: 402 })));
    const client = new HttpClient({ baseUrl: BASE });
    await expect(nullWhenNoSubscription(() => client.get('/items/1/access'))).resolves.toBeNull();
  });

  it.each([
    ['not JSON', () => new HttpResponse('<html>ok</html>', { status: 200 }), 'Invalid reply from the server: not JSON'],
    ['the wrong shape', () => HttpResponse.json({ token: 42 }), 'Invalid reply from the server: unexpected shape'],
  ])('raises a clear error, not a crash, for a reply that is %s', async (_label, reply, message) => {
    server.use(mock.get(`${BASE}/customers/me`, reply));
    const error = await failureOf(() => new HttpClient({ baseUrl: BASE }).get('/customers/me', { schema: z.object({ token: z.string() }) }));
    expect([error.message, error.code, error.details.url]).toEqual([message, 'invalid_reply', `${BASE}/customers/me`]);
  });

  it('reads text and blob replies (receipts)', async () => {
    server.use(
      mock.get(`${BASE}/receipt/1`, () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })),
      mock.get(`${BASE}/text`, () => new HttpResponse('plain')),
    );
    const client = new HttpClient({ baseUrl: BASE });
    const blob = await client.get<Blob>('/receipt/1', { responseType: 'blob' });
    expect([blob.type, await blob.text()]).toEqual(['application/pdf', '%PDF-1.4']);
    await expect(client.get('/text', { responseType: 'text' })).resolves.toBe('plain');
  });

  it('sends a ready body as it is', async () => {
    let body = '';
    server.use(
      mock.post(`${BASE}/raw`, async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ ok: true });
      }),
    );
    await new HttpClient({ baseUrl: BASE }).post('/raw', { body: 'raw text' });
    expect(body).toBe('raw text');
  });

  it('sends a list body as JSON even for a form provider', async () => {
    let body: unknown;
    server.use(
      mock.post(`${BASE}/list`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    await new HttpClient({ baseUrl: BASE, bodyFormat: 'form' }).post('/list', { body: [1, 2] });
    expect(body).toEqual([1, 2]);
  });

  it('raises network_error when the request cannot be made', async () => {
    server.use(mock.get(`${BASE}/down`, () => HttpResponse.error()));
    const error = await failureOf(() => new HttpClient({ baseUrl: BASE }).get('/down'));
    expect([error.message, error.code]).toEqual(['Network request failed', 'network_error']);
  });

  it('passes an abort through untouched so callers can tell cancellation from failure', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const client = new HttpClient({ baseUrl: BASE, fetch: vi.fn(() => Promise.reject(abort)) });
    await expect(client.get('/x')).rejects.toBe(abort);
  });

  it('uses an injected fetch with the default headers', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ a: 1 })));
    const client = new HttpClient({ baseUrl: BASE, fetch, headers: { 'X-App': 'ott' } });
    await expect(client.request('GET', '/y')).resolves.toEqual({ a: 1 });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('x-app')).toBe('ott');
  });
});
