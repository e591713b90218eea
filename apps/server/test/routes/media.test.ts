import { mediaItemSchema, parseConfig, parseSettings, playlistSchema } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { fixtureServer, get, json } from '../helpers';

const app = fixtureServer();

type MediaReply = { title: string; kind: string; feedid: string; playlist: Array<Record<string, unknown>> };

describe('media item routes', () => {
  it.each([
    '/v2/media/movie001',
    '/v2/media/movie001?token=abc.def',
    '/v2/media/movie001/drm/Pol1cy42',
    '/v2/sites/fixsite1/media/movie001/playback.json?passport=x&plan_id=y',
    '/media/movie001',
    '/media/movie001/drm/Pol1cy42?token=t',
  ])('%s answers the one-item playlist shape', async (url) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = json<MediaReply>(response);
    expect(playlistSchema.parse(body).playlist).toHaveLength(1);
    expect(body).toMatchObject({ title: 'Alpha Movie', kind: 'Single Item', feedid: 'movie001' });
  });

  it('turns server-only fields into public ones', async () => {
    const item = json<MediaReply>(await get(app, '/v2/media/movie001')).playlist[0]!;
    expect(mediaItemSchema.parse(item).mediaid).toBe('movie001');
    for (const serverOnly of ['clip', 'art', 'artLabels', 'trailer', 'live', 'event']) expect(item).not.toHaveProperty(serverOnly);
    expect(item).toMatchObject({
      duration: 6,
      trailerId: 'trail001',
      'title-es': 'Película Alfa',
      free: 'true',
      image: 'http://tv.test:8080/v2/media/movie001/images/poster.webp?width=720',
      sources: [{ file: 'http://tv.test:8080/hls/alpha/master.m3u8', type: 'application/vnd.apple.mpegurl', width: 64, height: 36 }],
      tracks: [],
    });
    expect(item['images']).toEqual(
      [320, 480, 640, 720, 1280, 1920].map((width) => ({ src: `http://tv.test:8080/v2/media/movie001/images/poster.webp?width=${width}`, width, type: 'image/webp' })),
    );
  });

  it('lists subtitle tracks of the clip', async () => {
    const item = json<MediaReply>(await get(app, '/v2/media/movie003')).playlist[0]!;
    expect(item['tracks']).toEqual([
      { file: 'http://tv.test:8080/hls/polyglot/subtitles/en.vtt', kind: 'captions', label: 'English' },
      { file: 'http://tv.test:8080/hls/polyglot/subtitles/es.vtt', kind: 'captions', label: 'Español' },
    ]);
  });

  it('numbers episodes from their series file', async () => {
    const item = json<MediaReply>(await get(app, '/v2/media/episod03')).playlist[0]!;
    expect(item).toMatchObject({ seriesId: 'series01', seasonNumber: '2', episodeNumber: '1', contentType: 'episode' });
  });

  it('gives items that play nothing no sources', async () => {
    const item = json<MediaReply>(await get(app, '/v2/media/series01')).playlist[0]!;
    expect(item).not.toHaveProperty('sources');
    expect(item).toMatchObject({ contentType: 'series', trailerId: 'trail001' });
  });

  it('writes URLs for the origin the request used', async () => {
    const first = json<MediaReply>(await get(app, '/v2/media/movie002', { host: 'localhost:9000' })).playlist[0]!;
    const second = json<MediaReply>(await get(app, '/v2/media/movie002', { host: '127.0.0.1:8080' })).playlist[0]!;
    expect(first['image']).toBe('http://localhost:9000/v2/media/movie002/images/poster.webp?width=720');
    expect(second['image']).toBe('http://127.0.0.1:8080/v2/media/movie002/images/poster.webp?width=720');
  });

  it.each([
    ['/v2/media/zzzzzzzz', 404, 'MediaItem not found'],
    ['/media/zzzzzzzz', 404, 'MediaItem not found'],
    ['/v2/sites/othersit/media/movie001/playback.json', 404, 'Site not found'],
    ['/v2/media/bad-id', 400, 'Invalid parameter "id": is not a valid id'],
    ['/v2/media/movie001/drm/bad!policy', 400, 'Invalid parameter "policyId": is not a valid id'],
    ['/nothing/here', 404, 'Not found'],
    ['/v2/media/%E0%A4%A', 400, "'/v2/media/%E0%A4%A' is not a valid url component"],
  ])('%s -> %i with a JSON message', async (url, status, message) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ message, code: status });
  });

  it('allows any origin to GET, as the web apps run elsewhere', async () => {
    const response = await get(app, '/v2/media/movie001', { origin: 'http://localhost:5173' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/epg/channel1.json',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'api-key' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(preflight.headers['access-control-allow-headers']).toBe('api-key');
  });
});

describe('app configs and the settings file', () => {
  it('serves a config that passes the app rules', async () => {
    const response = await get(app, '/apps/configs/fixtcfg1.json');
    expect(response.statusCode).toBe(200);
    const result = parseConfig(json(response));
    expect(result.ok && result.config.siteId).toBe('fixsite1');
  });

  it.each([
    ['/apps/configs/nopecfg1.json', 404, 'Config not found'],
    ['/apps/configs/Fixtcfg1.json', 400, 'Invalid parameter "configId": must be 8 lowercase letters or digits followed by .json'],
    ['/apps/configs/fixtcfg1', 400, 'Invalid parameter "configId": must be 8 lowercase letters or digits followed by .json'],
  ])('%s -> %i', async (url, status, message) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ message, code: status, ...(status === 400 ? { parameter: 'configId' } : {}) });
  });

  it('serves /.webapp.ini as text that parses', async () => {
    const response = await get(app, '/.webapp.ini');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const result = parseSettings(response.body);
    expect(result.ok && result.settings.defaultConfigSource).toBe('fixtcfg1');
  });
});
