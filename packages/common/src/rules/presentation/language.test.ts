import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, detectLanguage, matchLanguage, showsLanguageMenu } from './language';
import type { LanguageSources } from './language';

describe('detectLanguage (lng, then storage, then browser, then en)', () => {
  it.each<[string, LanguageSources, string]>([
    ['query first', { search: '?lng=th', storedLanguage: 'nl', browserLanguages: ['fr'] }, 'th'],
    ['storage next', { search: '?x=1', storedLanguage: 'nl', browserLanguages: ['fr'] }, 'nl'],
    ['browser next', { browserLanguages: ['fr-CA', 'de'] }, 'fr'],
    ['regional browser language', { browserLanguages: ['es-MX'] }, 'es'],
    ['first supported browser language', { browserLanguages: ['ja-JP', 'pt', 'de-AT'] }, 'de'],
    ['unsupported query ignored', { search: '?lng=ja', storedLanguage: 'de' }, 'de'],
    ['unsupported everything', { search: '?lng=ja', storedLanguage: 'xx', browserLanguages: ['zh'] }, 'en'],
    ['nothing', {}, 'en'],
    ['case and underscore', { storedLanguage: 'NL_be' }, 'nl'],
    ['restricted to the site languages', { browserLanguages: ['fr', 'es'], supported: ['en', 'es'] }, 'es'],
    ['site without en falls back to its first language', { browserLanguages: ['ja'], supported: ['th', 'nl'] }, 'th'],
    ['site with no languages still answers en', { supported: [] }, 'en'],
  ])('%s', (_name, sources, expected) => {
    expect(detectLanguage(sources)).toBe(expected);
  });

  it('prefers an exact regional match when the site offers one', () => {
    expect(matchLanguage('pt-BR', ['pt', 'pt-BR'])).toBe('pt-BR');
    expect(matchLanguage('pt-PT', ['pt', 'pt-BR'])).toBe('pt');
    expect(matchLanguage('', ['en'])).toBeUndefined();
    expect(matchLanguage(null)).toBeUndefined();
  });

  it('stores under jwapp.language', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('jwapp.language');
  });
});

describe('language menu', () => {
  it.each([
    [['en'], false],
    [['en', 'en'], false],
    [[], false],
    [['en', 'es'], true],
    [['en', 'es', 'th', 'nl', 'fr', 'de'], true],
  ])('%j -> %s', (supported, shown) => {
    expect(showsLanguageMenu(supported)).toBe(shown);
  });
});
