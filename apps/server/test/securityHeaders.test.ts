import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_CONTENT_SECURITY_POLICY } from '../src/http/securityHeaders';
import { buildServer } from '../src/server';
import { FIXTURE_CATALOG, fixture } from './helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'ott-headers-'));
const app = buildServer({
  catalogDir: FIXTURE_CATALOG,
  catalog: fixture(),
  accounts: { dataDir, tokenSecret: 'a-test-secret-of-at-least-32-characters!', devOutbox: true },
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const request = (method: 'GET' | 'POST' | 'OPTIONS', url: string, extra: { remoteAddress?: string; payload?: Record<string, string> } = {}): Promise<LightMyRequestResponse> =>
  app.inject({ method, url, headers: { host: 'tv.test:8080', origin: 'https://site.test' }, ...extra });

/** One request of every kind of reply the server sends: JSON, HLS, media segments, images, XML, errors, CORS preflights, the account API. */
const REPLY_KINDS: ReadonlyArray<[string, () => Promise<LightMyRequestResponse>]> = [
  ['a config', () => request('GET', '/apps/configs/fixtcfg1.json')],
  ['a media item', () => request('GET', '/v2/media/movie001')],
  ['a playlist', () => request('GET', '/v2/playlists/manual01')],
  ['an HLS playlist', () => request('GET', '/hls/alpha/main.m3u8')],
  ['a segment', () => request('GET', '/hls/alpha/main_000.ts')],
  ['an image', () => request('GET', '/art/card.svg')],
  ['a 404', () => request('GET', '/no/such/route')],
  ['a 400', () => request('GET', '/v2/playlists/manual01?page_limit=abc')],
  ['a CORS preflight', () => request('OPTIONS', '/api/customers/login')],
  ['a failed sign-in', () => request('POST', '/api/customers/login', { payload: { email: 'nobody@example.org', password: 'wrong-password-1' } })],
  ['the account API without a token', () => request('GET', '/api/favorites')],
];

describe('security headers (issue 21)', () => {
  it.each(REPLY_KINDS)('%s carries them', async (_kind, send) => {
    const reply = await send();
    expect(reply.headers['content-security-policy']).toBe(SERVER_CONTENT_SECURITY_POLICY);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    // The sites on other origins still load images and video from it.
    expect(reply.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('content replies may be cached; account replies may not', async () => {
    expect((await request('GET', '/v2/media/movie001')).headers['cache-control']).not.toBe('no-store');
    for (const reply of [
      await request('POST', '/api/customers/login', { payload: { email: 'nobody@example.org', password: 'wrong-password-1' } }),
      await request('GET', '/api/favorites'),
      await request('GET', '/api/dev/outbox'),
    ]) {
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });

  it('the dev outbox answers callers on this machine only (the socket address decides, not X-Forwarded-For)', async () => {
    expect((await request('GET', '/api/dev/outbox', { remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await request('GET', '/api/dev/outbox', { remoteAddress: '::1' })).statusCode).toBe(200);
    const remote = await request('GET', '/api/dev/outbox', { remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('mails');
  });
});

describe('allowed hosts (issue 21)', () => {
  const restricted = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture(), allowedHosts: ['tv.example.org', 'tv.example.org:8443'] });
  afterAll(() => restricted.close());
  const withHost = (host: string): Promise<LightMyRequestResponse> => restricted.inject({ method: 'GET', url: '/v2/media/movie001', headers: { host } }) as Promise<LightMyRequestResponse>;

  it.each(['tv.example.org', 'TV.example.org', 'tv.example.org:8443'])('answers %s, with URLs on that host', async (host) => {
    const reply = await withHost(host);
    expect(reply.statusCode).toBe(200);
    expect(reply.body.toLowerCase()).toContain(`//${host.toLowerCase()}/`);
  });

  it.each(['evil.example', 'tv.example.org:9999', 'tv.example.org.evil.example'])('refuses %s with 421 and no URL on it', async (host) => {
    const reply = await withHost(host);
    expect(reply.statusCode).toBe(421);
    expect(reply.body).not.toContain(host);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });
});
