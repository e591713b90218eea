import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { parseConfig, type Config } from '@ott/common';
import type { Catalog, ConfigFile } from '../../src/catalog/Catalog';
import { loadCatalog } from '../../src/catalog/loadCatalog';
import { providerBillingOf } from '../../src/protection/billingProviders';
import { accessModelOfConfig } from '../../src/protection/entitlement';
import { FIXTURE_CATALOG } from '../helpers';

export const POOL_ID = 'local_fixture1';
export const CLIENT_ID = 'fixtureclient0000000000000';
export const COGNITO_CONFIG = 'fixtcogn';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/**
 * A loopback identity provider for the tests: one RS256 key whose JWKS it serves at
 * `/{anything}/.well-known/jwks.json` (the pool's path and the library provider's), and a second
 * key it never publishes (forgeries). Tokens are signed with jose, as an emulator or a real pool signs them.
 */
export interface FakeIdp {
  url: string;
  issuer: string;
  libraryIssuer: string;
  /** A pool access token (or any claims over it). */
  accessToken(claims?: JWTPayload & Record<string, unknown>, options?: { key?: 'published' | 'unpublished'; expiresIn?: string | number }): Promise<string>;
  libraryToken(claims?: JWTPayload, options?: { key?: 'published' | 'unpublished' }): Promise<string>;
  /** How many key-set requests it answered. */
  jwksRequests(): number;
  close(): Promise<void>;
}

export async function startFakeIdp(): Promise<FakeIdp> {
  const published: KeyPair = await generateKeyPair('RS256');
  const unpublished: KeyPair = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'published-1', alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server: Server = createServer((request, response) => {
    if (request.url?.endsWith('/.well-known/jwks.json')) {
      requests++;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const issuer = `${url}/${POOL_ID}`;
  const libraryIssuer = `${url}/_library/library`;
  const sign = (claims: JWTPayload, key: 'published' | 'unpublished' = 'published', expiresIn: string | number = '1h') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'published-1', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign((key === 'published' ? published : unpublished).privateKey);
  return {
    url,
    issuer,
    libraryIssuer,
    accessToken: (claims = {}, options = {}) =>
      sign({ iss: issuer, sub: 'sub-alice', token_use: 'access', client_id: CLIENT_ID, username: 'alice', scope: 'aws.cognito.signin.user.admin', ...claims }, options.key, options.expiresIn),
    libraryToken: (claims = {}, options = {}) => sign({ iss: libraryIssuer, sub: 'card-2000', ...claims }, options.key),
    jwksRequests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The fixture catalog with a Cognito-style config (SVOD by default, as the app runs it), an item sold by one of its offers, and the billing seed beside it. */
export function cognitoCatalog(): Catalog {
  const catalog = loadCatalog(FIXTURE_CATALOG);
  const raw = {
    id: COGNITO_CONFIG,
    siteName: 'Fixture Cognito',
    siteId: 'fixsite1',
    description: 'Pool users',
    content: [],
    menu: [],
    integrations: { cognito: { region: 'us-east-1', userPoolId: POOL_ID, clientId: CLIENT_ID, accountUrl: '/api/cognito', apiUrl: '/api/cognito', entitlementUrl: '/api/cognito', billingPortalUrl: '/api/cognito/billing-portal' } },
  };
  const parsed = parseConfig(raw);
  if (!parsed.ok) throw parsed.error;
  const config: Config = parsed.config;
  const configs = new Map(catalog.configs);
  configs.set(COGNITO_CONFIG, { id: COGNITO_CONFIG, text: JSON.stringify(raw), searchPlaylist: undefined, accessModel: accessModelOfConfig(config), billing: providerBillingOf(config) } satisfies ConfigFile);
  const dir = mkdtempSync(join(tmpdir(), 'ott-cognito-catalog-'));
  writeFileSync(
    join(dir, 'billing.json'),
    JSON.stringify({
      plans: [{ id: 'cognito-svod', name: 'Fixture Plus', accessModel: 'svod' }],
      offers: [
        { id: 'cognito-monthly', planId: 'cognito-svod', title: 'Monthly', period: 'month', trialDays: 0, price: 4.99, currency: 'EUR', prices: { GB: { price: 4.49, currency: 'GBP' } } },
        { id: 'cognito-yearly', planId: 'cognito-svod', title: 'Yearly', period: 'year', trialDays: 0, price: 49.99, currency: 'EUR' },
      ],
    }),
  );
  // The offer item is sold by the variant here: only its own offers count under its config.
  const items = catalog.items.map((item) => (item.mediaid === 'paidoffr' ? ({ ...item, productIds: 'cognito:cognito-pass' } as typeof item) : item));
  return { ...catalog, dir, configs, items };
}

export const PAYMENTS_HOST = 'https://payments.test';

interface StubSession {
  id: string;
  form: URLSearchParams;
  paid: boolean;
}

/**
 * The card-page payments host as a fetch stub, in the Checkout Sessions shape (the sandbox's own
 * tests cover its wire): sessions are created unpaid, a test pays them, retrieval reports it.
 */
export function paymentsStub(): { fetch: typeof fetch; sessions: Map<string, StubSession>; pay(id: string): void; failing: { on: boolean } } {
  const sessions = new Map<string, StubSession>();
  const failing = { on: false };
  let next = 0;
  const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const sessionJson = (session: StubSession) => ({
    id: session.id,
    object: 'checkout.session',
    url: `${PAYMENTS_HOST}/c/pay/${session.id}`,
    status: session.paid ? 'complete' : 'open',
    payment_status: session.paid ? 'paid' : 'unpaid',
    payment_method_types: ['card'],
  });
  const stub = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.origin !== PAYMENTS_HOST) return fetch(input, init);
    if (failing.on) return json(500, { error: { type: 'api_error', message: 'down' } });
    if (init?.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const session = { id: `cs_test_${++next}`, form: new URLSearchParams(String(init.body)), paid: false };
      sessions.set(session.id, session);
      return json(200, sessionJson(session));
    }
    const id = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname)?.[1];
    const session = id ? sessions.get(id) : undefined;
    return session ? json(200, sessionJson(session)) : json(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
  }) as typeof fetch;
  return { fetch: stub, sessions, pay: (id) => void (sessions.get(id)!.paid = true), failing };
}
