import { describe, expect, it } from 'vitest';
import { get, json, local, mediaToken, ORIGIN, protectedServer, signedItem } from './helpers';

type Item = { mediaid: string; sources: Array<{ file: string }>; tracks: Array<{ file: string }> };
const itemOf = (body: string): Item => (JSON.parse(body) as { playlist: Item[] }).playlist[0]!;
const SIGNED = /\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/;

describe('media JSON of protected items', () => {
  const { app, clock } = protectedServer();

  it('answers open items as before, without a token, from the public reply cache', async () => {
    const reply = await get(app, '/v2/media/movie001?token=anything');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=300');
    expect(itemOf(reply.body).sources[0]!.file).toBe(`${ORIGIN}/hls/alpha/master.m3u8`);
  });

  it.each(['/v2/media/paid0001', '/v2/media/paid0001/drm/policy01', '/media/paid0001', '/media/paid0001/drm/policy01', '/v2/sites/fixsite1/media/paid0001/playback.json'])(
    '%s: 401 without a token, 403 with a bad one or another item\'s, signed sources with its own',
    async (path) => {
      expect(json(await get(app, path))).toEqual({ message: 'Missing media token', code: 401 });
      expect(json(await get(app, `${path}?token=not.a.token`))).toEqual({ message: 'Invalid or expired media token', code: 403 });
      expect((await get(app, `${path}?token=${await mediaToken(app, 'paid0002')}`)).statusCode).toBe(403);

      const reply = await get(app, `${path}?token=${await mediaToken(app, 'paid0001')}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('private, no-store');
      const item = itemOf(reply.body);
      expect(item.mediaid).toBe('paid0001');
      expect(item.sources[0]!.file).toMatch(new RegExp(`^${ORIGIN}/vod/paid0001/master\\.m3u8${SIGNED.source.slice(0, -1)}$`));
      expect(item.tracks.map((track) => local(track.file))).toEqual([expect.stringMatching(/^\/vod\/paid0001\/subtitles\/en\.vtt\?exp=/), expect.stringMatching(/^\/vod\/paid0001\/subtitles\/es\.vtt\?exp=/)]);
    },
  );

  it('refuses an expired media token (10 minutes)', async () => {
    const token = await mediaToken(app, 'paid0001');
    clock.advance(10 * 60 * 1000);
    expect((await get(app, `/v2/media/paid0001?token=${token}`)).statusCode).toBe(403);
    clock.set('2025-03-01T12:00:00Z');
  });

  it('signs live channels and live events with the live family', async () => {
    expect((await signedItem(app, 'paidchan')).sources[0]!.file).toMatch(/\/live\/paidchan\/master\.m3u8\?exp=\d+&sig=/);
    // At noon the daily 11:00-11:30 event is over: its recording plays through the item-bound VOD path.
    expect((await signedItem(app, 'paidevnt')).sources[0]!.file).toMatch(/\/vod\/paidevnt\/master\.m3u8\?exp=\d+&sig=/);
    clock.set('2025-03-01T11:15:00Z');
    expect((await signedItem(app, 'paidevnt')).sources[0]!.file).toMatch(/\/live\/paidevnt\/master\.m3u8\?exp=\d+&sig=/);
    clock.set('2025-03-01T12:00:00Z');
  });

  it('lists protected items with unsigned item-bound URLs (which answer 401), never signed ones', async () => {
    const reply = await get(app, '/apps/watchlists/favlist1?media_ids=paid0001,paidchan,movie001');
    const items = (JSON.parse(reply.body) as { playlist: Item[] }).playlist;
    expect(items.map((item) => local(item.sources[0]!.file))).toEqual(['/vod/paid0001/master.m3u8', '/live/paidchan/master.m3u8', '/hls/alpha/master.m3u8']);
    expect(reply.body).not.toContain('sig=');
    expect((await get(app, '/vod/paid0001/master.m3u8')).statusCode).toBe(401);
  });
});
