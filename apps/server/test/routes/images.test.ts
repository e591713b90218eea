import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixtureServer, get, json } from '../helpers';

const app = fixtureServer();

async function decoded(url: string) {
  const response = await get(app, url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  const metadata = await sharp(response.rawPayload).metadata();
  return { response, metadata, stats: await sharp(response.rawPayload).stats() };
}

describe('image routes', () => {
  it.each([
    [320, 320],
    [500, 640],
    [720, 720],
    [1, 160],
    [1000, 1280],
    [99999, 3840],
  ])('renders width=%i as a %i px wide WebP', async (requested, expected) => {
    const { metadata } = await decoded(`/v2/media/movie001/images/poster.webp?width=${requested}`);
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(expected);
  });

  it('keeps the art aspect ratio and renders 720 px by default', async () => {
    const { metadata } = await decoded('/v2/media/movie001/images/poster.webp');
    expect([metadata.width, metadata.height]).toEqual([720, 405]);
  });

  it('renders the label art when the item has one', async () => {
    // card.svg is mostly #457b9d blue; the poster is mostly #1d3557 navy.
    const card = await decoded('/v2/media/movie001/images/card.webp?width=320');
    const poster = await decoded('/v2/media/movie001/images/poster.webp?width=320');
    expect(card.metadata.height).toBe(180);
    expect(card.response.headers.etag).not.toBe(poster.response.headers.etag);
  });

  it('falls back to the poster with poster_fallback=1', async () => {
    const fallback = await decoded('/v2/media/movie002/images/card.webp?width=320&poster_fallback=1');
    const poster = await decoded('/v2/media/movie002/images/poster.webp?width=320');
    expect(fallback.response.headers.etag).toBe(poster.response.headers.etag);
  });

  it('tries the label named by fallback before the poster', async () => {
    const viaCard = await decoded('/v2/media/movie001/images/background.webp?width=320&fallback=card&poster_fallback=1');
    const card = await decoded('/v2/media/movie001/images/card.webp?width=320');
    expect(viaCard.response.headers.etag).toBe(card.response.headers.etag);
  });

  it('sends a neutral placeholder when label art is missing, or 404 with fallback=false', async () => {
    const placeholder = await decoded('/v2/media/movie002/images/channel_logo.webp?width=320');
    const poster = await decoded('/v2/media/movie002/images/poster.webp?width=320');
    expect(placeholder.response.headers.etag).not.toBe(poster.response.headers.etag);
    expect(placeholder.metadata.width).toBe(320);
    const missing = await get(app, '/v2/media/movie002/images/channel_logo.webp?fallback=false');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Image not found', code: 404 });
  });

  it('caches: one ETag per image, 304 when the client has it', async () => {
    const first = await get(app, '/v2/media/movie001/images/poster.webp?width=480');
    const second = await get(app, '/v2/media/movie001/images/poster.webp?width=470');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await get(app, '/v2/media/movie001/images/poster.webp?width=480', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('renders raw art for the guide', async () => {
    const { metadata } = await decoded('/art/logo.webp?width=640');
    expect([metadata.width, metadata.height]).toEqual([640, 640]);
  });

  it.each([
    ['/v2/media/zzzzzzzz/images/poster.webp', 404, 'MediaItem not found'],
    ['/art/nothing.webp', 404, 'Image not found'],
    ['/v2/media/movie001/images/poster.webp?width=0', 400, 'Invalid parameter "width": must be an integer from 1 to 1000000'],
    ['/v2/media/movie001/images/poster.webp?width=wide', 400, 'Invalid parameter "width": must be an integer'],
    ['/v2/media/movie001/images/poster.webp?width=12.5', 400, 'Invalid parameter "width": must be an integer'],
    ['/v2/media/movie001/images/poster.png', 400, 'Invalid parameter "label": must be a name followed by .webp'],
    ['/v2/media/movie001/images/Poster!.webp', 400, 'Invalid parameter "label": must be a name followed by .webp'],
    ['/v2/media/movie001/images/card.webp?poster_fallback=maybe', 400, 'Invalid parameter "poster_fallback": must be true or false (1 or 0)'],
    ['/v2/media/movie001/images/card.webp?fallback=no%20way', 400, 'Invalid parameter "fallback": must be true, false or an image label'],
    ['/art/..%2Fsite.webp', 400, 'Invalid parameter "name": must be a name followed by .webp'],
  ])('%s -> %i', async (url, status, message) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ message, code: status });
  });
});

describe('hostile image requests (issue 21)', () => {
  it.each(['constructor', '__proto__', 'tostring', 'hasownproperty', 'valueof'])('a label or fallback named %s is refused or unknown, never a 500', async (name) => {
    // 404 (no such label) or 400 (not a label's shape); with a fallback, the placeholder.
    expect([400, 404]).toContain((await get(app, `/v2/media/movie001/images/${name}.webp?fallback=false`)).statusCode);
    expect([200, 400]).toContain((await get(app, `/v2/media/movie001/images/missing.webp?fallback=${name}`)).statusCode);
    expect([400, 404]).toContain((await get(app, `/art/${name}.webp`)).statusCode);
  });
});
