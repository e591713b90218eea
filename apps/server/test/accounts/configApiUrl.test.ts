import { parseConfig } from '@ott/common';
import { afterAll, describe, expect, it } from 'vitest';
import { ORIGIN_TOKEN } from '../../src/http/origin';
import { relativeUrlTemplate, withExternalProviders } from '../../src/routes/configRoutes';
import { buildServer } from '../../src/server';
import { demoCatalogDir } from '../../src/testing';

describe('a config naming the account API by a relative URL', () => {
  const app = buildServer({ catalogDir: demoCatalogDir() });
  const behindProxy = buildServer({ catalogDir: demoCatalogDir(), publicUrl: 'https://media.example.org/' });
  afterAll(async () => {
    await app.close();
    await behindProxy.close();
  });
  const config = async (server: typeof app, id: string, host = 'tv.test:8080') => {
    const reply = await server.inject({ url: `/apps/configs/${id}.json`, headers: { host } });
    expect(reply.statusCode).toBe(200);
    return JSON.parse(reply.body) as Record<string, unknown> & { integrations: { custom?: { apiUrl: string; entitlementUrl?: string } } };
  };

  it("gets the server's own origin: the request's, or the public URL", async () => {
    expect((await config(app, 'demoauth')).integrations.custom?.apiUrl).toBe('http://tv.test:8080/api');
    expect((await config(app, 'demoauth', '127.0.0.1:18100')).integrations.custom?.apiUrl).toBe('http://127.0.0.1:18100/api');
    expect((await config(behindProxy, 'demoauth')).integrations.custom?.apiUrl).toBe('https://media.example.org/api');
  });

  it('resolves a relative entitlementUrl the same way', async () => {
    expect((await config(app, 'demoauth')).integrations.custom?.entitlementUrl).toBe('http://tv.test:8080/entitlement');
    expect((await config(behindProxy, 'demoauth')).integrations.custom?.entitlementUrl).toBe('https://media.example.org/entitlement');
    const template = relativeUrlTemplate(JSON.stringify({ integrations: { custom: { apiUrl: 'https://accounts.example.org/api', entitlementUrl: '/entitlement' } } }));
    expect(JSON.parse(template!)).toEqual({ integrations: { custom: { apiUrl: 'https://accounts.example.org/api', entitlementUrl: `${ORIGIN_TOKEN}/entitlement` } } });
  });

  it("resolves the Cognito-style variant's relative back-end URLs, leaving its absolute ones", () => {
    const cognito = { region: 'us-east-1', userPoolId: 'local_0tt0demo', clientId: 'c', accountUrl: '/api/cognito', apiUrl: 'api/cognito', entitlementUrl: 'https://ent.example.org/x', billingPortalUrl: '/api/cognito/billing-portal' };
    const template = relativeUrlTemplate(JSON.stringify({ integrations: { cognito } }));
    expect(JSON.parse(template!).integrations.cognito).toEqual({
      ...cognito,
      accountUrl: `${ORIGIN_TOKEN}/api/cognito`,
      apiUrl: `${ORIGIN_TOKEN}/api/cognito`,
      billingPortalUrl: `${ORIGIN_TOKEN}/api/cognito/billing-portal`,
    });
  });

  it("resolves the captcha widget's relative challenge URL (a billing-provider site names this server's)", () => {
    const custom = { captchaSiteKey: 'svodcapt', captchaChallengeUrl: '/api/captcha/challenge' };
    expect(JSON.parse(relativeUrlTemplate(JSON.stringify({ integrations: {}, custom }))!).custom).toEqual({ ...custom, captchaChallengeUrl: `${ORIGIN_TOKEN}/api/captcha/challenge` });
    expect(relativeUrlTemplate(JSON.stringify({ integrations: {}, custom: { ...custom, captchaChallengeUrl: 'https://captcha.example.org/challenge' } }))).toBeUndefined();
  });

  it('is still a valid config that names the account API, and the rest is as published', async () => {
    const served = await config(app, 'demoauth');
    const parsed = parseConfig(served);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.config.integrations.custom?.apiUrl).toMatch(/^http:\/\/tv\.test:8080\/api$/);
    expect(served['siteName']).toBe('Brightwater Club');
  });

  it('serves asset and ad schedule URLs absolute, as the content host publishes them', async () => {
    const served = await config(app, 'demoavod');
    expect(served['assets']).toEqual({ banner: 'http://tv.test:8080/art/banner-brightwater.webp?width=640' });
    expect(served['adScheduleUrls']).toEqual({ json: 'http://tv.test:8080/v2/advertising/schedules/adsbrw01.json' });
    expect(served.integrations).toEqual({});
    expect((await config(behindProxy, 'demoavod'))['assets']).toEqual({ banner: 'https://media.example.org/art/banner-brightwater.webp?width=640' });
    const banner = await app.inject({ url: new URL((served['assets'] as { banner: string }).banner).pathname + '?width=640' });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/webp');
  });

  it('leaves a config whose URLs are all absolute as published', () => {
    const published = { assets: { banner: 'https://cdn.example.org/b.webp' }, adScheduleUrls: { json: 'https://ads.example.org/s.json' }, integrations: {} };
    expect(relativeUrlTemplate(JSON.stringify(published))).toBeUndefined();
    expect(JSON.parse(relativeUrlTemplate(JSON.stringify({ ...published, assets: { banner: 'art/b.webp' } }))!).assets).toEqual({ banner: `${ORIGIN_TOKEN}/art/b.webp` });
  });

  it.each([
    [{ integrations: { custom: { apiUrl: '/api' } } }, `${ORIGIN_TOKEN}/api`],
    [{ integrations: { custom: { apiUrl: 'api/v1?x=1' } } }, `${ORIGIN_TOKEN}/api/v1?x=1`],
    [{ integrations: { custom: { apiUrl: 'https://accounts.example.org/api' } } }, undefined],
    [{ integrations: { custom: { apiUrl: '//accounts.example.org/api' } } }, undefined],
    [{ integrations: { custom: { apiUrl: '' } } }, undefined],
    [{ integrations: { custom: {} } }, undefined],
    [{ integrations: {} }, undefined],
  ])('%j -> %s', (value, apiUrl) => {
    const template = relativeUrlTemplate(JSON.stringify(value));
    expect(template === undefined ? undefined : (JSON.parse(template) as { integrations: { custom: { apiUrl: string } } }).integrations.custom.apiUrl).toBe(apiUrl);
  });
});

describe('CORS of the content routes', () => {
  it('stays GET and HEAD, with or without the account API; the protection calls add POST and PUT', async () => {
    for (const accounts of [undefined, { passwordHashCost: 'test' as const }]) {
      const app = buildServer({ catalogDir: demoCatalogDir(), accounts });
      try {
        const reply = await app.inject({ method: 'OPTIONS', url: '/v2/media/abcdefgh', headers: { origin: 'https://tv.example.org', 'access-control-request-method': 'GET' } });
        expect(reply.statusCode).toBe(204);
        expect(reply.headers['access-control-allow-methods']).toBe('GET, HEAD');
        expect(reply.headers['access-control-allow-origin']).toBe('*');
        const api = await app.inject({ method: 'OPTIONS', url: '/api/customers/login', headers: { origin: 'https://tv.example.org', 'access-control-request-method': 'POST' } });
        if (accounts) expect(api.headers['access-control-allow-methods']).toBe('GET, POST, PATCH, DELETE, OPTIONS');
        else expect(api.headers['access-control-allow-methods']).toBe('GET, HEAD');
        for (const url of ['/entitlement', '/v2/items/jw-media/token?media_id=x', '/v2/sites/ottdemo1/access/generate', '/v2/sites/ottdemo1/access/refresh']) {
          const protection = await app.inject({ method: 'OPTIONS', url, headers: { origin: 'https://tv.example.org', 'access-control-request-method': 'PUT' } });
          expect(protection.headers['access-control-allow-methods'], url).toBe('GET, HEAD, POST, PUT, OPTIONS');
          expect(protection.headers['access-control-allow-headers'], url).toBe('authorization, content-type');
        }
      } finally {
        await app.close();
      }
    }
  });
});

describe('the external library-login providers of a Cognito-style config', () => {
  const library = {
    name: 'library',
    title: 'City Library',
    issuer: 'http://127.0.0.1:8180/_library/library',
    jwksUri: 'http://127.0.0.1:8180/_library/library/.well-known/jwks.json',
    loginUrl: 'http://127.0.0.1:8180/_library/library/login',
  };
  const app = buildServer({ catalogDir: demoCatalogDir(), accounts: { cognito: { externalProviders: [library, { name: 'keys-only', issuer: 'https://k.example', jwksUri: 'https://k.example/jwks.json' }] } } });
  afterAll(() => app.close());
  const served = async (id: string) =>
    JSON.parse((await app.inject({ url: `/apps/configs/${id}.json`, headers: { host: 'tv.test' } })).body) as { custom: Record<string, unknown>; integrations: { cognito?: { accountUrl: string } } };

  it('lists the providers the server accepts tokens of and has a sign-in page for (000 §3: name, url, icon)', async () => {
    const config = await served('democogn');
    expect(config.custom['externalProviders']).toEqual([{ name: 'City Library', url: library.loginUrl }]);
    // The relative back-end URLs are still made absolute beside them.
    expect(config.integrations.cognito?.accountUrl).toBe('http://tv.test/api/cognito');
  });

  it('leaves other configs, and a config that lists its own providers, as published', async () => {
    expect((await served('demoauth')).custom['externalProviders']).toBeUndefined();
    const own = { integrations: { cognito: { userPoolId: 'local_x' } }, custom: { externalProviders: [{ name: 'Own', url: 'https://own.example/login' }] } };
    expect(withExternalProviders(JSON.stringify(own), [library])).toBeUndefined();
    expect(withExternalProviders(JSON.stringify({ integrations: { cognito: { userPoolId: 'local_x' } } }), [])).toBeUndefined();
  });
});
