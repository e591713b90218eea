import { describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSES_GLOBAL, readEarlyResponses, withEarlyResponses, type EarlyResponses } from './earlyResponses';

const CONFIG_URL = 'https://content.example/apps/configs/demoavod.json';
const network = () => vi.fn(async (url: string) => new Response(`network ${url}`));

describe('early responses', () => {
  it('answers the first GET of an early URL with the early reply, and the next one from the network', async () => {
    const fetch = network();
    const early: EarlyResponses = new Map([[CONFIG_URL, Promise.resolve(new Response('early'))]]);
    const earlyFetch = withEarlyResponses(fetch, early);
    expect(await (await earlyFetch(CONFIG_URL)).text()).toBe('early');
    expect(await (await earlyFetch(CONFIG_URL)).text()).toBe(`network ${CONFIG_URL}`);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another URL', 'https://content.example/v2/playlists/featured', undefined],
    ['a POST of the same URL', CONFIG_URL, { method: 'POST' }],
  ])('sends %s to the network', async (_, url, init) => {
    const fetch = network();
    const early: EarlyResponses = new Map([[CONFIG_URL, Promise.resolve(new Response('early'))]]);
    await withEarlyResponses(fetch, early)(url, init);
    expect(fetch).toHaveBeenCalledWith(url, init);
    expect(early.has(CONFIG_URL)).toBe(true);
  });

  it('asks the network again when the early request failed', async () => {
    const fetch = network();
    const early: EarlyResponses = new Map([[CONFIG_URL, Promise.reject(new TypeError('Failed to fetch'))]]);
    expect(await (await withEarlyResponses(fetch, early)(CONFIG_URL)).text()).toBe(`network ${CONFIG_URL}`);
  });

  it('passes an early HTTP error on as the reply it is', async () => {
    const early: EarlyResponses = new Map([[CONFIG_URL, Promise.resolve(new Response('gone', { status: 404 }))]]);
    expect((await withEarlyResponses(network(), early)(CONFIG_URL)).status).toBe(404);
  });

  it('reads the page global only when it is a Map', () => {
    const early: EarlyResponses = new Map();
    expect(readEarlyResponses({ [EARLY_RESPONSES_GLOBAL]: early })).toBe(early);
    expect(readEarlyResponses({ [EARLY_RESPONSES_GLOBAL]: { hostile: true } })).toBeUndefined();
    expect(readEarlyResponses({})).toBeUndefined();
  });
});
