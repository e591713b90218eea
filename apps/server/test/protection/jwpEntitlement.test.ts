import { ACCESS_MODEL, parseConfig, type Config } from '@ott/common';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Catalog, ConfigFile } from '../../src/catalog/Catalog';
import { providerBillingOf } from '../../src/protection/billingProviders';
import { assetIdOfOffer, JWP_API_HOSTS, jwpBillingOf, jwpPlanAccess } from '../../src/protection/JwpPlanAccess';
import { accessModelOfConfig } from '../../src/protection/entitlement';
import { buildServer } from '../../src/server';
import { fixture, FIXTURE_CATALOG, testClock } from '../helpers';
import { CONTENT_SECRET, get, json, request, T0 } from './helpers';

/**
 * The server's entitlement for viewers of the video-platform provider (issue 17): the account's
 * bearer goes to the platform's `GET /items/{id}/access` (the configured asset for the
 * subscription, an item's `jwp:<id>` media offers for passes) and `GET /accounts` (AUTHVOD), here a
 * fetch stub standing in for the platform; media are signed only when access is granted.
 */
const HOST = 'http://platform.test/inplayer';
const ASSET = '900100';
const PASS = '900200';
/** Accounts of the stub: bearer -> the items they can access. */
const ACCOUNTS: Record<string, readonly string[]> = { 'tok-subscriber': [ASSET], 'tok-pass': [PASS], 'tok-nothing': [] };
const BROKEN = 'tok-platform-fails';

const asked: Array<{ url: string; authorization: string | null }> = [];
const reply = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** The platform's answers as its API reference shows them: the item access when granted, 402 when not, 401 for a bad token. */
const platform = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = String(input);
  const authorization = new Headers(init?.headers).get('authorization');
  asked.push({ url, authorization });
  const token = authorization?.replace(/^Bearer /, '') ?? '';
  if (token === BROKEN) return reply(500, { code: 500, message: 'Internal error' });
  if (!(token in ACCOUNTS)) return reply(401, { code: 401, message: 'Invalid auth token' });
  if (url === `${HOST}/accounts`) return reply(200, { id: 7, email: 'viewer@example.com', uuid: 'a-uuid' });
  const item = /\/items\/([^/]+)\/access$/.exec(url)?.[1];
  if (item === undefined) return reply(404, { code: 404, message: 'Not found' });
  if (![ASSET, PASS].includes(item)) return reply(404, { code: 404, message: 'Item not found' });
  return ACCOUNTS[token]!.includes(item)
    ? reply(200, { id: 1, account_id: 7, customer_id: 7, item: { id: Number(item), title: 'Access' }, expires_at: 1_900_000_000 })
    : reply(402, { code: 402, message: 'Access not granted' });
}) as typeof fetch;

const configOf = (raw: Record<string, unknown>): Config => {
  const parsed = parseConfig({ siteId: 'fixsite1', description: 'Platform viewers', content: [], menu: [], ...raw });
  if (!parsed.ok) throw parsed.error;
  return parsed.config;
};

/** The fixture catalog with two configs billed by the platform (SVOD with an asset, AUTHVOD without), and one item sold as a pass. */
function catalogWithPlatformConfigs(): Catalog {
  const catalog = fixture();
  const configs = new Map(catalog.configs);
  for (const [id, jwp] of [
    ['fixtjwps', { clientId: 'client-1', assetId: Number(ASSET), useSandbox: true }],
    ['fixtjwpa', { clientId: 'client-1', useSandbox: true }],
  ] as const) {
    const raw = { id, siteName: id, integrations: { jwp } };
    const config = configOf(raw);
    configs.set(id, { id, text: JSON.stringify(raw), searchPlaylist: undefined, accessModel: accessModelOfConfig(config), billing: providerBillingOf(config) } satisfies ConfigFile);
  }
  // The pass item lists an offer of each provider: only the platform's counts under its configs.
  const items = catalog.items.map((item) => (item.mediaid === 'paidoffr' ? ({ ...item, productIds: `jwp:C${PASS}, cleeng:S1_NL` } as typeof item) : item));
  return { ...catalog, items, configs };
}

describe('entitlement for accounts of the video-platform provider', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: catalogWithPlatformConfigs(), clock: testClock(T0), contentSecret: CONTENT_SECRET, jwpHost: `${HOST}/`, providerFetch: platform });
  });
  afterAll(() => app.close());
  beforeEach(() => void (asked.length = 0));
  const mediaToken = (config: string, token: string | undefined, id = 'paid0001') =>
    get(app, `/v2/items/jw-media/token?app_config_id=${config}&media_id=${id}`, token ? { authorization: `Bearer ${token}` } : {});

  it('signs media for a subscriber: the configured asset is asked with the account bearer', async () => {
    const body = json(await request(app, 'POST', '/entitlement', { body: { provider: 'jwp', credentials: { token: 'tok-subscriber' }, asset: { id: 'paid0001', params: { app_config_id: 'fixtjwps' } } } }));
    expect(body['entitled']).toBe(true);
    expect((await get(app, `/v2/media/paid0001?token=${String(body['token'])}`)).statusCode).toBe(200);
    expect(asked).toEqual([{ url: `${HOST}/items/${ASSET}/access`, authorization: 'Bearer tok-subscriber' }]);
  });

  it.each([
    ['an account without access (402)', 'tok-nothing', 'paid0001', 403],
    ['a pass holder on a subscription item', 'tok-pass', 'paid0001', 403],
    ['a pass holder on the item the pass sells', 'tok-pass', 'paidoffr', 200],
    ['a subscriber on the pass item (SVOD: the subscription opens it)', 'tok-subscriber', 'paidoffr', 200],
    ['a token the platform refuses (401)', 'tok-expired', 'paid0001', 401],
    ['the platform failing (500)', BROKEN, 'paid0001', 502],
  ])('under SVOD: %s', async (_, token, item, status) => {
    expect((await mediaToken('fixtjwps', token, item)).statusCode).toBe(status);
  });

  it("asks only about the platform's offers of an item, never another provider's", async () => {
    await mediaToken('fixtjwps', 'tok-nothing', 'paidoffr');
    expect(asked.map((call) => call.url).sort()).toEqual([`${HOST}/items/${ASSET}/access`, `${HOST}/items/${PASS}/access`]);
  });

  it('refuses anonymous callers and opens free items without asking the platform', async () => {
    expect((await mediaToken('fixtjwps', undefined)).statusCode).toBe(403);
    expect((await mediaToken('fixtjwps', 'tok-nothing', 'movie001')).statusCode).toBe(200);
    expect(asked).toEqual([]);
  });

  it('is SVOD with an asset and AUTHVOD without, as the site decides it (its integration module)', () => {
    const configs = catalogWithPlatformConfigs().configs;
    expect([configs.get('fixtjwps')?.accessModel, configs.get('fixtjwpa')?.accessModel]).toEqual([ACCESS_MODEL.SVOD, ACCESS_MODEL.AUTHVOD]);
  });

  it('without an asset is AUTHVOD: a signed-in account (GET /accounts) watches, a refused token does not', async () => {
    expect((await mediaToken('fixtjwpa', 'tok-nothing')).statusCode).toBe(200);
    expect(asked).toEqual([{ url: `${HOST}/accounts`, authorization: 'Bearer tok-nothing' }]);
    expect((await mediaToken('fixtjwpa', 'tok-expired')).statusCode).toBe(401);
    expect((await mediaToken('fixtjwpa', undefined)).statusCode).toBe(403);
  });
});

describe('the platform plan seam', () => {
  it('reads the billing of a config: the client id turns it on, the asset is the subscription, sandbox unless useSandbox is false', () => {
    expect(jwpBillingOf({ integrations: {} })).toBeUndefined();
    expect(jwpBillingOf({ integrations: { jwp: { clientId: ' ' } } } as never)).toBeUndefined();
    expect(jwpBillingOf({ integrations: { jwp: { clientId: 'c', assetId: 42 } } } as never)).toEqual({ provider: 'jwp', useSandbox: true, subscriptionOfferIds: ['42'] });
    expect(jwpBillingOf({ integrations: { jwp: { clientId: 'c', useSandbox: false } } } as never)).toEqual({ provider: 'jwp', useSandbox: false, subscriptionOfferIds: [] });
    expect(providerBillingOf({ integrations: { jwp: { clientId: 'c' } } } as never)?.provider).toBe('jwp');
    expect(providerBillingOf({ integrations: { cleeng: { id: '9' } } } as never)?.provider).toBe('cleeng');
  });

  it('answers 502 for a network failure or a granted reply without the item access', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(jwpPlanAccess({ host: HOST, subscriptionOfferIds: [ASSET], fetch: failing }).hasActiveSubscription('tok')).rejects.toMatchObject({ statusCode: 502 });
    const htmlPage = (async () => new Response('<html>', { status: 200 })) as typeof fetch;
    await expect(jwpPlanAccess({ host: HOST, subscriptionOfferIds: [], fetch: htmlPage }).grantedOffers('tok', [PASS])).rejects.toMatchObject({ statusCode: 502 });
  });

  it('never asks about an id that cannot be one of its items', async () => {
    asked.length = 0;
    expect(await jwpPlanAccess({ host: HOST, subscriptionOfferIds: [], fetch: platform }).grantedOffers('tok-pass', ['../accounts', 'X1', `C${PASS}`])).toEqual([`C${PASS}`]);
    expect(asked.map((call) => call.url)).toEqual([`${HOST}/items/${PASS}/access`]);
  });

  it.each([
    ['118441', '118441'],
    ['C4821', '4821'],
    ['S30101', undefined],
    [' C6610 ', '6610'],
    ['c4821', undefined],
    ['4821a', undefined],
    ['../accounts', undefined],
  ])('reads the asset of the offer %j as %j', (offerId, assetId) => {
    expect(assetIdOfOffer(offerId)).toBe(assetId);
  });

  it("defaults to the platform's sandbox or production host by the config", async () => {
    const seen: string[] = [];
    const recording = (async (url: string | URL | Request) => {
      seen.push(String(url));
      return reply(402, { code: 402, message: 'Access not granted' });
    }) as typeof fetch;
    const catalog = catalogWithPlatformConfigs();
    const production = { ...catalog.configs.get('fixtjwps')!, id: 'fixtjwpp', billing: { provider: 'jwp' as const, useSandbox: false, subscriptionOfferIds: [ASSET] } };
    const server = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: { ...catalog, configs: new Map([...catalog.configs, ['fixtjwpp', production]]) }, contentSecret: CONTENT_SECRET, providerFetch: recording });
    for (const config of ['fixtjwps', 'fixtjwpp']) await server.inject({ method: 'GET', url: `/v2/items/jw-media/token?app_config_id=${config}&media_id=paid0001`, headers: { authorization: 'Bearer tok' } });
    await server.close();
    expect(seen).toEqual([`${JWP_API_HOSTS.sandbox}/items/${ASSET}/access`, `${JWP_API_HOSTS.production}/items/${ASSET}/access`]);
  });
});
