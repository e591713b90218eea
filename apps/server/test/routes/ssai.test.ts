import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { editedCatalog, editJson, FIXTURE_CATALOG, get, json, writeFile } from '../helpers';
import { buildServer } from '../../src/server';
import { fixedClock } from '../../src/clock';
import { local, mediaToken, playlistUris } from '../protection/helpers';

/** The fixture catalog plus a config with server-side ad insertion: a pre-roll, a mid-roll at 5 s, a post-roll (each the 2-s `promo`). */
const catalogDir = editedCatalog((dir) => {
  writeFile(dir, 'ads/ssaisch1.json', JSON.stringify({ id: 'ssaisch1', breaks: [{ offset: 'pre', clip: 'promo' }, { offset: '00:00:05', clip: 'promo' }, { offset: 'post', clip: 'promo' }] }));
  const base = JSON.parse(readFileSync(join(dir, 'configs/fixtcfg1.json'), 'utf8')) as Record<string, unknown>;
  writeFile(dir, 'configs/fixtssai.json', JSON.stringify({ ...base, id: 'fixtssai', adSchedule: 'ssaisch1', adDeliveryMethod: 'ssai' }));
  editJson<Array<Record<string, unknown>>>(dir, 'items/protected.json', (items) => [
    ...items,
    { mediaid: 'paidalfa', title: 'Paid Alpha', contentType: 'movie', requiresSubscription: 'true', clip: 'alpha', art: 'poster' },
  ]);
});

const beaconFetch = vi.fn((_url: string | URL | Request) => Promise.resolve(new Response(null, { status: 204 })));
const app: FastifyInstance = buildServer({
  catalogDir,
  clock: fixedClock(Date.parse('2025-03-01T12:00:00Z')),
  contentSecret: 'the-content-secret-of-the-ssai-tests-0123456789',
  adBeaconFetch: beaconFetch as unknown as typeof fetch,
  allowedHosts: ['tv.test:8080'],
});
afterAll(() => app.close());

const ORIGIN = 'http://tv.test:8080';
const lines = (text: string): string[] => text.trim().split('\n');

/** Starts a session and returns the URL of its variant playlist (path and query). */
async function startSession(mediaId: string, query = ''): Promise<string> {
  const master = await get(app, `/ssai/fixtssai/${mediaId}/master.m3u8${query}`);
  expect(master.statusCode, master.body).toBe(200);
  expect(master.headers['cache-control']).toBe('private, no-store');
  const variant = playlistUris(master.body).at(-1)!;
  expect(variant).toMatch(new RegExp(`^${ORIGIN}/ssai/session/[A-Za-z0-9_-]{22}/main\\.m3u8$`));
  return local(variant);
}

describe('server-side ad insertion', () => {
  it('stitches the pre-roll, the mid-roll at the nearest segment boundary and the post-roll, framed by discontinuities and cue markers', async () => {
    const variant = await startSession('movie001');
    const reply = await get(app, variant);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const session = variant.split('/')[3];
    const ad = (n: number): string => `${ORIGIN}/ssai/session/${session}/ads/${n}/0.ts`;
    // alpha: three 2-s segments; 5 s lies between the boundaries at 4 and 6 s (the end): the earlier one wins.
    expect(lines(reply.body)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXT-X-CUE-OUT:2.000',
      '#EXTINF:2.000000,',
      ad(0),
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-CUE-IN',
      '#EXTINF:2.000000,',
      `${ORIGIN}/hls/alpha/main_000.ts`,
      '#EXTINF:2.000000,',
      `${ORIGIN}/hls/alpha/main_001.ts`,
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-CUE-OUT:2.000',
      '#EXTINF:2.000000,',
      ad(1),
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-CUE-IN',
      '#EXTINF:2.000000,',
      `${ORIGIN}/hls/alpha/main_002.ts`,
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-CUE-OUT:2.000',
      '#EXTINF:2.000000,',
      ad(2),
      '#EXT-X-ENDLIST',
    ]);
    const segment = await get(app, local(ad(1)));
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload.equals(readFileSync(join(FIXTURE_CATALOG, 'media/promo/main_000.ts')))).toBe(true);
  });

  it('fires the ad tracking URLs from the server once each, in order, when the player fetches the ad segments', async () => {
    beaconFetch.mockClear();
    const variant = await startSession('movie002');
    const session = variant.split('/')[3];
    await get(app, variant);
    expect(beaconFetch).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i += 1) expect((await get(app, `/ssai/session/${session}/ads/0/0.ts`)).statusCode).toBe(200);
    const events = `${ORIGIN}/v2/advertising/events`;
    await vi.waitFor(() => expect(beaconFetch).toHaveBeenCalledTimes(6));
    expect(beaconFetch.mock.calls.map(([url]) => String(url))).toEqual([
      `${events}?event=impression&ad=ssaisch1-0`,
      `${events}?ad=ssaisch1-0&event=start`,
      `${events}?ad=ssaisch1-0&event=firstQuartile`,
      `${events}?ad=ssaisch1-0&event=midpoint`,
      `${events}?ad=ssaisch1-0&event=thirdQuartile`,
      `${events}?ad=ssaisch1-0&event=complete`,
    ]);
    // Each URL is one the VAST of that break gives a player.
    const vast = (await get(app, '/v2/advertising/vast/ssaisch1/0.xml')).body;
    for (const [url] of beaconFetch.mock.calls) expect(vast).toContain(String(url));
    // A HEAD does not count as playing the ad.
    beaconFetch.mockClear();
    expect((await app.inject({ method: 'HEAD', url: `/ssai/session/${session}/ads/2/0.ts`, headers: { host: 'tv.test:8080' } })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(beaconFetch).not.toHaveBeenCalled();
  });

  it('sends no beacon to a Host the server does not know (no PUBLIC_URL, no ALLOWED_HOSTS): only to itself', async () => {
    const fetched = vi.fn((_url: string | URL | Request) => Promise.resolve(new Response(null, { status: 204 })));
    const open = buildServer({ catalogDir, adBeaconFetch: fetched as unknown as typeof fetch });
    afterAll(() => open.close());
    for (const host of ['tracker.evil.example', '127.0.0.1:8080']) {
      const master = await open.inject({ url: '/ssai/fixtssai/movie001/master.m3u8', headers: { host } });
      const variant = local(playlistUris(master.body).at(-1)!);
      await open.inject({ url: variant.replace('main.m3u8', 'ads/0/0.ts'), headers: { host } });
    }
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(6));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toHaveBeenCalledTimes(6);
    expect(fetched.mock.calls.every(([url]) => String(url).startsWith('http://127.0.0.1:8080/v2/advertising/events?'))).toBe(true);
  });

  it('answers a segment at once even when the tracking server hangs', async () => {
    beaconFetch.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    const variant = await startSession('movie001');
    // The beacon never answers: a segment that waited for it would never come.
    expect((await get(app, `/ssai/session/${variant.split('/')[3]}/ads/1/0.ts`)).statusCode).toBe(200);
  });

  it('keeps a protected item protected: the session needs its signature and links signed content segments', async () => {
    const signed = (await get(app, `/v2/media/paidalfa?token=${await mediaToken(app, 'paidalfa')}`)).body;
    const query = new URL((JSON.parse(signed) as { playlist: Array<{ sources: Array<{ file: string }> }> }).playlist[0]!.sources[0]!.file).search;
    expect((await get(app, '/ssai/fixtssai/paidalfa/master.m3u8')).statusCode).toBe(401);
    expect((await get(app, `/ssai/fixtssai/paidalfa/master.m3u8?exp=4102444000&sig=${'A'.repeat(43)}`)).statusCode).toBe(403);
    const variant = await startSession('paidalfa', query);
    const body = (await get(app, variant)).body;
    const content = playlistUris(body).filter((uri) => !uri.includes('/ads/'));
    expect(content).toHaveLength(3);
    for (const uri of content) {
      expect(uri).toMatch(/^http:\/\/tv\.test:8080\/vod\/paidalfa\/main_00\d\.ts\?exp=\d+&sig=/);
      expect((await get(app, local(uri))).statusCode).toBe(200);
    }
  });

  it('passes a clip the ad does not fit (alternate audio, subtitles) through without breaks, every playlist reachable', async () => {
    const master = await get(app, '/ssai/fixtssai/movie003/master.m3u8');
    expect(master.statusCode).toBe(200);
    for (const uri of playlistUris(master.body)) {
      const playlist = await get(app, local(uri));
      expect(playlist.statusCode, uri).toBe(200);
      expect(playlist.body).not.toContain('CUE-OUT');
      const first = playlistUris(playlist.body)[0]!;
      expect(first.startsWith(`${ORIGIN}/hls/polyglot/`), first).toBe(true);
      expect((await get(app, local(first))).statusCode, first).toBe(200);
    }
  });

  it('leaves the plain playlist of a clip as it is on disk', async () => {
    const reply = await get(app, '/hls/alpha/main.m3u8');
    expect(reply.body).toBe(readFileSync(join(FIXTURE_CATALOG, 'media/alpha/main.m3u8'), 'utf8'));
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers HEAD on the session start without opening a session', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/ssai/fixtssai/movie001/master.m3u8', headers: { host: 'tv.test:8080' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it.each([
    ['/ssai/FIXT!cfg/movie001/master.m3u8', 400, 'Invalid parameter "configId"'],
    ['/ssai/nosuchcf/movie001/master.m3u8', 404, 'Config not found'],
    ['/ssai/fixtcfg1/movie001/master.m3u8', 404, 'Server-side ad insertion not configured'],
    ['/ssai/fixtssai/movie..1/master.m3u8', 400, 'Invalid parameter "id"'],
    ['/ssai/fixtssai/nosuch01/master.m3u8', 404, 'MediaItem not found'],
    ['/ssai/fixtssai/channel1/master.m3u8', 404, 'File not found'],
    ['/ssai/session/not-a-session/main.m3u8', 400, 'Invalid parameter "session"'],
    ['/ssai/session/AAAAAAAAAAAAAAAAAAAAAA/main.m3u8', 404, 'Ad insertion session not found'],
  ])('%s -> %i', async (url, status, message) => {
    const reply = await get(app, url);
    expect(reply.statusCode).toBe(status);
    expect(json(reply)).toMatchObject({ code: status, message: expect.stringContaining(message) });
  });

  it.each(['master.m3u8', 'main_000.ts', 'clip.json', '..%2F..%2Fbeta%2Fmain.m3u8', 'ads/9/0.ts', 'ads/0/1.ts', 'ads/0/x.ts', 'ads/0/..%2Fmain.m3u8'])(
    'refuses session file %s with 404',
    async (file) => {
      const variant = await startSession('movie001');
      const reply = await get(app, variant.replace('main.m3u8', file));
      expect(reply.statusCode).toBe(404);
    },
  );
});
