import { describe, expect, it } from 'vitest';
import { ConfigLoadError } from '../config/errors';
import type { Settings } from '../config/settings';
import { configSchema, type ConfigInput } from '../entities/config';
import { accessModelForConfig, createConfigStore, selectShowsLanguageMenu } from './configStore';

const config = (extra: Partial<ConfigInput> = {}) =>
  configSchema.parse({ description: 'A video site', siteId: 'site0001', content: [], menu: [], ...extra });

describe('accessModelForConfig (spec 000 §4 access-model selection)', () => {
  it.each([
    ['billing provider with a monthly offer', { integrations: { cleeng: { id: '1', monthlyOffer: 'S1' } } }, 'cleeng', 'SVOD'],
    ['billing provider with a yearly offer', { integrations: { cleeng: { id: '1', yearlyOffer: 'S2' } } }, 'cleeng', 'SVOD'],
    ['billing provider without offers', { integrations: { cleeng: { id: '1' } } }, 'cleeng', 'AUTHVOD'],
    ['video platform with an asset', { integrations: { jwp: { clientId: 'c', assetId: 42 } } }, 'jwp', 'SVOD'],
    ['video platform without an asset', { integrations: { jwp: { clientId: 'c' } } }, 'jwp', 'AUTHVOD'],
    ['custom account API', { integrations: { custom: { apiUrl: 'https://api' } } }, 'custom', 'AUTHVOD'],
    ['Cognito-style variant', { integrations: { cognito: { userPoolId: 'pool' } } }, 'cognito', 'SVOD'],
    ['no provider, free', { contentProtection: { accessModel: 'free' } }, null, 'AVOD'],
    ['no provider, authvod', { contentProtection: { accessModel: 'authvod' } }, null, 'AUTHVOD'],
    ['no provider, svod', { contentProtection: { accessModel: 'svod' } }, null, 'SVOD'],
    ['no provider, no protection', {}, null, 'AVOD'],
  ] as const)('%s: %s', (_case, extra, integration, accessModel) => {
    const parsed = config(extra);
    expect(accessModelForConfig(parsed)).toBe(accessModel);
    expect(accessModelForConfig(parsed, integration)).toBe(accessModel);
  });
});

describe('config store', () => {
  it('starts loading, without a config, failing closed to SVOD', () => {
    expect(createConfigStore().getState()).toMatchObject({
      config: null,
      settings: null,
      integration: null,
      accessModel: 'SVOD',
      loading: true,
      error: null,
      language: 'en',
    });
    expect(createConfigStore({ loading: false }).getState().loading).toBe(false);
  });

  it('derives the integration and access model from a loaded config and ends loading', () => {
    const store = createConfigStore();
    store.getState().setError(new ConfigLoadError());
    store.getState().setLoading(true);
    const loaded = config({ integrations: { jwp: { clientId: 'c', assetId: 'a1' } } });
    store.getState().setConfig(loaded);
    expect(store.getState()).toMatchObject({ config: loaded, integration: 'jwp', accessModel: 'SVOD', loading: false, error: null });
  });

  it('lets the Cognito variant change the access model at run time', () => {
    const store = createConfigStore();
    store.getState().setConfig(config({ integrations: { cognito: { userPoolId: 'pool' } } }));
    store.getState().setAccessModel('AVOD');
    expect(store.getState().accessModel).toBe('AVOD');
  });

  it('keeps the startup error and ends loading; null clears it', () => {
    const store = createConfigStore();
    const error = new ConfigLoadError({ helpLink: 'https://help' });
    store.getState().setError(error);
    expect(store.getState()).toMatchObject({ error, loading: false });
    expect(store.getState().error?.message).toBe('Failed to load the config');
    store.getState().setError(null);
    expect(store.getState().error).toBeNull();
  });

  it('holds the settings', () => {
    const store = createConfigStore();
    const settings: Settings = { defaultConfigSource: 'abcd1234', additionalAllowedConfigSources: [], UNSAFE_allowAnyConfigSource: false };
    store.getState().setSettings(settings);
    expect(store.getState().settings).toBe(settings);
  });

  it.each([
    ['a supported code', 'es', true, 'es'],
    ['a regional variant', 'nl-BE', true, 'nl'],
    ['upper case with underscore', 'FR_ca', true, 'fr'],
    ['an unsupported code', 'pt', false, 'en'],
    ['an empty value', '', false, 'en'],
  ])('switches language to %s', (_case, requested, accepted, language) => {
    const store = createConfigStore();
    expect(store.getState().setLanguage(requested)).toBe(accepted);
    expect(store.getState().language).toBe(language);
  });

  it.each([
    ['a supported start language', { language: 'de' }, 'de'],
    ['an unsupported one: en', { language: 'pt' }, 'en'],
    ['a site without en: its first language', { language: 'pt', supportedLanguages: ['nl', 'fr'] }, 'nl'],
  ])('starts with %s', (_case, options, language) => {
    expect(createConfigStore(options).getState().language).toBe(language);
  });

  it.each([
    [['en'], false],
    [['en', 'en'], false],
    [['en', 'es'], true],
  ])('shows the language menu for %j: %s', (supportedLanguages, shown) => {
    expect(selectShowsLanguageMenu(createConfigStore({ supportedLanguages }).getState())).toBe(shown);
  });
});
