import { describe, expect, it } from 'vitest';
import { isContentRowVisible, isMenuItemVisible, isVisibleForLanguage, parseLanguageFilter } from './languageFilter';

describe('parseLanguageFilter', () => {
  it.each([
    ['en, fr', { include: ['en', 'fr'], exclude: [] }],
    ['!de', { include: [], exclude: ['de'] }],
    [' EN ,! Fr ,, en ', { include: ['en'], exclude: ['fr'] }],
    ['!!en, !', { include: [], exclude: [] }],
    ['', { include: [], exclude: [] }],
    [null, { include: [], exclude: [] }],
  ])('%j -> %j', (text, expected) => {
    expect(parseLanguageFilter(text)).toEqual(expected);
  });
});

describe('isVisibleForLanguage', () => {
  it.each([
    ['no list means visible', undefined, 'en', true],
    ['empty list means visible', ' , ', 'th', true],
    ['an inclusion list restricts: listed', 'en,nl', 'nl', true],
    ['an inclusion list restricts: not listed', 'en,nl', 'fr', false],
    ['an exclusion hides', '!fr', 'fr', false],
    ['an exclusion leaves others visible', '!fr', 'en', true],
    ['mixed: included and not excluded', 'en,es,!de', 'es', true],
    ['mixed: not included', 'en,es,!de', 'th', false],
    ['an exclusion beats an inclusion', 'en,!en', 'en', false],
    ['case-insensitive', 'EN', ' en ', true],
  ])('%s', (_name, text, language, expected) => {
    expect(isVisibleForLanguage(text, language)).toBe(expected);
  });

  it('reads a content row’s filterTags and a menu item’s custom language', () => {
    expect(isContentRowVisible({ filterTags: '!nl' }, 'nl')).toBe(false);
    expect(isContentRowVisible({}, 'nl')).toBe(true);
    expect(isMenuItemVisible({ custom: { language: 'de' } }, 'de')).toBe(true);
    expect(isMenuItemVisible({ custom: { language: 'de' } }, 'en')).toBe(false);
    expect(isMenuItemVisible({ custom: null }, 'en')).toBe(true);
  });
});
