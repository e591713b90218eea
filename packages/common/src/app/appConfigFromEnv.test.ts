import { describe, expect, it } from 'vitest';
import { appConfigFromEnv } from './appConfigFromEnv';

const defaults = { defaultConfigSource: 'demoavod', brandName: 'OTT Web App' };

describe('appConfigFromEnv', () => {
  it('uses the local server, the app’s config source and brand, and the content host’s settings file by default', () => {
    expect(appConfigFromEnv({}, defaults)).toEqual({
      contentHost: 'http://127.0.0.1:8080',
      defaultConfigSource: 'demoavod',
      settingsUrl: undefined,
      helpUrl: undefined,
      brand: { logo: '/logo.svg', name: 'OTT Web App' },
    });
  });

  it('reads the content host, config source, settings and help URLs from the environment', () => {
    const appConfig = appConfigFromEnv(
      {
        VITE_CONTENT_HOST: 'https://media.example.org',
        VITE_DEFAULT_CONFIG_SOURCE: 'demosvod',
        VITE_SETTINGS_URL: 'https://tv.example.org/.webapp.ini',
        VITE_HELP_URL: 'https://help.example.org',
        BASE_URL: '/tv/',
      },
      defaults,
    );
    expect(appConfig).toMatchObject({
      contentHost: 'https://media.example.org',
      defaultConfigSource: 'demosvod',
      settingsUrl: 'https://tv.example.org/.webapp.ini',
      helpUrl: 'https://help.example.org',
      brand: { logo: '/tv/logo.svg' },
    });
  });

  it('treats blank variables as unset', () => {
    expect(appConfigFromEnv({ VITE_CONTENT_HOST: ' ', VITE_DEFAULT_CONFIG_SOURCE: '' }, defaults)).toMatchObject({
      contentHost: 'http://127.0.0.1:8080',
      defaultConfigSource: 'demoavod',
    });
  });

  it('takes another default content host', () => {
    expect(appConfigFromEnv({}, { ...defaults, defaultContentHost: 'https://media.example.org' })).toMatchObject({ contentHost: 'https://media.example.org' });
  });

  describe('without a settings file by default', () => {
    const noSettings = { ...defaults, readSettingsByDefault: false };

    it('reads none (`settingsUrl: null`), also when the variable is blank', () => {
      expect(appConfigFromEnv({}, noSettings)).toMatchObject({ settingsUrl: null });
      expect(appConfigFromEnv({ VITE_CONTENT_HOST: ' ', VITE_SETTINGS_URL: '' }, noSettings)).toMatchObject({ contentHost: 'http://127.0.0.1:8080', settingsUrl: null });
    });

    it('reads the one VITE_SETTINGS_URL names', () => {
      expect(appConfigFromEnv({ VITE_SETTINGS_URL: 'https://stories.example.org/.webapp.ini' }, noSettings)).toMatchObject({
        settingsUrl: 'https://stories.example.org/.webapp.ini',
      });
    });
  });
});
