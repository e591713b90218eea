import { mediaItemSchema } from '@ott/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAdBreaks, type AdScheduleDeps } from './loadAdSchedule';
import { fixture, useStandardXmlParser } from './testing/vastFixtures';

const FILM = mediaItemSchema.parse({ mediaid: 'mv000001', title: 'A film', duration: 600 });
const SCHEDULE = { client: 'vast', adscheduleid: 'adsbrw01', schedule: [{ offset: 'pre', tag: 'http://ads.test/0.xml' }] };

/** The dependencies with a fetch that answers from a table and records each URL and its credentials mode. */
function depsServing(replies: Record<string, Response>) {
  const requests: { url: string; credentials: RequestCredentials | undefined }[] = [];
  const deps: AdScheduleDeps = {
    baseUrl: 'http://content.test/',
    getAdSchedule: vi.fn(() => Promise.resolve(SCHEDULE)),
    fetch: (input, init) => {
      const url = String(input);
      requests.push({ url, credentials: init?.credentials });
      return Promise.resolve(replies[url]?.clone() ?? new Response('Not found', { status: 404 }));
    },
  };
  return { deps, requests };
}

beforeEach(() => useStandardXmlParser());
afterEach(() => vi.unstubAllGlobals());

describe('loading a playback’s schedule', () => {
  it('by id: the content API’s ad schedule', async () => {
    const { deps } = depsServing({});
    const breaks = await loadAdBreaks({ kind: 'schedule', id: 'adsbrw01' }, FILM, deps, new AbortController().signal);
    expect(deps.getAdSchedule).toHaveBeenCalledWith('adsbrw01', { signal: expect.any(AbortSignal) });
    expect(breaks).toEqual([{ id: 'adsbrw01-0', offset: 'pre', tags: ['http://ads.test/0.xml'] }]);
  });

  it('by the config’s JSON URL: asked for the item (media_id), relative to the content host, without credentials', async () => {
    const { deps, requests } = depsServing({ 'http://content.test/v2/advertising/schedules/adsbrw01.json?media_id=mv000001': Response.json(SCHEDULE) });
    const breaks = await loadAdBreaks({ kind: 'json', url: '/v2/advertising/schedules/adsbrw01.json' }, FILM, deps, new AbortController().signal);
    expect(requests).toEqual([{ url: 'http://content.test/v2/advertising/schedules/adsbrw01.json?media_id=mv000001', credentials: 'omit' }]);
    expect(breaks.map((adBreak) => adBreak.offset)).toEqual(['pre']);
  });

  it('by the config’s VMAP URL', async () => {
    const { deps } = depsServing({ 'https://ads.test/vmap.xml': new Response(fixture('schedule.vmap.xml')) });
    const breaks = await loadAdBreaks({ kind: 'vmap', url: 'https://ads.test/vmap.xml' }, FILM, deps, new AbortController().signal);
    expect(breaks.map((adBreak) => adBreak.offset)).toEqual(['pre', 300, 'post']);
  });

  it.each([
    ['a schedule that answers 404', {}],
    ['a schedule that is not one', { 'http://content.test/s.json?media_id=mv000001': Response.json({ schedule: 'none' }) }],
  ])('%s is an error (the playback then has no ads)', async (_case, replies) => {
    const { deps } = depsServing(replies);
    await expect(loadAdBreaks({ kind: 'json', url: 's.json' }, FILM, deps, new AbortController().signal)).rejects.toThrow();
  });
});
