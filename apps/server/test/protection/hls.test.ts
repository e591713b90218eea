import { describe, expect, it } from 'vitest';
import { parseMediaPlaylist } from '../m3u8';
import { editedCatalog, editJson } from '../helpers';
import { buildServer } from '../../src/server';
import { COUNTRY_HEADER, get, local, playlistUris, protectedServer, request, resolveUri, signedItem } from './helpers';

const seconds = (iso: string): number => Date.parse(iso) / 1000;
const withoutSignature = (url: string): string => url.replace(/[?&]exp=\d+&sig=[A-Za-z0-9_-]+/, '');
const querySignature = (url: string): string => new URL(url, 'http://x').search.slice(1);

describe('signed HLS of protected VOD items', () => {
  const { app, clock } = protectedServer();

  /** Follows the signed master down to a variant, an audio rendition, a subtitle playlist and their first segments. */
  async function walk(master: string): Promise<string[]> {
    const reply = await get(app, master);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const visited: string[] = [master];
    for (const uri of playlistUris(reply.body)) {
      expect(uri).toMatch(/\?exp=\d+&sig=/);
      const playlist = resolveUri(master, uri);
      const child = await get(app, playlist);
      expect(child.statusCode, playlist).toBe(200);
      const first = playlistUris(child.body)[0]!;
      expect(first).toMatch(/\?exp=\d+&sig=/);
      const segment = resolveUri(playlist, first);
      const file = await get(app, segment);
      expect(file.statusCode, segment).toBe(200);
      expect(file.headers['cache-control']).toBe('private, max-age=600');
      visited.push(playlist, segment);
    }
    return visited;
  }

  it('plays from the signed master through every playlist and segment, each URI signed again', async () => {
    const master = local((await signedItem(app, 'paid0001')).sources[0]!.file);
    const visited = await walk(master);
    expect(visited.map(withoutSignature)).toEqual([
      '/vod/paid0001/master.m3u8',
      '/vod/paid0001/audio_en.m3u8',
      '/vod/paid0001/audio_en_000.ts',
      '/vod/paid0001/audio_de.m3u8',
      '/vod/paid0001/audio_de_000.ts',
      '/vod/paid0001/subtitles/en.m3u8',
      '/vod/paid0001/subtitles/en_000.vtt',
      '/vod/paid0001/subtitles/es.m3u8',
      '/vod/paid0001/subtitles/es_000.vtt',
      '/vod/paid0001/main.m3u8',
      '/vod/paid0001/main_000.ts',
    ]);
  });

  it('answers 401 to the master, a variant and a segment without a signature, 403 with a wrong one', async () => {
    for (const path of ['/vod/paid0001/master.m3u8', '/vod/paid0001/main.m3u8', '/vod/paid0001/main_001.ts', '/vod/paid0001/subtitles/en.vtt']) {
      expect((await get(app, path)).statusCode, path).toBe(401);
      expect((await request(app, 'HEAD', path)).statusCode, path).toBe(401);
      expect((await get(app, `${path}?exp=4102444000&sig=${'A'.repeat(43)}`)).statusCode, path).toBe(403);
      expect((await get(app, `${path}?exp=soon&sig=${'A'.repeat(43)}`)).statusCode, path).toBe(403);
      expect((await get(app, `${path}?sig=${'A'.repeat(43)}`)).statusCode, path).toBe(403);
    }
    expect((await get(app, '/vod/paid0001/main.m3u8')).body).toBe('{"message":"Missing signature","code":401}');
  });

  it('refuses an expired signature with 403', async () => {
    const master = local((await signedItem(app, 'paid0001')).sources[0]!.file);
    clock.advance(10 * 60 * 1000);
    expect((await get(app, master)).statusCode).toBe(403);
    clock.set('2025-03-01T12:00:00Z');
  });

  it("does not open item B with item A's signature, though both play the same clip", async () => {
    const signatureOfA = querySignature((await signedItem(app, 'paid0001')).sources[0]!.file);
    for (const file of ['master.m3u8', 'main.m3u8', 'main_000.ts']) {
      expect((await get(app, `/vod/paid0002/${file}?${signatureOfA}`)).statusCode).toBe(403);
      expect((await get(app, `/vod/paid0001/${file}?${signatureOfA}`)).statusCode).toBe(200);
    }
    // Nor a live signature of the same item family-crossed, nor item A's on a live channel.
    const liveSignature = querySignature((await signedItem(app, 'paidchan')).sources[0]!.file);
    expect((await get(app, `/vod/paid0001/master.m3u8?${liveSignature}`)).statusCode).toBe(403);
    expect((await get(app, `/live/paidchan/master.m3u8?${signatureOfA}`)).statusCode).toBe(403);
  });

  it('keeps HEAD working: 200 with the signature, the geo-block check of the apps', async () => {
    const master = local((await signedItem(app, 'paid0001')).sources[0]!.file);
    const head = await request(app, 'HEAD', master);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('plays free items without any signature, as before', async () => {
    for (const [path, cacheControl] of [
      ['/hls/alpha/master.m3u8', 'public, max-age=86400'],
      ['/hls/alpha/main.m3u8', 'public, max-age=86400'],
      ['/hls/alpha/main_000.ts', 'public, max-age=31536000, immutable'],
    ]) {
      const reply = await get(app, path!);
      expect(reply.statusCode, path).toBe(200);
      expect(reply.headers['cache-control']).toBe(cacheControl);
    }
    expect((await get(app, '/hls/alpha/main.m3u8')).body).not.toContain('sig=');
  });

  it('serves no open item through the item-bound path, and refuses bad paths with 4xx', async () => {
    expect((await get(app, '/vod/movie001/master.m3u8')).statusCode).toBe(404);
    expect((await get(app, '/vod/zzzzzzzz/master.m3u8')).statusCode).toBe(404);
    expect((await get(app, '/vod/bad!id/master.m3u8')).statusCode).toBe(400);
    expect((await get(app, '/vod/paid0001/../../alpha/master.m3u8')).statusCode).toBeLessThan(500);
    const signature = querySignature((await signedItem(app, 'paid0001')).sources[0]!.file);
    expect((await get(app, `/vod/paid0001/clip.json?${signature}`)).statusCode).toBe(404);
    expect((await get(app, `/vod/paid0001/subtitles%2F..%2F..%2Falpha/main_000.ts?${signature}`)).statusCode).toBe(404);
  });
});

describe('clips that only protected items play', () => {
  // movie003 is the only open item playing "polyglot": made protected, the clip has no open path left.
  const dir = editedCatalog((catalog) => editJson<Array<Record<string, unknown>>>(catalog, 'items/movies.json', (items) => void delete items.find((item) => item['mediaid'] === 'movie003')!['free']));
  const app = buildServer({ catalogDir: dir });

  it('are not served at /hls/{clip}', async () => {
    expect((await get(app, '/hls/polyglot/master.m3u8')).statusCode).toBe(404);
    expect((await get(app, '/hls/polyglot/main_000.ts')).statusCode).toBe(404);
    expect((await get(app, '/hls/alpha/master.m3u8')).statusCode).toBe(200);
    expect((await get(app, '/hls/promo/promo.mp4')).statusCode).toBe(200);
    await app.close();
  });
});

describe('signed HLS of protected live channels and events', () => {
  const { app, clock } = protectedServer();

  it('needs the signature on the master, the media playlist and every segment, signed again on each refresh', async () => {
    const master = local((await signedItem(app, 'paidchan')).sources[0]!.file);
    expect((await get(app, '/live/paidchan/master.m3u8')).statusCode).toBe(401);
    expect((await get(app, '/live/paidchan/media.m3u8')).statusCode).toBe(401);

    const masterReply = await get(app, master);
    expect(masterReply.statusCode).toBe(200);
    expect(masterReply.headers['cache-control']).toBe('private, no-store');
    const mediaUri = playlistUris(masterReply.body)[0]!;
    expect(mediaUri).toMatch(/^media\.m3u8\?exp=\d+&sig=/);
    const media = resolveUri(master, mediaUri);

    const first = parseMediaPlaylist((await get(app, media)).body);
    expect(first.segments).toHaveLength(6);
    for (const segment of first.segments) expect(segment.uri).toMatch(/^\/live\/paidchan\/hls\/(alpha|beta)\/main_\d{3}\.ts\?exp=\d+&sig=/);
    const segment = first.segments[0]!.uri;
    expect((await get(app, segment)).statusCode).toBe(200);
    expect((await get(app, withoutSignature(segment))).statusCode).toBe(401);
    expect((await get(app, `${withoutSignature(segment)}?${querySignature((await signedItem(app, 'paid0001')).sources[0]!.file)}`)).statusCode).toBe(403);
    // A clip the channel does not play, or a file the clip does not have.
    expect((await get(app, `/live/paidchan/hls/polyglot/main_000.ts?${querySignature(segment)}`)).statusCode).toBe(404);
    expect((await get(app, `/live/paidchan/hls/alpha/clip.json?${querySignature(segment)}`)).statusCode).toBe(404);

    // Ten minutes later the media playlist URL still plays (it is reloaded for as long as one watches), with fresh segment signatures.
    clock.advance(10 * 60 * 1000);
    expect((await get(app, master)).statusCode).toBe(403);
    const later = parseMediaPlaylist((await get(app, media)).body);
    expect(later.segments[0]!.uri).not.toBe(segment);
    expect((await get(app, later.segments[0]!.uri)).statusCode).toBe(200);
    expect((await get(app, segment)).statusCode).toBe(403);
    clock.set('2025-03-01T12:00:00Z');
  });

  it('keeps open channels as they were: no signature, segments at /hls', async () => {
    const reply = await get(app, '/live/channel1/media.m3u8');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=1');
    for (const segment of parseMediaPlaylist(reply.body).segments) expect(segment.uri).toMatch(/^\/hls\/(alpha|beta)\/main_\d{3}\.ts$/);
    expect((await get(app, '/live/channel1/hls/alpha/main_000.ts')).statusCode).toBe(404);
  });

  it('protects a live event while it is live', async () => {
    clock.set('2025-03-01T11:15:00Z');
    expect((await get(app, '/live/paidevnt/master.m3u8')).statusCode).toBe(401);
    const master = local((await signedItem(app, 'paidevnt')).sources[0]!.file);
    const media = resolveUri(master, playlistUris((await get(app, master)).body)[0]!);
    const segments = parseMediaPlaylist((await get(app, media)).body).segments;
    expect(segments.length).toBeGreaterThan(0);
    expect((await get(app, segments.at(-1)!.uri)).statusCode).toBe(200);
    clock.set('2025-03-01T12:00:00Z');
  });

  it.each([
    ['the open channel', 'channel1', '2025-03-01T11:00:00Z', '2025-03-01T11:50:00Z', false],
    ['the protected channel, its 10:30-11:30 programme', 'paidchan', '2025-03-01T10:30:00Z', '2025-03-01T11:30:00Z', true],
    ['the protected channel, its 11:30-12:00 programme just ended', 'paidchan', '2025-03-01T11:30:00Z', '2025-03-01T12:00:00Z', true],
  ])('plays exactly an ended programme of %s as a VOD playlist', async (_name, id, start, end, signed) => {
    const base = signed ? local((await signedItem(app, id)).sources[0]!.file) : `/live/${id}/master.m3u8`;
    // The client appends start and end to the signed URL it was given.
    const master = `${base}${base.includes('?') ? '&' : '?'}start=${seconds(start)}&end=${seconds(end)}`;
    const masterReply = await get(app, master);
    expect(masterReply.statusCode).toBe(200);
    const media = resolveUri(master, playlistUris(masterReply.body)[0]!);
    const playlist = parseMediaPlaylist((await get(app, media)).body);
    expect(playlist.tags['EXT-X-PLAYLIST-TYPE']).toBe('VOD');
    expect(playlist.ended).toBe(true);
    const duration = playlist.segments.reduce((sum, segment) => sum + segment.duration, 0);
    expect(Math.abs(duration - (seconds(end) - seconds(start)))).toBeLessThan(2);
    expect(playlist.segments[0]!.programDateTime).toBe(new Date(start).toISOString());
    if (signed) expect((await get(app, playlist.segments.at(-1)!.uri)).statusCode).toBe(200);
  });
});

describe('geo-blocking', () => {
  const { app } = protectedServer();
  const { app: noHeaderOption } = protectedServer({ countryHeader: '' });

  it('answers 403 "access blocked" on every playlist and segment of a blocked item for a viewer of a blocked country', async () => {
    const master = local((await signedItem(app, 'paid0002')).sources[0]!.file);
    const head = await request(app, 'HEAD', master, { headers: { [COUNTRY_HEADER]: 'AQ' } });
    expect(head.statusCode).toBe(403);
    const blocked = await get(app, master, { [COUNTRY_HEADER]: 'aq' });
    expect(JSON.parse(blocked.body)).toEqual({ message: 'access blocked', code: 403 });
    expect((await get(app, master.replace('master.m3u8', 'main.m3u8'), { [COUNTRY_HEADER]: 'AQ' })).statusCode).toBe(403);
    expect((await get(app, master.replace('master.m3u8', 'main_000.ts'), { [COUNTRY_HEADER]: 'AQ' })).statusCode).toBe(403);
    expect((await get(app, master.replace('master.m3u8', 'main_000.ts'), { [COUNTRY_HEADER]: 'FR' })).statusCode).toBe(200);

    expect((await request(app, 'HEAD', master, { headers: { [COUNTRY_HEADER]: 'FR' } })).statusCode).toBe(200);
    expect((await request(app, 'HEAD', master)).statusCode).toBe(200);
    // Items without a block list play everywhere.
    const other = local((await signedItem(app, 'paid0001')).sources[0]!.file);
    expect((await request(app, 'HEAD', other, { headers: { [COUNTRY_HEADER]: 'AQ' } })).statusCode).toBe(200);
  });

  it('is off without the country-header option', async () => {
    const master = local((await signedItem(noHeaderOption, 'paid0002')).sources[0]!.file);
    expect((await request(noHeaderOption, 'HEAD', master, { headers: { [COUNTRY_HEADER]: 'AQ' } })).statusCode).toBe(200);
  });
});
