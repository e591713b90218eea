import { describe, expect, it } from 'vitest';
import { createAppConfig } from './appConfig';

describe('createAppConfig', () => {
  it('runs on the local server with the children’s config and no settings file by default', () => {
    expect(createAppConfig({})).toEqual({
      contentHost: 'http://127.0.0.1:8080',
      defaultConfigSource: 'kidstory',
      settingsUrl: null,
      helpUrl: undefined,
      brand: { logo: '/logo.svg', name: 'Story Time' },
    });
  });

  it('reads the content host, config source, settings and help URLs from the environment', () => {
    expect(
      createAppConfig({
        VITE_CONTENT_HOST: 'https://media.example.org',
        VITE_DEFAULT_CONFIG_SOURCE: 'kids0002',
        VITE_SETTINGS_URL: 'https://stories.example.org/.webapp.ini',
        VITE_HELP_URL: 'https://help.example.org',
        BASE_URL: '/stories/',
      }),
    ).toMatchObject({
      contentHost: 'https://media.example.org',
      defaultConfigSource: 'kids0002',
      settingsUrl: 'https://stories.example.org/.webapp.ini',
      helpUrl: 'https://help.example.org',
      brand: { logo: '/stories/logo.svg' },
    });
  });

  it('treats blank variables as unset', () => {
    expect(createAppConfig({ VITE_CONTENT_HOST: ' ', VITE_SETTINGS_URL: '' })).toMatchObject({ contentHost: 'http://127.0.0.1:8080', settingsUrl: null });
  });
});
