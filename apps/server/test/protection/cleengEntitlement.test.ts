import { ACCESS_MODEL, parseConfig } from '@ott/common';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, ConfigFile } from '../../src/catalog/Catalog';
import { CLEENG_MEDIASTORE_HOSTS, cleengBillingOf, cleengPlanAccess, customerIdOfJwt } from '../../src/protection/CleengPlanAccess';
import { accessModelOfConfig } from '../../src/protection/entitlement';
import { buildServer } from '../../src/server';
import { fixture, FIXTURE_CATALOG, testClock } from '../helpers';
import { CONTENT_SECRET, get, json, request, T0 } from './helpers';

/**
 * The server's entitlement for viewers billed by the subscription-billing provider (issue 15 item
 * 3): the customer's JWT goes to the provider's `GET /entitlements/{offerId}`, here a tiny fake of
 * the provider on loopback; media are signed only when one of the config's offers is granted.
 */
const MONTHLY = 'S100000001_NL';
const YEARLY = 'S100000002_NL';
const PASS = 'P100000003_NL';

/** Customers of the fake provider: their JWT -> the offers they hold. */
const CUSTOMERS: Record<string, readonly string[]> = { 'jwt-monthly': [MONTHLY], 'jwt-yearly': [YEARLY], 'jwt-pass': [PASS], 'jwt-nothing': [] };
const EXPIRED = 'jwt-expired';
/** A JWT-shaped customer token (the provider's own are signed; this fake only reads the claim). */
const jwtOf = (customerId: number): string => `e30.${Buffer.from(JSON.stringify({ customerId })).toString('base64url')}.c2ln`;
const SIGNED_IN = jwtOf(101);
const UNKNOWN_CUSTOMER = jwtOf(999);
const BROKEN = 'jwt-provider-fails';

/** A stand-in of the provider's entitlement call, in its envelope; records what it was asked. */
async function fakeProvider(): Promise<{ url: string; calls: Array<{ offerId: string; authorization: string | undefined }>; close(): Promise<void> }> {
  const calls: Array<{ offerId: string; authorization: string | undefined }> = [];
  const app: FastifyInstance = Fastify();
  app.get<{ Params: { offerId: string } }>('/entitlements/:offerId', async (req, reply) => {
    const authorization = req.headers.authorization;
    calls.push({ offerId: req.params.offerId, authorization });
    const token = authorization?.replace(/^Bearer /, '') ?? '';
    if (token === BROKEN) return reply.code(500).send({ responseData: {}, errors: ['Internal error'] });
    if (token === EXPIRED || !(token in CUSTOMERS)) return reply.code(401).send({ responseData: {}, errors: ['JWT expired'] });
    if (![MONTHLY, YEARLY, PASS].includes(req.params.offerId)) return reply.code(404).send({ responseData: {}, errors: ['Offer not found'] });
    const granted = CUSTOMERS[token]!.includes(req.params.offerId);
    return granted ? { responseData: { accessGranted: true, expiresAt: 1_900_000_000 }, errors: [] } : reply.code(402).send({ responseData: {}, errors: ['No access'] });
  });
  app.get<{ Params: { id: string } }>('/customers/:id', async (req, reply) => {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    calls.push({ offerId: `customer ${req.params.id}`, authorization: req.headers.authorization });
    if (token !== SIGNED_IN || req.params.id !== '101') return reply.code(401).send({ responseData: {}, errors: ['Unauthorized: missing or invalid JWT'] });
    return { responseData: { id: 101, email: 'viewer@example.com' }, errors: [] };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, calls, close: () => app.close() };
}

/** The fixture catalog with one more config billed by the provider (SVOD with its monthly and yearly offers). */
function catalogWithProviderConfig(): Catalog {
  const catalog = fixture();
  const raw = { id: 'fixtclng', siteName: 'Fixture Billing', siteId: 'fixsite1', content: [], menu: [], integrations: { cleeng: { id: '900000001', monthlyOffer: MONTHLY, yearlyOffer: YEARLY, useSandbox: true } } };
  const config: ConfigFile = { id: 'fixtclng', text: JSON.stringify(raw), searchPlaylist: undefined, accessModel: ACCESS_MODEL.SVOD, billing: { provider: 'cleeng', useSandbox: true, subscriptionOfferIds: [MONTHLY, YEARLY] } };
  // Billed by the provider without a monthly or yearly offer: AUTHVOD, as the app decides it.
  const rawAuth = { id: 'fixtclau', siteName: 'Fixture Sign-in', siteId: 'fixsite1', description: 'Signed-in viewers watch', content: [], menu: [], integrations: { cleeng: { id: '900000001', useSandbox: true } } };
  const parsed = parseConfig(rawAuth);
  if (!parsed.ok) throw parsed.error;
  const authConfig: ConfigFile = { id: 'fixtclau', text: JSON.stringify(rawAuth), searchPlaylist: undefined, accessModel: accessModelOfConfig(parsed.config), billing: cleengBillingOf(parsed.config) };
  return { ...catalog, configs: new Map([...catalog.configs, [config.id, config], [authConfig.id, authConfig]]) };
}

/** The server on the catalog above, asking the fake provider. */
async function startWithFakeProvider(): Promise<{ provider: Awaited<ReturnType<typeof fakeProvider>>; app: FastifyInstance }> {
  const provider = await fakeProvider();
  const app = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: catalogWithProviderConfig(), clock: testClock(T0), contentSecret: CONTENT_SECRET, cleengHost: provider.url, accounts: { passwordHashCost: 'test', devOutbox: true } });
  return { provider, app };
}

const asset = (id: string) => ({ id, params: { app_config_id: 'fixtclng' } });

describe('entitlement for customers of the billing provider', () => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let app: FastifyInstance;
  beforeAll(async () => ({ provider, app } = await startWithFakeProvider()));
  afterAll(() => Promise.all([app.close(), provider.close()]));
  const post = (token: string | undefined, id = 'paid0001') => request(app, 'POST', '/entitlement', { body: { provider: 'cleeng', credentials: token ? { token } : {}, asset: asset(id) } });
  const mediaTokenReply = (token: string | undefined, id = 'paid0001') =>
    get(app, `/v2/items/jw-media/token?app_config_id=fixtclng&media_id=${id}`, token ? { authorization: `Bearer ${token}` } : {});

  it.each([['jwt-monthly'], ['jwt-yearly']])('signs media for a subscriber (%s): the provider is asked with the customer token', async (token) => {
    provider.calls.length = 0;
    const body = json(await post(token));
    expect(body['entitled']).toBe(true);
    expect((await get(app, `/v2/media/paid0001?token=${String(body['token'])}`)).statusCode).toBe(200);
    expect(provider.calls.map((call) => call.authorization)).toEqual(expect.arrayContaining([`Bearer ${token}`]));
    expect(provider.calls.every((call) => [MONTHLY, YEARLY].includes(call.offerId))).toBe(true);

    const reply = await mediaTokenReply(token);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect((await get(app, `/v2/media/paid0001?token=${json(reply)['token'] as string}`)).statusCode).toBe(200);
  });

  it('refuses a customer without a plan: entitled false, and 403 for the media token', async () => {
    expect(json(await post('jwt-nothing'))).toEqual({ entitled: false });
    const reply = await mediaTokenReply('jwt-nothing');
    expect(reply.statusCode).toBe(403);
    expect(json(reply)).toEqual({ message: 'Unauthorized', code: 403 });
  });

  it('does not count a pass that is not one of the subscription offers as a subscription', async () => {
    expect((await mediaTokenReply('jwt-pass')).statusCode).toBe(403);
  });

  it('refuses anonymous callers without asking the provider', async () => {
    provider.calls.length = 0;
    expect(json(await post(undefined))).toEqual({ entitled: false });
    expect((await mediaTokenReply(undefined)).statusCode).toBe(403);
    expect(provider.calls).toEqual([]);
  });

  it('reads a token the provider refuses as no credentials (POST) or 401 (media token)', async () => {
    expect(json(await post(EXPIRED))).toEqual({ entitled: false });
    const reply = await mediaTokenReply(EXPIRED);
    expect(reply.statusCode).toBe(401);
    expect(json(reply)['message']).toBe('Invalid or expired credentials');
  });

  it('answers 502 when the provider fails, and never signs', async () => {
    const reply = await mediaTokenReply(BROKEN);
    expect(reply.statusCode).toBe(502);
    expect(json(reply)).toEqual({ message: 'Billing provider unavailable', code: 502 });
  });

  it('opens free items without asking the provider', async () => {
    provider.calls.length = 0;
    expect(json(await post('jwt-nothing', 'movie001'))['entitled']).toBe(true);
    expect(provider.calls).toEqual([]);
  });

  it('keeps custom-account tokens for other configs: a provider token is no account token there', async () => {
    const reply = await get(app, '/v2/items/jw-media/token?app_config_id=fixtsvod&media_id=paid0001', { authorization: 'Bearer jwt-monthly' });
    expect(reply.statusCode).toBe(401);
  });
});

describe('entitlement under a config billed by the provider without a plan offer (AUTHVOD)', () => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let app: FastifyInstance;
  beforeAll(async () => ({ provider, app } = await startWithFakeProvider()));
  afterAll(() => Promise.all([app.close(), provider.close()]));
  const mediaTokenReply = (token: string | undefined) =>
    get(app, '/v2/items/jw-media/token?app_config_id=fixtclau&media_id=paid0001', token ? { authorization: `Bearer ${token}` } : {});

  it('is AUTHVOD, as the app decides it', () => {
    expect(catalogWithProviderConfig().configs.get('fixtclau')?.accessModel).toBe(ACCESS_MODEL.AUTHVOD);
  });

  it('signs media for a customer the provider knows (its customer call), with no plan', async () => {
    provider.calls.length = 0;
    const reply = await mediaTokenReply(SIGNED_IN);
    expect(reply.statusCode).toBe(200);
    expect((await get(app, `/v2/media/paid0001?token=${json(reply)['token'] as string}`)).statusCode).toBe(200);
    expect(provider.calls).toContainEqual({ offerId: 'customer 101', authorization: `Bearer ${SIGNED_IN}` });
  });

  it('refuses a token the provider does not know, and anonymous callers', async () => {
    expect((await mediaTokenReply(UNKNOWN_CUSTOMER)).statusCode).toBe(401);
    expect((await mediaTokenReply('not-a-jwt')).statusCode).toBe(401);
    expect((await mediaTokenReply(undefined)).statusCode).toBe(403);
    const body = json(await request(app, 'POST', '/entitlement', { body: { provider: 'cleeng', credentials: { token: UNKNOWN_CUSTOMER }, asset: { id: 'paid0001', params: { app_config_id: 'fixtclau' } } } }));
    expect(body).toEqual({ entitled: false });
  });

  it('reads the customer id claim of a JWT, and nothing from other tokens', () => {
    expect(customerIdOfJwt(jwtOf(101))).toBe('101');
    expect(customerIdOfJwt('not-a-jwt')).toBeUndefined();
    expect(customerIdOfJwt('a.!!!.c')).toBeUndefined();
    expect(customerIdOfJwt(`a.${Buffer.from('{"customerId":"../x"}').toString('base64url')}.c`)).toBeUndefined();
  });
});

describe('cleengPlanAccess', () => {
  const replies: Record<string, () => Response | Error> = {};
  const asked: string[] = [];
  const fakeFetch = (async (url: string | URL | Request) => {
    const text = String(url);
    asked.push(text);
    const reply = replies[text.slice(text.lastIndexOf('/') + 1)]?.();
    if (reply instanceof Error) throw reply;
    return reply ?? new Response('{}', { status: 404 });
  }) as typeof fetch;
  const envelope = (responseData: unknown, status = 200) => new Response(JSON.stringify({ responseData, errors: [] }), { status, headers: { 'content-type': 'application/json' } });

  it('asks the host it is given, one call per offer, and keeps the granted ones', async () => {
    replies['A1'] = () => envelope({ accessGranted: true, expiresAt: 1 });
    replies['B2'] = () => envelope({ accessGranted: false, expiresAt: 0 });
    replies['C%2F3'] = () => new Response('{}', { status: 402 });
    const plans = cleengPlanAccess({ host: 'https://billing.test/', subscriptionOfferIds: ['B2'], fetch: fakeFetch });
    expect(await plans.grantedOffers('jwt', ['A1', 'B2', 'C/3'])).toEqual(['A1']);
    expect(await plans.hasActiveSubscription('jwt')).toBe(false);
    expect(asked).toContain('https://billing.test/entitlements/C%2F3');
  });

  it('answers 502 for a network failure or a reply that is not the envelope', async () => {
    replies['D4'] = () => new TypeError('fetch failed');
    replies['E5'] = () => new Response('<html>', { status: 200 });
    const plans = cleengPlanAccess({ host: 'https://billing.test', subscriptionOfferIds: [], fetch: fakeFetch });
    await expect(plans.grantedOffers('jwt', ['D4'])).rejects.toMatchObject({ statusCode: 502 });
    await expect(plans.grantedOffers('jwt', ['E5'])).rejects.toMatchObject({ statusCode: 502 });
  });

  it('reads the billing of a config: the publisher id turns it on, sandbox unless useSandbox is false', () => {
    expect(cleengBillingOf({ integrations: {} })).toBeUndefined();
    expect(cleengBillingOf({ integrations: { cleeng: { id: ' ', monthlyOffer: MONTHLY } } } as never)).toBeUndefined();
    expect(cleengBillingOf({ integrations: { cleeng: { id: '9', monthlyOffer: ` ${MONTHLY} `, yearlyOffer: '' } } } as never)).toEqual({ provider: 'cleeng', useSandbox: true, subscriptionOfferIds: [MONTHLY] });
    expect(cleengBillingOf({ integrations: { cleeng: { id: 9, useSandbox: false } } } as never)).toEqual({ provider: 'cleeng', useSandbox: false, subscriptionOfferIds: [] });
  });

  it("defaults to the provider's sandbox or production host by the config", async () => {
    const seen: string[] = [];
    const recording = (async (url: string | URL | Request) => {
      seen.push(String(url));
      return new Response('{}', { status: 402 });
    }) as typeof fetch;
    const catalog = catalogWithProviderConfig();
    const production = { ...catalog.configs.get('fixtclng')!, id: 'fixtprod', billing: { provider: 'cleeng' as const, useSandbox: false, subscriptionOfferIds: [MONTHLY] } };
    const server = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: { ...catalog, configs: new Map([...catalog.configs, ['fixtprod', production]]) }, contentSecret: CONTENT_SECRET, providerFetch: recording });
    for (const config of ['fixtclng', 'fixtprod']) await server.inject({ method: 'GET', url: `/v2/items/jw-media/token?app_config_id=${config}&media_id=paid0001`, headers: { authorization: 'Bearer jwt' } });
    await server.close();
    expect(seen).toContain(`${CLEENG_MEDIASTORE_HOSTS.sandbox}/entitlements/${MONTHLY}`);
    expect(seen).toContain(`${CLEENG_MEDIASTORE_HOSTS.production}/entitlements/${MONTHLY}`);
  });
});
