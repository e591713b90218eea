import { describe, expect, it } from 'vitest';
import { contentHostTags, startupRequests } from './contentHostHints.ts';

const HOST = 'https://content.example/base/';
const READS_SETTINGS = { defaultConfigSource: 'demoavod' };
const NO_SETTINGS = { defaultConfigSource: 'kidstory', readSettingsByDefault: false };

describe('startupRequests', () => {
  it.each([
    ['the settings file of the content host', { VITE_CONTENT_HOST: HOST }, READS_SETTINGS, { contentHost: 'https://content.example/base', settingsUrl: 'https://content.example/base/.webapp.ini' }],
    ['the settings file the build names', { VITE_CONTENT_HOST: HOST, VITE_SETTINGS_URL: 'https://settings.example/a.ini' }, NO_SETTINGS, { contentHost: 'https://content.example/base', settingsUrl: 'https://settings.example/a.ini' }],
    ["the app's default config, without a settings file", { VITE_CONTENT_HOST: HOST }, NO_SETTINGS, { contentHost: 'https://content.example/base', configSource: 'kidstory' }],
    ['the config the build names', { VITE_CONTENT_HOST: HOST, VITE_DEFAULT_CONFIG_SOURCE: 'demoauth' }, NO_SETTINGS, { contentHost: 'https://content.example/base', configSource: 'demoauth' }],
    ['a config URL', { VITE_DEFAULT_CONFIG_SOURCE: 'https://cfg.example/c.json' }, NO_SETTINGS, { contentHost: undefined, configSource: 'https://cfg.example/c.json' }],
    ['no settings file without a content host', {}, READS_SETTINGS, { contentHost: undefined, settingsUrl: undefined }],
    ['no host for a blank or broken variable', { VITE_CONTENT_HOST: ' not a url ' }, READS_SETTINGS, { contentHost: undefined, settingsUrl: undefined }],
  ])('%s', (_case, env, startup, expected) => {
    expect(startupRequests(env, startup)).toEqual(expected);
  });
});

describe('contentHostTags', () => {
  it('preconnects twice: fetch() and images do not share connections', () => {
    expect(contentHostTags({ VITE_CONTENT_HOST: HOST })).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://content.example', crossorigin: '' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://content.example' }, injectTo: 'head' },
    ]);
  });

  it('adds nothing when the build names no content host', () => {
    expect(contentHostTags({})).toEqual([]);
  });
});
