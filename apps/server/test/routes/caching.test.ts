import { describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server';
import { fixture, FIXTURE_CATALOG, fixtureServer, get, testClock } from '../helpers';

/**
 * What a CDN in front sees (issue 22): Cache-Control per kind of reply, validators, and 304 for a
 * conditional GET that already holds the reply.
 */
const clock = testClock('2025-03-01T12:00:00Z');
const app = fixtureServer(clock);

describe('Cache-Control for a CDN', () => {
  it.each([
    ['catalog JSON', '/v2/playlists/manual01', 'public, max-age=300'],
    ['a media item', '/v2/media/movie001', 'public, max-age=300'],
    ['series', '/apps/series/series01', 'public, max-age=300'],
    ['a list holding a live event (follows the clock)', '/v2/media/event001', 'public, max-age=10'],
    ['an image', '/v2/media/movie001/images/poster.webp?width=320', 'public, max-age=86400'],
    ['a VOD master playlist', '/hls/alpha/master.m3u8', 'public, max-age=86400'],
    ['a VOD media playlist', '/hls/alpha/main.m3u8', 'public, max-age=86400'],
    ['a segment', '/hls/alpha/main_000.ts', 'public, max-age=31536000, immutable'],
    ['a live master playlist', '/live/channel1/master.m3u8', 'public, max-age=10'],
    ['a live media playlist (half its 2-s target duration)', '/live/channel1/media.m3u8', 'public, max-age=1'],
    ['the config (revalidated on every use)', '/apps/configs/fixtcfg1.json', 'no-cache'],
  ])('%s: %s', async (_kind, url, cacheControl) => {
    const reply = await get(app, url);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe(cacheControl);
    expect(reply.headers.etag).toBeDefined();
  });

  it('a finished catch-up window is fixed for good', async () => {
    const start = Date.parse('2025-03-01T10:00:00Z') / 1000;
    const reply = await get(app, `/live/channel1/media.m3u8?start=${start}&end=${start + 60}`);
    expect([reply.statusCode, reply.headers['cache-control']]).toEqual([200, 'public, max-age=86400']);
  });

  it('the account API stays no-store, without validators', async () => {
    const withAccounts = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture(), accounts: { tokenSecret: 'c'.repeat(32), passwordHashCost: 'test' } });
    const reply = await get(withAccounts, '/api/customers/me');
    expect([reply.statusCode, reply.headers['cache-control'], reply.headers.etag]).toEqual([401, 'no-store', undefined]);
    const ready = await get(withAccounts, '/ready');
    expect([ready.headers['cache-control'], ready.headers.etag]).toEqual(['no-store', undefined]);
    await withAccounts.close();
  });
});

describe('conditional GETs answer 304', () => {
  it('a segment: by its ETag, by Last-Modified, HEAD too; a changed tag gets the bytes', async () => {
    const first = await get(app, '/hls/alpha/main_000.ts');
    const { etag, 'last-modified': lastModified } = first.headers;
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(Date.parse(String(lastModified))).not.toBeNaN();
    for (const headers of [{ 'if-none-match': String(etag) }, { 'if-none-match': `"other", W/${etag}` }, { 'if-modified-since': String(lastModified) }] as Array<Record<string, string>>) {
      const again = await get(app, '/hls/alpha/main_000.ts', headers);
      expect([again.statusCode, again.body, again.headers.etag], JSON.stringify(headers)).toEqual([304, '', etag]);
    }
    const head = await app.inject({ method: 'HEAD', url: '/hls/alpha/main_000.ts', headers: { 'if-none-match': String(etag) } });
    expect(head.statusCode).toBe(304);
    const changed = await get(app, '/hls/alpha/main_000.ts', { 'if-none-match': '"not-it"' });
    expect([changed.statusCode, changed.rawPayload.length]).toEqual([200, first.rawPayload.length]);
    const older = await get(app, '/hls/alpha/main_000.ts', { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' });
    expect(older.statusCode).toBe(200);
  });

  it('an image', async () => {
    const first = await get(app, '/art/poster.webp?width=320');
    const again = await get(app, '/art/poster.webp?width=320', { 'if-none-match': String(first.headers.etag) });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('a VOD playlist and a live playlist (until the window moves)', async () => {
    const vod = await get(app, '/hls/alpha/main.m3u8');
    expect((await get(app, '/hls/alpha/main.m3u8', { 'if-none-match': String(vod.headers.etag) })).statusCode).toBe(304);

    const live = await get(app, '/live/channel1/media.m3u8');
    expect(live.headers.etag).toMatch(/^W\/"/);
    expect((await get(app, '/live/channel1/media.m3u8', { 'if-none-match': String(live.headers.etag) })).statusCode).toBe(304);
    clock.advance(2000);
    const moved = await get(app, '/live/channel1/media.m3u8', { 'if-none-match': String(live.headers.etag) });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(live.headers.etag);
  });

  it('catalog JSON, compressed or not (a weak tag over the text)', async () => {
    const plain = await get(app, '/v2/playlists/dynamic1');
    const brotli = await get(app, '/v2/playlists/dynamic1', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    const again = await get(app, '/v2/playlists/dynamic1', { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect([again.statusCode, again.body, again.headers['content-encoding']]).toEqual([304, '', undefined]);
  });
});

describe('reply URLs behind a CDN', () => {
  it('come from the public URL whatever the Host, so every edge caches the same bytes', async () => {
    const behind = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture(), publicUrl: 'https://cdn.example.org' });
    const one = await behind.inject({ url: '/v2/media/movie001', headers: { host: 'origin-1.internal:8080' } });
    const two = await behind.inject({ url: '/v2/media/movie001', headers: { host: 'attacker.example' } });
    expect(one.body).toContain('"https://cdn.example.org/hls/');
    expect(two.body).not.toContain('attacker.example');
    expect(two.headers.etag).toBe(one.headers.etag);
    await behind.close();
  });
});
