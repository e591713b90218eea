import { describe, expect, it } from 'vitest';
import { get, json, mediaToken, protectedServer, request, signUp, subscribers } from './helpers';

const entitlement = (asset: Record<string, unknown>, token?: string) => ({ provider: 'custom', credentials: token === undefined ? {} : { token }, asset: { drmPolicyId: 'policy01', accessType: 'free', ...asset } });
let emails = 0;
const email = (): string => `viewer${++emails}@example.org`;

describe('POST /entitlement', () => {
  const { app } = protectedServer();
  const post = (body: unknown) => request(app, 'POST', '/entitlement', { body });

  it.each([
    ['AVOD, anonymous, an item without offers', 'fixtcfg1', 'paid0001', false, true],
    ['AVOD, anonymous, an item with an offer', 'fixtcfg1', 'paidoffr', false, false],
    ['AVOD, anonymous, a free item', 'fixtcfg1', 'movie001', false, true],
    ['AUTHVOD, anonymous', 'fixtauth', 'paid0001', false, false],
    ['AUTHVOD, signed in', 'fixtauth', 'paidchan', true, true],
    ['SVOD, anonymous', 'fixtsvod', 'paid0001', false, false],
    ['SVOD, signed in without a plan', 'fixtsvod', 'paid0001', true, false],
  ])('%s', async (_name, config, mediaId, signedIn, entitled) => {
    const token = signedIn ? (await signUp(app, email())).token : undefined;
    const reply = await post(entitlement({ id: mediaId, params: { app_config_id: config } }, token));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const body = json(reply);
    expect(body['entitled']).toBe(entitled);
    if (!entitled) expect(body).toEqual({ entitled: false });
    else expect((await get(app, `/v2/media/${mediaId}?token=${String(body['token'])}`)).statusCode).toBe(200);
  });

  it('entitles a subscriber under SVOD through the plan seam', async () => {
    const viewer = await signUp(app, email());
    subscribers.add(viewer.userId);
    expect(json(await post(entitlement({ id: 'paid0001', params: { app_config_id: 'fixtsvod' } }, viewer.token)))['entitled']).toBe(true);
  });

  it("ignores the client's accessType, and reads credentials that are not a valid token as none", async () => {
    expect(json(await post(entitlement({ id: 'paid0001', accessType: 'free', params: { app_config_id: 'fixtsvod' } }, 'forged')))).toEqual({ entitled: false });
  });

  it('uses the default config when the asset names none', async () => {
    expect(json(await post({ asset: { id: 'paid0001' } }))['entitled']).toBe(true);
  });

  it.each([
    ['no body', undefined, 400],
    ['bad JSON', '{"asset": ', 400],
    ['an array', '[]', 400],
    ['no asset', '{"provider":"custom"}', 400],
    ['a malformed id', JSON.stringify(entitlement({ id: '../../etc' })), 400],
    ['a number for the token', JSON.stringify({ asset: { id: 'paid0001' }, credentials: { token: 5 } }), 400],
    ['a malformed config id', JSON.stringify(entitlement({ id: 'paid0001', params: { app_config_id: 'NOT A CONFIG' } })), 400],
    ['an unknown config', JSON.stringify(entitlement({ id: 'paid0001', params: { app_config_id: 'zzzzzzzz' } })), 404],
    ['an unknown item', JSON.stringify(entitlement({ id: 'zzzzzzzz' })), 404],
    ['a prototype-polluting key', '{"__proto__":{"x":1},"asset":{"id":"paid0001"}}', 400],
  ])('answers %s with %i', async (_name, rawBody, status) => {
    const reply = await request(app, 'POST', '/entitlement', rawBody === undefined ? {} : { rawBody });
    expect(reply.statusCode).toBe(status);
    expect(json(reply)['code']).toBe(status);
  });

  it('refuses bodies over 16 KiB with 413 and other content types with 415', async () => {
    const huge = JSON.stringify({ asset: { id: 'paid0001' }, provider: 'x'.repeat(20_000) });
    expect((await request(app, 'POST', '/entitlement', { rawBody: huge })).statusCode).toBe(413);
    expect((await request(app, 'POST', '/entitlement', { rawBody: 'asset=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(415);
  });

  it('lets the apps call it from their own origins (CORS preflight)', async () => {
    const reply = await request(app, 'OPTIONS', '/entitlement', { headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(reply.statusCode).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(String(reply.headers['access-control-allow-methods'])).toContain('POST');
  });
});

describe('GET /v2/items/jw-media/token', () => {
  const { app } = protectedServer();
  const token = (query: string, bearer?: string) => get(app, `/v2/items/jw-media/token?${query}`, bearer === undefined ? {} : { authorization: `Bearer ${bearer}` });

  it('gives anonymous callers a token where the access model opens the item (AVOD)', async () => {
    const reply = await token('app_config_id=fixtcfg1&media_id=paid0001');
    expect(reply.statusCode).toBe(200);
    expect(Object.keys(json(reply))).toEqual(['token']);
  });

  it('refuses with 403 "Unauthorized" where the caller is not entitled', async () => {
    expect(json(await token('app_config_id=fixtauth&media_id=paid0001'))).toEqual({ message: 'Unauthorized', code: 403 });
    expect((await token('app_config_id=fixtcfg1&media_id=paidoffr')).statusCode).toBe(403);
  });

  it('entitles a signed-in viewer under AUTHVOD, and answers 401 to a bearer that is not valid', async () => {
    const viewer = await signUp(app, email());
    expect((await token('app_config_id=fixtauth&media_id=paid0001', viewer.token)).statusCode).toBe(200);
    expect(await mediaToken(app, 'paidchan', 'fixtauth', viewer.token)).toMatch(/^ey/);
    expect((await token('app_config_id=fixtauth&media_id=paid0001', `${viewer.token}x`)).statusCode).toBe(401);
    expect((await get(app, '/v2/items/jw-media/token?app_config_id=fixtauth&media_id=paid0001', { authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it.each([
    ['no media id', 'app_config_id=fixtcfg1', 400],
    ['a malformed media id', 'app_config_id=fixtcfg1&media_id=%00', 400],
    ['no config id', 'media_id=paid0001', 400],
    ['a config id twice', 'app_config_id=fixtcfg1&app_config_id=fixtauth&media_id=paid0001', 400],
    ['an unknown item', 'app_config_id=fixtcfg1&media_id=zzzzzzzz', 404],
    ['an unknown config', 'app_config_id=zzzzzzzz&media_id=paid0001', 404],
  ])('answers %s with %i', async (_name, query, status) => {
    expect((await token(query)).statusCode).toBe(status);
  });
});

describe('access bridge', () => {
  const { app, clock } = protectedServer();
  const generate = (authorization?: string) => request(app, 'PUT', '/v2/sites/fixsite1/access/generate', { headers: authorization === undefined ? {} : { authorization } });
  const refresh = (body: unknown) => request(app, 'PUT', '/v2/sites/fixsite1/access/refresh', { body });
  const playback = (mediaId: string, passport: string, config = 'fixtauth') => get(app, `/v2/sites/fixsite1/media/${mediaId}/playback.json?passport=${passport}&app_config_id=${config}`);

  it('generates a passport for a signed-in viewer, which opens playback.json where the viewer is entitled', async () => {
    const viewer = await signUp(app, email());
    const reply = await generate(`Bearer ${viewer.token}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const pair = json<{ passport: string; refresh_token: string }>(reply);
    expect(Object.keys(pair).sort()).toEqual(['passport', 'refresh_token']);

    const opened = await playback('paidchan', pair.passport);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toMatch(/\/live\/paidchan\/master\.m3u8\?exp=\d+&sig=/);
    expect(json(await playback('paid0001', pair.passport, 'fixtsvod'))).toEqual({ message: 'Unauthorized', code: 403 });
    expect((await get(app, `/v2/sites/fixsite1/media/paid0001/playback.json?app_config_id=fixtauth`)).statusCode).toBe(401);
    expect((await playback('paid0001', `${pair.passport}x`)).statusCode).toBe(403);
    expect((await playback('paid0001', pair.refresh_token)).statusCode).toBe(403);
    // A passport opens playback.json only, never the media JSON as a media token.
    expect((await get(app, `/v2/media/paid0001?token=${pair.passport}`)).statusCode).toBe(403);
  });

  it('refuses a passport after its hour, and refreshes the pair with the refresh token', async () => {
    const viewer = await signUp(app, email());
    const pair = json<{ passport: string; refresh_token: string }>(await generate(`Bearer ${viewer.token}`));
    clock.advance(3600 * 1000);
    expect((await playback('paid0001', pair.passport)).statusCode).toBe(403);
    const renewed = await refresh({ refresh_token: pair.refresh_token });
    expect(renewed.statusCode).toBe(200);
    const next = json<{ passport: string; refresh_token: string }>(renewed);
    expect((await playback('paid0001', next.passport)).statusCode).toBe(200);
    expect((await refresh({ refresh_token: next.passport })).statusCode).toBe(403);
    clock.set('2025-03-01T12:00:00Z');
  });

  it('answers 401 without credentials, 403 with credentials that are not valid', async () => {
    expect(json(await generate())).toEqual({ message: 'Missing credentials', code: 401 });
    expect(json(await generate('Bearer not-a-token'))).toEqual({ message: 'Invalid or expired credentials', code: 403 });
    expect((await refresh({})).statusCode).toBe(401);
    expect((await request(app, 'PUT', '/v2/sites/fixsite1/access/refresh')).statusCode).toBe(401);
    expect((await refresh({ refresh_token: 'not-a-token' })).statusCode).toBe(403);
    expect((await refresh({ refresh_token: 42 })).statusCode).toBe(400);
    expect((await refresh([1])).statusCode).toBe(400);
    expect((await request(app, 'PUT', '/v2/sites/fixsite1/access/refresh', { rawBody: '{"refresh_token":' })).statusCode).toBe(400);
    expect((await request(app, 'PUT', '/v2/sites/othersit/access/generate', { headers: { authorization: 'Bearer x' } })).statusCode).toBe(404);
  });

  it('ends the bridge with the session: after a password reset neither the passport nor the refresh token works', async () => {
    const address = email();
    const viewer = await signUp(app, address);
    const pair = json<{ passport: string; refresh_token: string }>(await generate(`Bearer ${viewer.token}`));
    expect((await playback('paid0001', pair.passport)).statusCode).toBe(200);
    await request(app, 'POST', '/api/customers/forgot-password', { body: { email: address, resetUrl: 'http://localhost/reset' } });
    const mails = json<{ mails: Array<{ link: string }> }>(await get(app, `/api/dev/outbox?to=${encodeURIComponent(address)}`)).mails;
    const resetToken = new URL(mails[0]!.link).searchParams.get('resetPasswordToken');
    expect((await request(app, 'POST', '/api/customers/reset-password', { body: { token: resetToken, password: 'new-harbour-lights-43' } })).statusCode).toBe(204);
    expect((await refresh({ refresh_token: pair.refresh_token })).statusCode).toBe(403);
    expect((await playback('paid0001', pair.passport)).statusCode).toBe(403);
  });
});

describe('without accounts', () => {
  const { app } = protectedServer({ accounts: false });

  it('decides for anonymous callers only', async () => {
    expect(json(await request(app, 'POST', '/entitlement', { body: entitlement({ id: 'paid0001' }, 'some-token') }))['entitled']).toBe(true);
    expect((await get(app, '/v2/items/jw-media/token?app_config_id=fixtcfg1&media_id=paid0001')).statusCode).toBe(200);
    expect((await get(app, '/v2/items/jw-media/token?app_config_id=fixtauth&media_id=paid0001', { authorization: 'Bearer some-token' })).statusCode).toBe(401);
    expect((await request(app, 'PUT', '/v2/sites/fixsite1/access/generate', { headers: { authorization: 'Bearer some-token' } })).statusCode).toBe(403);
  });
});
