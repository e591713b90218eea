import { describe, expect, it } from 'vitest';
import { createAppConfig } from './appConfig';

describe('createAppConfig', () => {
  it('uses the local server and the demo AVOD config by default', () => {
    expect(createAppConfig({})).toEqual({
      contentHost: 'http://127.0.0.1:8080',
      defaultConfigSource: 'demoavod',
      settingsUrl: undefined,
      helpUrl: undefined,
      brand: { logo: '/logo.svg', name: 'OTT Web App' },
    });
  });

  it('reads the content host, config source, settings and help URLs from the environment', () => {
    const appConfig = createAppConfig({
      VITE_CONTENT_HOST: 'https://media.example.org',
      VITE_DEFAULT_CONFIG_SOURCE: 'demosvod',
      VITE_SETTINGS_URL: 'https://tv.example.org/.webapp.ini',
      VITE_HELP_URL: 'https://help.example.org',
      BASE_URL: '/tv/',
    });
    expect(appConfig).toMatchObject({
      contentHost: 'https://media.example.org',
      defaultConfigSource: 'demosvod',
      settingsUrl: 'https://tv.example.org/.webapp.ini',
      helpUrl: 'https://help.example.org',
      brand: { logo: '/tv/logo.svg' },
    });
  });

  it('treats blank variables as unset', () => {
    expect(createAppConfig({ VITE_CONTENT_HOST: ' ', VITE_DEFAULT_CONFIG_SOURCE: '' })).toMatchObject({
      contentHost: 'http://127.0.0.1:8080',
      defaultConfigSource: 'demoavod',
    });
  });
});
