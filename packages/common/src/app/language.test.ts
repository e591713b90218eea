import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../constants';
import { createMemoryStorage, createStorageService } from '../services/storage';
import { detectInitialLanguage, requestedLanguageOf, saveLanguage } from './language';

describe('language detection (lng, then jwapp.language, then the browser, then en)', () => {
  const storageWith = (stored?: string) => {
    const storage = createStorageService(createMemoryStorage());
    if (stored !== undefined) saveLanguage(storage, stored);
    return storage;
  };

  it.each([
    ['the lng query parameter first', '?lng=nl', 'fr', ['de'], 'nl'],
    ['then the stored language', '', 'fr', ['de'], 'fr'],
    ['then the browser', '', undefined, ['de-AT', 'en'], 'de'],
    ['then English', '', undefined, ['ja'], 'en'],
    ['an unsupported query value is skipped', '?lng=ja', 'es', [], 'es'],
  ])('%s', (_name, search, stored, browserLanguages, expected) => {
    expect(detectInitialLanguage({ search, storage: storageWith(stored), browserLanguages, supported: SUPPORTED_LANGUAGES })).toBe(expected);
  });

  it('reads a stored value written as JSON too', () => {
    const backend = createMemoryStorage({ 'jwapp.language': '"th"' });
    expect(detectInitialLanguage({ search: '', storage: createStorageService(backend), browserLanguages: [], supported: SUPPORTED_LANGUAGES })).toBe('th');
  });

  it('only offers languages the site supports', () => {
    expect(detectInitialLanguage({ search: '?lng=th', storage: storageWith(), browserLanguages: [], supported: ['en', 'es'] })).toBe('en');
    expect(requestedLanguageOf('?lng=es-MX', ['en', 'es'])).toBe('es');
    expect(requestedLanguageOf('', ['en', 'es'])).toBeUndefined();
  });
});
