import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountTestServer, movableClock, type AccountTestServer } from '../../src/testing';
import type { MovableClock } from '../../src/testing/movableClock';
import { DIALECTS, queryRows, type Json } from '../accounts/helpers';
import { cognitoCatalog, COGNITO_CONFIG, PAYMENTS_HOST, paymentsStub, startFakeIdp, type FakeIdp } from './fakes';

const SITE = 'http://localhost:5178/account';
const claimsOf = (jwt: string): Json => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

describe.each(DIALECTS)('the Cognito-style back end on %s', (dialect) => {
  let idp: FakeIdp;
  let server: AccountTestServer;
  let clock: MovableClock;
  const payments = paymentsStub();
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    idp = await startFakeIdp();
    clock = movableClock(Date.now());
    server = await startAccountTestServer({
      dialect,
      clock,
      catalog: cognitoCatalog(),
      cognito: {
        issuer: idp.issuer,
        paymentsHost: PAYMENTS_HOST,
        externalProviders: [{ name: 'library', issuer: idp.libraryIssuer, jwksUri: `${idp.libraryIssuer}/.well-known/jwks.json` }],
        fetch: payments.fetch,
      },
    });
    alice = await idp.accessToken({ sub: `alice-${dialect}` });
    bob = await idp.accessToken({ sub: `bob-${dialect}`, username: 'bob' });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  const call = async (method: string, path: string, options: { token?: string; body?: unknown; raw?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.raw !== undefined || options.body !== undefined) {
      body = options.raw ?? JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let json: Json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  };
  const api = (method: string, path: string, options?: Parameters<typeof call>[2]) => call(method, `/api/cognito${path}`, options);

  /** Opens the portal with a fresh one-time token: the page URL (with its session) after the redirect. */
  const openPortal = async (token: string, returnUrl = SITE): Promise<string> => {
    const portalToken = (await api('POST', '/billing-portal-token', { token })).json.token as string;
    const reply = await api('GET', `/billing-portal?${new URLSearchParams({ token: portalToken, returnUrl })}`);
    expect(reply.status).toBe(303);
    return reply.headers.get('location')!;
  };
  const sessionOf = (pageUrl: string): string => new URL(pageUrl, server.url).searchParams.get('session')!;

  describe('bearer checks on every account route', () => {
    const routes = [
      ['GET', '/active-subscriptions'],
      ['GET', '/get-access'],
      ['POST', '/billing-portal-token'],
    ] as const;
    const bad: Array<[string, () => Promise<string | undefined>]> = [
      ['no bearer', async () => undefined],
      ['a malformed bearer', async () => 'not a jwt'],
      ['a token signed with a key the pool does not publish', () => idp.accessToken({}, { key: 'unpublished' })],
      ['an id token', () => idp.accessToken({ token_use: 'id' })],
      ['another app client', () => idp.accessToken({ client_id: 'someoneelse' })],
      ['another issuer', () => idp.accessToken({ iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_other' })],
      ['an expired token', () => idp.accessToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 600 })],
      ['a token without sub', () => idp.accessToken({ sub: '' })],
    ];
    for (const [method, path] of routes) {
      it.each(bad)(`${method} ${path} answers 401 for %s`, async (_name, make) => {
        const reply = await api(method, path, { token: await make() });
        expect(reply.status).toBe(401);
        expect(reply.json).toEqual({ message: 'Not logged in', code: 401 });
        expect(reply.headers.get('cache-control')).toBe('no-store');
      });
    }
  });

  it('answers a pool user without a plan: no subscriptions, no plans', async () => {
    expect((await api('GET', '/active-subscriptions', { token: alice })).json).toEqual({ subscriptions: [] });
    expect((await api('GET', '/get-access', { token: alice })).json).toEqual({ plans: [] });
  });

  describe('product-offers', () => {
    it.each([
      ['the default price without a country', 'id=cognito-monthly&id=cognito-yearly', [['cognito-monthly', 4.99, 'EUR', 'month'], ['cognito-yearly', 49.99, 'EUR', 'year']]],
      ["the country's own price", 'id=cognito-monthly&country=gb', [['cognito-monthly', 4.49, 'GBP', 'month']]],
      ['the default for a country without one', 'id=cognito-yearly&country=FR', [['cognito-yearly', 49.99, 'EUR', 'year']]],
      ['nothing for an unknown id, in the order asked', 'id=nope&id=cognito-yearly&id=cognito-monthly', [['cognito-yearly', 49.99, 'EUR', 'year'], ['cognito-monthly', 4.99, 'EUR', 'month']]],
    ])('gives %s', async (_name, query, expected) => {
      const reply = await api('GET', `/product-offers?${query}`);
      expect(reply.status).toBe(200);
      expect(reply.json.offers.map((offer: Json) => [offer.id, offer.price, offer.currency, offer.period])).toEqual(expected);
      for (const offer of reply.json.offers) expect(offer).toEqual({ id: offer.id, planId: 'cognito-svod', title: expect.any(String), price: offer.price, currency: offer.currency, period: offer.period, trialDays: 0 });
    });

    it.each([
      ['no id', ''],
      ['a malformed id', "id=x' OR '1'='1"],
      ['a malformed country', 'id=cognito-monthly&country=GBR'],
      ['two countries', 'id=cognito-monthly&country=GB&country=US'],
      ['too many ids', Array.from({ length: 21 }, (_, index) => `id=o${index}`).join('&')],
    ])('answers %s with 400', async (_name, query) => {
      const reply = await api('GET', `/product-offers?${query}`);
      expect(reply.status).toBe(400);
      expect(reply.json.message).toMatch(/^invalid param (id|country)/);
    });
  });

  describe('exchange-token', () => {
    it("gives a day's viewer token for the library provider's token", async () => {
      const reply = await api('POST', '/exchange-token', { body: { credentials: { token: await idp.libraryToken() } } });
      expect(reply.status).toBe(200);
      const claims = claimsOf(reply.json.token);
      expect(claims).toMatchObject({ sub: 'card-2000', provider: 'library', access: 'avod' });
      expect(claims.exp - claims.iat).toBe(24 * 3600);
    });

    it.each<[string, () => Promise<unknown>]>([
      ['a token signed with an unpublished key', () => idp.libraryToken({}, { key: 'unpublished' })],
      ["the pool's own access token (not a library provider)", () => idp.accessToken()],
      ['garbage', async () => 'a.b.c'],
    ])('answers 401 Invalid token for %s', async (_name, make) => {
      const reply = await api('POST', '/exchange-token', { body: { credentials: { token: await make() } } });
      expect(reply.status).toBe(401);
      expect(reply.json).toEqual({ message: 'Invalid token', code: 401 });
    });

    it.each([
      ['no body', undefined],
      ['no credentials', '{}'],
      ['a number for the token', '{"credentials":{"token":5}}'],
      ['bad JSON', '{"credentials":'],
      ['a polluting key', '{"__proto__":{"x":1},"credentials":{"token":"t"}}'],
    ])('answers %s with 400', async (_name, raw) => {
      const reply = await api('POST', '/exchange-token', raw === undefined ? {} : { raw });
      expect(reply.status).toBe(400);
    });
  });

  describe('entitlement', () => {
    const ask = (provider: string, token: string | undefined, id: string, extra: Record<string, unknown> = {}) =>
      api('POST', '/entitlement', { body: { provider, credentials: token === undefined ? {} : { token }, asset: { id, drmPolicyId: 'policy01', accessType: 'free', ...extra } } });

    it('refuses paid media to a pool user without a plan and anonymous callers, opens free media', async () => {
      expect((await ask('cognito', alice, 'paid0001')).json).toEqual({ entitled: false });
      expect((await ask('cognito', undefined, 'paid0001')).json).toEqual({ entitled: false });
      const free = await ask('cognito', alice, 'movie001');
      expect(free.json.entitled).toBe(true);
      expect((await call('GET', `/v2/media/movie001?token=${free.json.token}`)).status).toBe(200);
    });

    it("opens AVOD media to a viewer token, not media sold by one of the variant's offers", async () => {
      const viewer = (await api('POST', '/exchange-token', { body: { credentials: { token: await idp.libraryToken() } } })).json.token as string;
      const paid = await ask('viewer-token', viewer, 'paid0001');
      expect(paid.json.entitled).toBe(true);
      expect((await call('GET', `/v2/media/paid0001?token=${paid.json.token}`)).status).toBe(200);
      expect((await ask('viewer-token', viewer, 'paidoffr')).json).toEqual({ entitled: false });
    });

    it.each([
      ['a forged access token', 'cognito', 'forged.token.here'],
      ['a viewer token signed by another server', 'viewer-token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmUtMTIz'],
    ])('answers 401 for %s', async (_name, provider, token) => {
      expect((await ask(provider, token, 'paid0001')).status).toBe(401);
    });

    it.each([
      ['an unknown provider', { provider: 'custom', asset: { id: 'paid0001' } }, 400],
      ['a malformed media id', { provider: 'cognito', asset: { id: '../etc/pw' } }, 400],
      ['no asset', { provider: 'cognito' }, 400],
      ['an unknown media id', { provider: 'cognito', asset: { id: 'zzzzzzzz' } }, 404],
      ['an unknown config', { provider: 'cognito', asset: { id: 'paid0001', params: { app_config_id: 'zzzzzzzz' } } }, 404],
    ])('answers %s with %i', async (_name, body, status) => {
      expect((await api('POST', '/entitlement', { body })).status).toBe(status);
    });
  });

  describe('the billing portal and the card page round trip', () => {
    it('sells a plan: portal, checkout at the payments host, return, subscription, entitlement', async () => {
      const pageUrl = await openPortal(alice);
      const page = await call('GET', pageUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
      expect(csp).toContain(`form-action 'self' ${PAYMENTS_HOST}`);
      expect(csp).not.toContain('unsafe-inline');
      // The page's own policy replaces the server's data-only one (never both: a second policy would block the forms).
      expect(csp).not.toContain("form-action 'none'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.text).toContain('€4.99');
      expect(page.text).toContain('<button type="submit">Subscribe: Monthly</button>');
      expect(page.text).not.toMatch(/<script/);

      const subscribe = await call('POST', '/api/cognito/billing-portal/subscribe', { form: { session: sessionOf(pageUrl), offerId: 'cognito-monthly', returnUrl: SITE } });
      expect(subscribe.status).toBe(303);
      const cardPage = subscribe.headers.get('location')!;
      expect(cardPage.startsWith(`${PAYMENTS_HOST}/c/pay/`)).toBe(true);
      const session = [...payments.sessions.values()].at(-1)!;
      expect(Object.fromEntries(session.form)).toMatchObject({
        mode: 'payment',
        'line_items[0][price_data][unit_amount]': '499',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][quantity]': '1',
        success_url: `${server.url}/api/cognito/billing-portal/return?session_id={CHECKOUT_SESSION_ID}`,
        'metadata[offer_id]': 'cognito-monthly',
      });

      const unpaid = await call('GET', `/api/cognito/billing-portal/return?session_id=${session.id}`);
      expect(unpaid.status).toBe(402);
      expect((await api('GET', '/get-access', { token: alice })).json).toEqual({ plans: [] });

      payments.pay(session.id);
      // Returns at once (a double click, a reload) and one later: each goes back to the site, one subscription is recorded.
      const returns = await Promise.all(Array.from({ length: 5 }, () => call('GET', `/api/cognito/billing-portal/return?session_id=${session.id}`)));
      returns.push(await call('GET', `/api/cognito/billing-portal/return?session_id=${session.id}`));
      for (const back of returns) {
        expect(back.status).toBe(303);
        expect(back.headers.get('location')).toBe(SITE);
      }
      const rows = await queryRows(server, 'select count(*) as n from billing_subscriptions where checkout_session_id = $1', [session.id]);
      expect(Number((rows[0] as { n: unknown }).n)).toBe(1);

      const subscriptions = (await api('GET', '/active-subscriptions', { token: alice })).json.subscriptions;
      expect(subscriptions).toEqual([
        { id: expect.any(String), offerId: 'cognito-monthly', planId: 'cognito-svod', status: 'active', startedAt: new Date(clock.now()).toISOString(), expiresAt: expect.any(String), period: 'month', price: 4.99, currency: 'EUR', paymentMethod: 'card' },
      ]);
      expect((await api('GET', '/get-access', { token: alice })).json).toEqual({ plans: [{ id: 'cognito-svod', metadata: { access_model: 'svod', name: 'Fixture Plus' } }] });

      const entitled = await api('POST', '/entitlement', { body: { provider: 'cognito', credentials: { token: alice }, asset: { id: 'paid0001' } } });
      expect(entitled.json.entitled).toBe(true);
      expect((await call('GET', `/v2/media/paid0001?token=${entitled.json.token}`)).status).toBe(200);
      // The content server's own paid-media check accepts the subscriber under the variant's config, and nobody else.
      const protectedCall = (token: string) => call('POST', '/entitlement', { body: { provider: 'cognito', credentials: { token }, asset: { id: 'paid0001', params: { app_config_id: COGNITO_CONFIG } } } });
      expect((await protectedCall(alice)).json.entitled).toBe(true);
      expect((await protectedCall(bob)).json).toEqual({ entitled: false });
      expect((await protectedCall(await idp.accessToken({ sub: `alice-${dialect}` }, { key: 'unpublished' }))).json).toEqual({ entitled: false });
      expect((await call('GET', `/v2/items/jw-media/token?app_config_id=${COGNITO_CONFIG}&media_id=paid0001`, { token: alice })).status).toBe(200);
      expect((await call('GET', `/v2/items/jw-media/token?app_config_id=${COGNITO_CONFIG}&media_id=paid0001`, { token: bob })).status).toBe(403);

      // Another user sees none of it.
      expect((await api('GET', '/active-subscriptions', { token: bob })).json).toEqual({ subscriptions: [] });
      expect((await api('POST', '/entitlement', { body: { provider: 'cognito', credentials: { token: bob }, asset: { id: 'paid0001' } } })).json).toEqual({ entitled: false });

      // A second purchase while subscribed is refused.
      const again = await call('POST', '/api/cognito/billing-portal/subscribe', { form: { session: sessionOf(await openPortal(alice)), offerId: 'cognito-yearly', returnUrl: SITE } });
      expect(again.status).toBe(409);
    });

    it("cancels only the caller's own subscription; a cancelled one plays until it expires", async () => {
      const [subscription] = (await api('GET', '/active-subscriptions', { token: alice })).json.subscriptions as Json[];
      const bobCancels = await call('POST', '/api/cognito/billing-portal/cancel', { form: { session: sessionOf(await openPortal(bob)), subscriptionId: subscription.id, returnUrl: SITE } });
      expect(bobCancels.status).toBe(303);
      expect(bobCancels.headers.get('location')).toContain('status=not-cancelled');
      expect((await api('GET', '/active-subscriptions', { token: alice })).json.subscriptions[0].status).toBe('active');

      const aliceCancels = await call('POST', '/api/cognito/billing-portal/cancel', { form: { session: sessionOf(await openPortal(alice)), subscriptionId: subscription.id, returnUrl: SITE } });
      expect(aliceCancels.headers.get('location')).toContain('status=cancelled');
      const after = await call('GET', aliceCancels.headers.get('location')!);
      expect(after.text).toContain('Your subscription is cancelled');
      expect((await api('GET', '/active-subscriptions', { token: alice })).json.subscriptions[0].status).toBe('cancelled');
      const ask = () => api('POST', '/entitlement', { body: { provider: 'cognito', credentials: { token: alice }, asset: { id: 'paid0001' } } });
      expect((await ask()).json.entitled).toBe(true);

      clock.set(Date.parse(subscription.expiresAt) + 1000);
      try {
        expect((await api('GET', '/active-subscriptions', { token: alice })).json.subscriptions[0].status).toBe('expired');
        expect((await api('GET', '/get-access', { token: alice })).json).toEqual({ plans: [] });
        expect((await ask()).json).toEqual({ entitled: false });
      } finally {
        clock.set(Date.now());
      }
    });

    it('uses a portal token once, for 10 minutes, and only with an allowed return address', async () => {
      const token = (await api('POST', '/billing-portal-token', { token: bob })).json.token as string;
      expect((await api('GET', `/billing-portal?${new URLSearchParams({ token, returnUrl: 'https://evil.example/' })}`)).status).toBe(400);
      expect((await api('GET', `/billing-portal?${new URLSearchParams({ token, returnUrl: 'javascript:alert(1)' })}`)).status).toBe(400);
      expect((await api('GET', `/billing-portal?${new URLSearchParams({ token, returnUrl: SITE })}`)).status).toBe(303);
      const reused = await api('GET', `/billing-portal?${new URLSearchParams({ token, returnUrl: SITE })}`);
      expect(reused.status).toBe(401);
      expect(reused.text).toContain('Link expired');

      const late = (await api('POST', '/billing-portal-token', { token: bob })).json.token as string;
      clock.advance(10 * 60 * 1000 + 1);
      try {
        expect((await api('GET', `/billing-portal?${new URLSearchParams({ token: late, returnUrl: SITE })}`)).status).toBe(401);
      } finally {
        clock.set(Date.now());
      }
      const stored = await queryRows(server, 'select token_hash from billing_portal_tokens');
      expect(stored.some((row) => JSON.stringify(row).includes(late))).toBe(false);
    });

    it('refuses forged page sessions, unknown offers and unknown checkout sessions', async () => {
      expect((await call('POST', '/api/cognito/billing-portal/subscribe', { form: { session: 'forged', offerId: 'cognito-monthly', returnUrl: SITE } })).status).toBe(401);
      expect((await call('POST', '/api/cognito/billing-portal/subscribe', { form: { session: sessionOf(await openPortal(bob)), offerId: "x' or 1=1", returnUrl: SITE } })).status).toBe(400);
      expect((await call('POST', '/api/cognito/billing-portal/cancel', { form: { session: 'forged', subscriptionId: 'x', returnUrl: SITE } })).status).toBe(401);
      expect((await call('GET', '/api/cognito/billing-portal/return?session_id=cs_test_unknown')).status).toBe(404);
      expect((await call('GET', '/api/cognito/billing-portal/return')).status).toBe(404);
    });

    it('answers 502 when the payments host fails, and records nothing', async () => {
      payments.failing.on = true;
      try {
        const reply = await call('POST', '/api/cognito/billing-portal/subscribe', { form: { session: sessionOf(await openPortal(bob)), offerId: 'cognito-monthly', returnUrl: SITE } });
        expect(reply.status).toBe(502);
        expect(reply.text).toContain('The payment service cannot be reached');
      } finally {
        payments.failing.on = false;
      }
      expect((await api('GET', '/active-subscriptions', { token: bob })).json).toEqual({ subscriptions: [] });
    });
  });
});

describe('exchange-token rate limit', () => {
  it('answers 429 with Retry-After past the per-address limit', async () => {
    const idp = await startFakeIdp();
    const server = await startAccountTestServer({
      dialect: 'sqlite',
      catalog: cognitoCatalog(),
      requestLimits: { exchangeToken: { limit: 2, windowSeconds: 60 } },
      cognito: { externalProviders: [{ name: 'library', issuer: idp.libraryIssuer, jwksUri: `${idp.libraryIssuer}/.well-known/jwks.json` }] },
    });
    try {
      const post = () => fetch(`${server.url}/api/cognito/exchange-token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ credentials: { token: 'x' } }) });
      expect((await post()).status).toBe(401);
      expect((await post()).status).toBe(401);
      const limited = await post();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await server.close();
      await idp.close();
    }
  });
});
