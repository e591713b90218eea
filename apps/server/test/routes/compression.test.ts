import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixtureServer, get } from '../helpers';

const app = fixtureServer();
const PLAYLIST = '/v2/playlists/dynamic1';

describe('compressed replies', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('a playlist asked for with %s comes compressed and reads the same', async (encoding, decompress) => {
    const plain = await get(app, PLAYLIST);
    const compressed = await get(app, PLAYLIST, { 'accept-encoding': `${encoding}` });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decompress(compressed.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
  });

  it('prefers brotli when the browser takes both', async () => {
    const response = await get(app, PLAYLIST, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends a reply as it is to a client that asks for no encoding', async () => {
    const response = await get(app, PLAYLIST);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body)).toHaveProperty('playlist');
  });

  it('leaves images alone: webp is already compressed', async () => {
    const response = await get(app, '/v2/media/movie001/images/card.webp?width=320', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small replies alone', async () => {
    const response = await get(app, '/.webapp.ini', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
