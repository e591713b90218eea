import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
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
}

/** Runs the script in a page of its own, whose fetch answers from `replies`; resolves with the URLs it asked for, in order. */
async function run(script: string, { replies = {}, search = '', stored = null }: Page): Promise<string[]> {
  const asked: string[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string) => {
    asked.push(url);
    const reply = replies[url];
    return reply instanceof Error || !reply ? Promise.reject(reply ?? new TypeError('Failed to fetch')) : Promise.resolve(reply.clone());
  };
  runInNewContext(script, { window, fetch, location: { search }, localStorage: { getItem: () => stored }, URLSearchParams, Promise, Map, Array, JSON, encodeURIComponent });
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

  it('makes no request when the build names no content host and the app reads settings', () => {
    expect(earlyRequestsScript({}, { defaultConfigSource: 'demoavod' })).toBeUndefined();
  });
});
