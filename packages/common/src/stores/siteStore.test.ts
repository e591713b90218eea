import { describe, expect, it } from 'vitest';
import { createSiteStore, selectShowsLanguageMenu } from './siteStore';

describe('site store', () => {
  it('starts failing closed to SVOD unless told the access model', () => {
    expect(createSiteStore().getState()).toMatchObject({ accessModel: 'SVOD', language: 'en' });
    expect(createSiteStore({ accessModel: 'AVOD' }).getState().accessModel).toBe('AVOD');
  });

  it('lets an integration change the access model at run time', () => {
    const store = createSiteStore({ accessModel: 'SVOD' });
    store.getState().setAccessModel('AVOD');
    expect(store.getState().accessModel).toBe('AVOD');
  });

  it.each([
    ['a supported code', 'es', true, 'es'],
    ['a regional variant', 'nl-BE', true, 'nl'],
    ['upper case with underscore', 'FR_ca', true, 'fr'],
    ['an unsupported code', 'pt', false, 'en'],
    ['an empty value', '', false, 'en'],
  ])('switches language to %s', (_case, requested, accepted, language) => {
    const store = createSiteStore();
    expect(store.getState().setLanguage(requested)).toBe(accepted);
    expect(store.getState().language).toBe(language);
  });

  it.each([
    ['a supported start language', { language: 'de' }, 'de'],
    ['an unsupported one: en', { language: 'pt' }, 'en'],
    ['a site without en: its first language', { language: 'pt', supportedLanguages: ['nl', 'fr'] }, 'nl'],
  ])('starts with %s', (_case, options, language) => {
    expect(createSiteStore(options).getState().language).toBe(language);
  });

  it.each([
    [['en'], false],
    [['en', 'en'], false],
    [['en', 'es'], true],
  ])('shows the language menu for %j: %s', (supportedLanguages, shown) => {
    expect(selectShowsLanguageMenu(createSiteStore({ supportedLanguages }).getState())).toBe(shown);
  });
});
