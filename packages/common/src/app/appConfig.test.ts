import { describe, expect, it } from 'vitest';
import { resolveAppConfig } from './appConfig';

describe('resolveAppConfig', () => {
  it('defaults the content host to the page origin and the settings file to the content host', () => {
    expect(resolveAppConfig({}, 'https://tv.example')).toEqual({
      defaultConfigSource: undefined,
      contentHost: 'https://tv.example',
      settingsUrl: 'https://tv.example/.webapp.ini',
      brand: {},
      languages: ['en', 'es', 'th', 'nl', 'fr', 'de'],
      helpUrl: undefined,
    });
  });

  it.each([
    [{ contentHost: 'http://127.0.0.1:8080/' }, 'http://127.0.0.1:8080', 'http://127.0.0.1:8080/.webapp.ini'],
    [{ contentHost: 'http://cdn.test', settingsUrl: 'https://tv.example/settings.ini' }, 'http://cdn.test', 'https://tv.example/settings.ini'],
    [{ contentHost: '  ', settingsUrl: null }, 'https://tv.example', null],
  ])('%j -> host %s, settings %s', (appConfig, contentHost, settingsUrl) => {
    const resolved = resolveAppConfig(appConfig, 'https://tv.example');
    expect(resolved.contentHost).toBe(contentHost);
    expect(resolved.settingsUrl).toBe(settingsUrl);
  });

  it('keeps only supported languages, once each, and always at least English', () => {
    expect(resolveAppConfig({ languages: ['es', 'xx', 'es', 'th'] }, 'https://tv.example').languages).toEqual(['es', 'th']);
    expect(resolveAppConfig({ languages: ['xx'] }, 'https://tv.example').languages).toEqual(['en']);
  });

  it('treats a blank default source as none', () => {
    expect(resolveAppConfig({ defaultConfigSource: ' ' }, 'https://tv.example').defaultConfigSource).toBeUndefined();
  });
});
