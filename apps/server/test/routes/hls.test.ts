import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/loadCatalog';
import { buildServer } from '../../src/server';
import { editedCatalog, FIXTURE_CATALOG, fixtureServer, get, json } from '../helpers';

const app = fixtureServer();
const fixtureFile = (relative: string): Buffer => readFileSync(join(FIXTURE_CATALOG, 'media', relative));

describe('HLS VOD routes', () => {
  it.each([
    ['alpha/master.m3u8', 'application/vnd.apple.mpegurl'],
    ['alpha/main.m3u8', 'application/vnd.apple.mpegurl'],
    ['alpha/main_002.ts', 'video/mp2t'],
    ['polyglot/audio_de.m3u8', 'application/vnd.apple.mpegurl'],
    ['polyglot/audio_de_001.ts', 'video/mp2t'],
    ['polyglot/subtitles/es.m3u8', 'application/vnd.apple.mpegurl'],
    ['polyglot/subtitles/es_001.vtt', 'text/vtt; charset=utf-8'],
    ['polyglot/subtitles/en.vtt', 'text/vtt; charset=utf-8'],
    ['promo/promo.mp4', 'video/mp4'],
  ])('serves %s as %s, byte for byte', async (file, type) => {
    const response = await get(app, `/hls/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.rawPayload.equals(fixtureFile(file))).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(fixtureFile(file).length);
  });

  it('answers HEAD (the geo-block check) without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/hls/alpha/master.m3u8', headers: { host: 'tv.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(Number(response.headers['content-length'])).toBe(fixtureFile('alpha/master.m3u8').length);
    expect(response.body).toBe('');
  });

  it.each([
    '/hls/alpha/main_009.ts',
    '/hls/alpha/clip.json',
    '/hls/alpha/%2e%2e/%2e%2e/site.json',
    '/hls/alpha/..%2F..%2Fsite.json',
    '/hls/..%2Fsite.json/x',
    '/hls/nowhere/master.m3u8',
    '/hls/polyglot/subtitles%2F..%2F..%2Falpha/main_000.ts',
    '/hls/alpha/main_000.ts%00',
  ])('refuses %s: only files named by clip.json are served', async (url) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ code: 404 });
  });

  it('knows each clip file\'s size from start-up, so a segment needs no stat', () => {
    const alpha = loadCatalog(FIXTURE_CATALOG).clips.get('alpha')!;
    expect(alpha.stats.get('main_002.ts')?.size).toBe(fixtureFile('alpha/main_002.ts').length);
    expect([...alpha.stats.keys()]).toEqual([...alpha.files.keys()]);
  });

  // Segments are read up to 1 MiB at a time, stopping at their size: a larger one and an empty one still arrive whole.
  it.each([
    { case: 'larger than one read', bytes: 2.5 * 1024 * 1024 + 7 },
    { case: 'exactly one read', bytes: 1024 * 1024 },
    { case: 'empty', bytes: 0 },
  ])('serves a segment $case byte for byte', async ({ bytes }) => {
    const content = randomBytes(bytes);
    const dir = editedCatalog((catalog) => writeFileSync(join(catalog, 'media', 'alpha', 'main_002.ts'), content));
    const server = buildServer({ catalogDir: dir, catalog: loadCatalog(dir) });
    afterAll(() => server.close());
    const response = await get(server, '/hls/alpha/main_002.ts');
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(bytes);
    expect(response.rawPayload.equals(content)).toBe(true);
  });
});
