import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from './app';
import { PASSWORD, PUBLISHER_ID, providerError, testSandbox, type TestSandbox } from './testing';

describe('error shapes', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => (sandbox = await testSandbox()));
  afterEach(() => sandbox.app.close());

  it('answers an unknown route with the envelope (404)', async () => {
    const { status, json } = await sandbox.call('GET', '/nothing/here?x=1');
    expect(status).toBe(404);
    expect(json).toEqual(providerError('Route GET /nothing/here not found'));
  });

  it('answers malformed JSON with the envelope (400)', async () => {
    const response = await sandbox.app.inject({ method: 'POST', url: '/auths', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(providerError(/JSON/));
  });

  it('answers a body that is not an object (400)', async () => {
    const response = await sandbox.app.inject({ method: 'POST', url: '/customers', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(providerError('Request body must be a JSON object'));
  });

  it('answers a missing body (400) and an unsupported content type (415)', async () => {
    expect((await sandbox.app.inject({ method: 'POST', url: '/auths' })).json()).toEqual(providerError('Request body must be a JSON object'));
    const form = await sandbox.app.inject({ method: 'POST', url: '/auths', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual(providerError('Unsupported Media Type'));
  });

  it('answers a malformed URL (400) and an oversized body (413) with the envelope', async () => {
    const badUrl = await sandbox.app.inject({ method: 'GET', url: '/customers/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().errors).toHaveLength(1);
    const big = await sandbox.app.inject({ method: 'POST', url: '/auths', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(70_000) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toHaveLength(1);
  });
});

describe('storage', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'provider-sandbox-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps customers and the JWT key in the data folder across restarts', async () => {
    const first = buildSandbox({ storage: { dataDir } });
    const registered = await first.app.inject({
      method: 'POST',
      url: '/customers',
      payload: { email: 'kept@example.org', password: PASSWORD, locale: 'en_US', country: 'NL', currency: 'EUR', publisherId: PUBLISHER_ID },
    });
    const { jwt } = registered.json().responseData;
    await first.app.close();

    const second = buildSandbox({ storage: { dataDir } });
    const login = await second.app.inject({ method: 'POST', url: '/auths', payload: { email: 'kept@example.org', password: PASSWORD, publisherId: PUBLISHER_ID } });
    expect(login.statusCode).toBe(200);
    const logout = await second.app.inject({ method: 'DELETE', url: '/refresh_tokens', headers: { authorization: `Bearer ${jwt}` } });
    expect(logout.statusCode).toBe(200);
    await second.app.close();
  });

  it('takes a JWT secret of 32 characters or more, and refuses a shorter one', () => {
    expect(() => buildSandbox({ jwtSecret: 'short' })).toThrow(/32 characters/);
    expect(() => buildSandbox({ jwtSecret: 'k'.repeat(32) })).not.toThrow();
  });
});

describe('dev clock route', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => (sandbox = await testSandbox()));
  afterEach(() => sandbox.app.close());

  it('reads, advances and sets the clock', async () => {
    const start = (await sandbox.call('GET', '/_sandbox/clock')).json.responseData.now;
    expect((await sandbox.call('POST', '/_sandbox/clock', { advanceSeconds: 3600 })).json.responseData.now).toBe(start + 3600);
    expect((await sandbox.call('POST', '/_sandbox/clock', { now: 2_000_000_000 })).json.responseData.now).toBe(2_000_000_000);
    expect((await sandbox.call('POST', '/_sandbox/clock', { advanceSeconds: -5 })).status).toBe(422);
  });

  it('is absent unless dev routes are on', async () => {
    const { app } = buildSandbox();
    expect((await app.inject({ method: 'GET', url: '/_sandbox/clock' })).statusCode).toBe(404);
    await app.close();
  });
});
