import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app';
import { movableClock } from '../clock';
import { START } from '../testing';
import { allowedReturnUrl } from './libraryRoutes';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = buildSandbox({ clock: movableClock(START) });
  await sandbox.app.ready();
});
afterEach(() => sandbox.app.close());

const HOST = '127.0.0.1:8180';
const RETURN = 'http://localhost:5178/?u=login-external&provider=library';
const login = (fields: Record<string, string>, provider = 'library') =>
  sandbox.app.inject({ method: 'POST', url: `/_library/${provider}/login`, headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

describe('the library-login provider', () => {
  it('shows a labelled card-and-PIN form', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: `/_library/library/login?returnUrl=${encodeURIComponent(RETURN)}`, headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="card-number">Library card number</label>');
    expect(page.body).toContain('<label for="pin">PIN</label>');
    expect(page.body).toContain(`name="returnUrl" value="${RETURN.replaceAll('&', '&amp;')}"`);
  });

  it('sends the demo card back to returnUrl with an RS256 token its key set verifies', async () => {
    const reply = await login({ cardNumber: '2000 0000 0000', pin: '1234', returnUrl: RETURN });
    expect(reply.statusCode).toBe(303);
    const location = new URL(String(reply.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5178/');
    expect(location.searchParams.get('u')).toBe('login-external');
    const token = location.searchParams.get('token')!;
    const jwks = (await sandbox.app.inject({ method: 'GET', url: '/_library/library/.well-known/jwks.json' })).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: 'library-1', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: `http://${HOST}/_library/library`, currentDate: new Date(START) });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: 'card-200000000000', provider: 'library', iat: START / 1000, exp: START / 1000 + 600 });
  });

  it('keeps its key across a restart on the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-library-'));
    const keysOf = async () => {
      const started = buildSandbox({ storage: { dataDir } });
      try {
        return (await started.app.inject({ method: 'GET', url: '/_library/a/.well-known/jwks.json' })).json();
      } finally {
        await started.app.close();
      }
    };
    try {
      expect(await keysOf()).toEqual(await keysOf());
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.each([
    ['a wrong PIN', { cardNumber: '200000000000', pin: '9999' }],
    ['an unknown card', { cardNumber: '200000000001', pin: '1234' }],
    ['nothing', {}],
  ])('refuses %s with a message on the form', async (_name, fields) => {
    const reply = await login({ ...fields, returnUrl: RETURN });
    expect(reply.statusCode).toBe(401);
    expect(reply.body).toContain('role="alert">The card number or PIN is wrong.</p>');
    expect(reply.headers.location).toBeUndefined();
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/relative', '//evil.example/x', 'https://user:pw@evil.example/', 'ftp://files.example/', ''])('refuses the return address %j (400, no redirect)', async (returnUrl) => {
    expect((await sandbox.app.inject({ method: 'GET', url: `/_library/library/login?returnUrl=${encodeURIComponent(returnUrl)}` })).statusCode).toBe(400);
    const reply = await login({ cardNumber: '200000000000', pin: '1234', returnUrl });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers.location).toBeUndefined();
  });

  it('allows any absolute http(s) address without user info', () => {
    expect(allowedReturnUrl('https://tv.example.org/path?x=1')?.toString()).toBe('https://tv.example.org/path?x=1');
    expect(allowedReturnUrl('http://127.0.0.1:5178/')).toBeDefined();
    expect(allowedReturnUrl('x'.repeat(3000))).toBeUndefined();
  });

  it('refuses a malformed provider name', async () => {
    expect((await sandbox.app.inject({ method: 'GET', url: `/_library/..%2F/login?returnUrl=${encodeURIComponent(RETURN)}` })).statusCode).toBe(400);
    expect((await login({ cardNumber: '200000000000', pin: '1234', returnUrl: RETURN }, 'Bad_Name')).statusCode).toBe(400);
  });
});
