import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/AppError';
import {
  ConfigInvalidError,
  ConfigLoadError,
  ConfigLocationError,
  isStartupError,
  MissingConfigError,
  MultipleEntitlementTypesError,
  MultipleIntegrationsError,
  NoUsableConfigSourcesError,
  SettingsLoadError,
  TranslationsLoadError,
  type StartupError,
} from './errors';

describe('startup errors (spec 001 §8 "Config and startup")', () => {
  it.each<[string, StartupError, string, string]>([
    ['location', new ConfigLocationError(), 'config_location_not_found', 'No config location found'],
    ['load', new ConfigLoadError(), 'config_load_failed', 'Failed to load the config'],
    ['invalid', new ConfigInvalidError([{ path: 'siteId', message: 'Required' }]), 'config_invalid', 'No config found'],
    ['missing config', new MissingConfigError(), 'settings_invalid', 'No config found'],
    ['settings load', new SettingsLoadError(), 'settings_load_failed', 'Unable to load .webapp.ini'],
    ['no sources', new NoUsableConfigSourcesError(), 'no_usable_config_sources', 'No usable config sources'],
    [
      'integrations',
      new MultipleIntegrationsError(['cleeng', 'jwp']),
      'multiple_integrations',
      'Failed to initialize app, more than 1 integrations are enabled',
    ],
    [
      'entitlement types',
      new MultipleEntitlementTypesError(['cleeng_offers', 'jwp_access_fees']),
      'multiple_entitlement_types',
      'Failed to initialize app, more than 1 entitlement types are enabled',
    ],
    ['translations', new TranslationsLoadError(), 'translations_load_failed', 'Unable to load translations'],
  ])('%s: code, exact message, translation key, title', (_name, error, code, message) => {
    expect(error).toBeInstanceOf(AppError);
    expect(isStartupError(error)).toBe(true);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.translationKey).toBe(`error:${code}`);
    expect(error.title).toBe(message);
  });

  it('missing config shows settings_invalid', () => {
    expect(new MissingConfigError().translationKey).toBe('error:settings_invalid');
  });

  it('carries title, description and help link for the error screen', () => {
    const cause = new TypeError('fetch failed');
    const error = new ConfigLoadError({
      title: 'Config unavailable',
      description: 'The config server did not answer.',
      helpLink: 'https://help.example/config',
      location: '/apps/configs/abcd1234.json',
      status: 503,
      cause,
    });
    expect([error.title, error.description, error.helpLink, error.cause]).toEqual([
      'Config unavailable',
      'The config server did not answer.',
      'https://help.example/config',
      cause,
    ]);
    expect(error.details).toMatchObject({ location: '/apps/configs/abcd1234.json', status: 503 });
    expect(new ConfigLocationError().helpLink).toBeUndefined();
  });

  it('lists every config problem with its path', () => {
    const error = new ConfigInvalidError([
      { path: 'siteId', message: 'Required' },
      { path: 'content.2.type', message: 'Invalid option' },
    ]);
    expect(error.problems).toEqual([
      { path: 'siteId', message: 'Required' },
      { path: 'content.2.type', message: 'Invalid option' },
    ]);
    expect(error.description).toBe('The app config is invalid: siteId: Required; content.2.type: Invalid option');
    expect(new MissingConfigError().problems).toEqual([{ path: '', message: 'No config was given' }]);
  });

  it('names the enabled integrations and entitlement types', () => {
    expect(new MultipleIntegrationsError(['cleeng', 'jwp']).details['enabled']).toEqual(['cleeng', 'jwp']);
    expect(new MultipleEntitlementTypesError(['a', 'b']).description).toBe('Enabled entitlement types: a, b');
  });

  it('tells the viewer to check language settings when translations fail', () => {
    expect(new TranslationsLoadError().description).toBe(
      'Check your language settings and try again later. If the problem persists, contact support.',
    );
    expect(new TranslationsLoadError({ description: 'Other' }).description).toBe('Other');
  });
});
