import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { breakpointForWidth, cardImageSources, firstScreenImageHints, shelfImageSizes, shelfTileCount } from '@ott/common';
import { EARLY_PLAYLISTS, EARLY_RESPONSES_GLOBAL, earlyRequestsScript } from './earlyRequests.ts';

const HOST = 'https://content.example';
const SETTINGS = `${HOST}/.webapp.ini`;
const CONFIG = `${HOST}/apps/configs/demoavod.json`;
const HOME = {
  content: [
    { type: 'playlist', contentId: 'featured' },
    { type: 'continue_watching', contentId: 'cntwatch' },
    { type: 'playlist', contentId: 'new films' },
    { type: 'playlist', contentId: 'livechnl' },
  ],
};

interface Page {
  replies?: Record<string, Response | Error>;
  search?: string;
  stored?: string | null;
  innerWidth?: number;
  /** Receives the attributes of each element the script appends to the head. */
  preloads?: Array<Record<string, string>>;
}

/** Runs the script in a page of its own, whose fetch answers from `replies`; resolves with the URLs it asked for, in order. */
async function run(script: string, { replies = {}, search = '', stored = null, innerWidth = 390, preloads = [] }: Page): Promise<string[]> {
  const asked: string[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string) => {
    asked.push(url);
    const reply = replies[url];
    return reply instanceof Error || !reply ? Promise.reject(reply ?? new TypeError('Failed to fetch')) : Promise.resolve(reply.clone());
  };
  const document = {
    createElement: () => {
      const attributes: Record<string, string> = {};
      return { attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
    },
    head: {
      appendChild: ({ attributes, setAttribute: _method, ...properties }: { attributes: Record<string, string>; setAttribute: unknown }) =>
        preloads.push({ ...attributes, ...properties }),
    },
  };
  const location = { search, href: 'https://site.example/' };
  runInNewContext(script, { window, fetch, location, localStorage: { getItem: () => stored }, document, innerWidth, URL, URLSearchParams, Promise, Map, Array, JSON, String, encodeURIComponent });
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect([...(window[EARLY_RESPONSES_GLOBAL] as Map<string, unknown>).keys()]).toEqual(asked);
  return asked;
}

const readsSettings = earlyRequestsScript({ VITE_CONTENT_HOST: HOST }, { defaultConfigSource: 'demoavod' })!;
const settingsReply = (text: string) => new Response(text);

describe('earlyRequestsScript', () => {
  it("asks for the settings, the config they name and the home's first playlists, each as the one before arrives", async () => {
    const asked = await run(readsSettings, { replies: { [SETTINGS]: settingsReply('[options]\ndefaultConfigSource = demoavod\n'), [CONFIG]: Response.json(HOME) } });
    expect(asked).toEqual([SETTINGS, CONFIG, `${HOST}/v2/playlists/featured`, `${HOST}/v2/playlists/new%20films`]);
    expect(asked.filter((url) => url.includes('/v2/playlists/'))).toHaveLength(EARLY_PLAYLISTS);
  });

  it('asks for the config directly when the app reads no settings file', async () => {
    const script = earlyRequestsScript({ VITE_CONTENT_HOST: `${HOST}/` }, { defaultConfigSource: 'kidstory', readSettingsByDefault: false })!;
    const config = `${HOST}/apps/configs/kidstory.json`;
    expect(await run(script, { replies: { [config]: Response.json({ content: [] }) } })).toEqual([config]);
  });

  it.each([
    ['the page names another config', { search: '?app-config=demoauth' }],
    ['a config source is stored', { stored: '"demoauth"' }],
  ])('asks for the settings only when %s', async (_case, page) => {
    expect(await run(readsSettings, { ...page, replies: { [SETTINGS]: settingsReply('defaultConfigSource = demoavod') } })).toEqual([SETTINGS]);
  });

  it.each([
    ['the settings name a content host of the other shape', { [SETTINGS]: settingsReply('defaultConfigSource = demoavod\ncontentApiShape = second') }, [SETTINGS]],
    ['the settings file is missing', { [SETTINGS]: new Response('no', { status: 404 }) }, [SETTINGS]],
    ['the network fails', {}, [SETTINGS]],
    ['the config is not JSON', { [SETTINGS]: settingsReply('defaultConfigSource = demoavod'), [CONFIG]: new Response('<html>') }, [SETTINGS, CONFIG]],
    ['the config has no content list', { [SETTINGS]: settingsReply('defaultConfigSource = demoavod'), [CONFIG]: Response.json({ content: 'hostile' }) }, [SETTINGS, CONFIG]],
  ])('stops quietly when %s, leaving the rest to the app', async (_case, replies, expected) => {
    expect(await run(readsSettings, { replies })).toEqual(expected);
  });

  it.each([
    ['a phone', 390],
    ['a tablet', 800],
    ['a desktop', 1440],
  ])("preloads each early shelf's first card image on %s exactly as the card will ask for it", async (_device, innerWidth) => {
    const script = earlyRequestsScript({ VITE_CONTENT_HOST: HOST }, { defaultConfigSource: 'demoavod' }, firstScreenImageHints())!;
    const home = { content: [{ type: 'playlist', contentId: 'featured', featured: true }, { type: 'playlist', contentId: 'films' }] };
    const playlist = (mediaid: string) => Response.json({ playlist: [{ mediaid }, { mediaid: 'second' }] });
    const preloads: Array<Record<string, string>> = [];
    await run(script, {
      innerWidth,
      preloads,
      replies: { [SETTINGS]: settingsReply('defaultConfigSource = demoavod'), [CONFIG]: Response.json(home), [`${HOST}/v2/playlists/featured`]: playlist('hero1'), [`${HOST}/v2/playlists/films`]: playlist('film 2') },
    });
    const card = (mediaid: string, featured: boolean) => {
      const { src, srcSet, sizes } = cardImageSources(
        `${HOST}/v2/media/${encodeURIComponent(mediaid)}/images/card.webp?poster_fallback=1&width=640`,
        featured ? 'featured' : 'tile',
        shelfImageSizes(featured, shelfTileCount(breakpointForWidth(innerWidth), featured)),
      );
      return { rel: 'preload', as: 'image', href: src, imagesrcset: srcSet, imagesizes: sizes, fetchpriority: 'high' };
    };
    expect(preloads).toEqual(expect.arrayContaining([card('hero1', true), card('film 2', false)]));
    expect(preloads).toHaveLength(2);
  });

  it('preloads no image when a playlist is malformed or fails', async () => {
    const script = earlyRequestsScript({ VITE_CONTENT_HOST: HOST }, { defaultConfigSource: 'demoavod' }, firstScreenImageHints())!;
    const preloads: Array<Record<string, string>> = [];
    await run(script, {
      preloads,
      replies: {
        [SETTINGS]: settingsReply('defaultConfigSource = demoavod'),
        [CONFIG]: Response.json(HOME),
        [`${HOST}/v2/playlists/featured`]: Response.json({ playlist: [{ mediaid: 42 }] }),
        [`${HOST}/v2/playlists/new%20films`]: new Response('nope', { status: 500 }),
      },
    });
    expect(preloads).toEqual([]);
  });

  it('makes no request when the build names no content host and the app reads settings', () => {
    expect(earlyRequestsScript({}, { defaultConfigSource: 'demoavod' })).toBeUndefined();
  });
});
