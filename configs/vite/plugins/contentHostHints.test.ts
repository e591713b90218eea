import { describe, expect, it } from 'vitest';
import { contentHostTags, firstRequestUrl } from './contentHostHints.ts';

const HOST = 'https://content.example/base/';
const READS_SETTINGS = { defaultConfigSource: 'demoavod' };
const NO_SETTINGS = { defaultConfigSource: 'kidstory', readSettingsByDefault: false };

describe('firstRequestUrl', () => {
  it.each([
    ['the settings file of the content host', { VITE_CONTENT_HOST: HOST }, READS_SETTINGS, 'https://content.example/base/.webapp.ini'],
    ['the settings file the build names', { VITE_CONTENT_HOST: HOST, VITE_SETTINGS_URL: 'https://settings.example/a.ini' }, NO_SETTINGS, 'https://settings.example/a.ini'],
    ["the app's default config, without a settings file", { VITE_CONTENT_HOST: HOST }, NO_SETTINGS, 'https://content.example/base/apps/configs/kidstory.json'],
    ['the config the build names', { VITE_CONTENT_HOST: HOST, VITE_DEFAULT_CONFIG_SOURCE: 'demoauth' }, NO_SETTINGS, 'https://content.example/base/apps/configs/demoauth.json'],
    ['a config URL', { VITE_DEFAULT_CONFIG_SOURCE: 'https://cfg.example/c.json' }, NO_SETTINGS, 'https://cfg.example/c.json'],
    ['nothing without a content host', {}, READS_SETTINGS, undefined],
    ['nothing for a blank or broken variable', { VITE_CONTENT_HOST: ' not a url ' }, READS_SETTINGS, undefined],
  ])('%s', (_case, env, startup, expected) => {
    expect(firstRequestUrl(env, startup)).toBe(expected);
  });
});

describe('contentHostTags', () => {
  it('preconnects twice (fetch and images) and preloads the first request as the app fetches it', () => {
    expect(contentHostTags({ VITE_CONTENT_HOST: HOST }, READS_SETTINGS)).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://content.example', crossorigin: '' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://content.example' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preload', href: 'https://content.example/base/.webapp.ini', as: 'fetch', crossorigin: '' }, injectTo: 'head' },
    ]);
  });

  it('adds nothing when the build names no content host', () => {
    expect(contentHostTags({}, READS_SETTINGS)).toEqual([]);
  });
});
