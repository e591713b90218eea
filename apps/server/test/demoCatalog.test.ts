import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../src/index';
import { demoCatalogDir } from '../src/testing/packageRoot';
import { buildServer } from '../src/server';
import { get, json } from './helpers';

/**
 * The demo catalog reads as a channel, not as test content (apps/server/catalog/README.md): 720p
 * clips whose runtimes look like films, episodes and concerts (footage looped in the playlists),
 * artwork without titles in it, and a hero background for every title.
 */
const catalog = loadCatalog(demoCatalogDir());
const playable = catalog.items.filter((item) => item.clip);
const minutes = (item: (typeof playable)[number]) => catalog.clips.get(item.clip!)!.manifest.duration / 60;

describe('the demo catalog', () => {
  it.each([
    ['movie', 80, 120],
    ['episode', 20, 60],
    ['concert', 90, 130],
    ['trailer', 1, 3],
    ['reading', 5, 20],
  ])('every %s runs %i to %i minutes', (contentType, min, max) => {
    const runtimes = playable.filter((item) => item.contentType === contentType).map(minutes);
    expect(runtimes.length).toBeGreaterThan(0);
    for (const runtime of runtimes) {
      expect(runtime).toBeGreaterThanOrEqual(min);
      expect(runtime).toBeLessThanOrEqual(max);
    }
  });

  it('plays every clip at 1280x720', () => {
    for (const clip of catalog.clips.values()) expect([clip.id, clip.manifest.width, clip.manifest.height]).toEqual([clip.id, 1280, 720]);
  });

  it('loops a clip’s footage in its playlist, with a discontinuity before each repeat', () => {
    const { manifest, dir } = catalog.clips.get('harbour-dusk')!;
    const playlist = readFileSync(join(dir, manifest.variant.playlist), 'utf8');
    const loops = Number(manifest['loops']);
    expect(loops).toBeGreaterThan(1);
    expect(playlist.match(/^#EXT-X-DISCONTINUITY$/gm)).toHaveLength(loops - 1);
    expect(playlist.match(/^#EXTINF:/gm)).toHaveLength(loops * manifest.segments.length);
    expect(manifest.duration).toBeCloseTo(loops * manifest.segments.reduce((sum, segment) => sum + segment.duration, 0), 6);
  });

  it('draws posters without text, and gives every title a background', () => {
    for (const item of catalog.items) {
      expect(catalog.art.get(item.art)!.toString('utf8'), item.art).not.toContain('<text');
      expect(item.artLabels?.background, item.mediaid).toBeTruthy();
    }
  });

  it('sends a film’s runtime and its background image label', async () => {
    const app = buildServer({ catalogDir: demoCatalogDir(), catalog });
    const reply = json<{ playlist: Array<{ duration: number }> }>(await get(app, '/v2/media/mvTide01'));
    expect(reply.playlist[0]!.duration).toBe(98 * 60);
    const background = await get(app, '/v2/media/mvTide01/images/background.webp?fallback=false&width=640');
    expect(background.statusCode).toBe(200);
    await app.close();
  });
});
