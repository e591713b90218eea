import { SUPPORTED_LANGUAGES, createQueryClient } from '@ott/common';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage } from './createI18n';
import { nativeLanguageName } from './languageNames';
import { FIRST_SCREEN_NAMESPACES, NAMESPACES, ON_DEMAND_NAMESPACES, type LanguageResources, type TranslationTree } from './namespaces';
import { loadLanguageResources } from './resources';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of a namespace as a dotted path. */
function keysOf(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

/**
 * The keys a language must have for English's keys: the same keys, except that a plural key
 * (`count_one`, `count_other`) takes the plural forms of that language (Thai has only `_other`).
 */
function expectedKeys(englishKeys: string[], language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of englishKeys) {
    if (PLURAL_SUFFIX.test(key)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const category of categories) keys.add(`${base}_${category}`);
    } else keys.add(key);
  }
  return [...keys].sort();
}

const allResources = async (): Promise<Record<string, LanguageResources>> =>
  Object.fromEntries(await Promise.all(SUPPORTED_LANGUAGES.map(async (language) => [language, await loadLanguageResources(language)] as const)));

describe('translation files', () => {
  it('has one folder per supported language with one JSON file per namespace', () => {
    // Tests run from the package root.
    const localesDir = resolve(process.cwd(), 'src/i18n/locales');
    expect(readdirSync(localesDir).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES) {
      const files = readdirSync(`${localesDir}/${language}`).filter((file) => file.endsWith('.json'));
      expect(files.sort(), language).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the keys English has, in every namespace', async (language) => {
    const resources = await allResources();
    for (const namespace of NAMESPACES) {
      const english = keysOf(resources['en']![namespace]);
      expect(keysOf(resources[language]![namespace]).sort(), `${language}/${namespace}.json`).toEqual(expectedKeys(english, language));
    }
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('%s translates its strings instead of copying English', async (language) => {
    const resources = await allResources();
    const english = resources['en']!;
    const translated = resources[language]!;
    // Short words such as "Home" or "Serie" may legitimately be the same in two languages.
    const copies = NAMESPACES.flatMap((namespace) =>
      keysOf(english[namespace]).filter((key) => {
        const read = (tree: TranslationTree) => key.split('.').reduce<string | TranslationTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
        const text = read(english[namespace]);
        return typeof text === 'string' && text.length > 12 && text === read(translated[namespace]);
      }),
    );
    expect(copies).toEqual([]);
  });

  it('keeps the same interpolation variables in every language', async () => {
    const resources = await allResources();
    const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    for (const namespace of NAMESPACES) {
      for (const key of keysOf(resources['en']![namespace])) {
        const read = (tree: TranslationTree) => key.split('.').reduce<string | TranslationTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
        const english = read(resources['en']![namespace]) as string;
        for (const language of SUPPORTED_LANGUAGES) {
          const text = read(resources[language]![namespace]);
          if (typeof text === 'string') expect(variables(text), `${language}:${namespace}:${key}`).toEqual(variables(english));
        }
      }
    }
  });

  it('rejects a language the app does not support', async () => {
    await expect(loadLanguageResources('xx')).rejects.toThrow('Unsupported language "xx"');
  });

  it('puts every namespace in one group: the first screen, or on demand', () => {
    expect([...FIRST_SCREEN_NAMESPACES, ...ON_DEMAND_NAMESPACES].sort()).toEqual([...NAMESPACES].sort());
  });
});

describe('i18n instance', () => {
  it('speaks English at once, before any other language is loaded', () => {
    const i18n = createI18n();
    expect(i18n.t('common:skip_to_content')).toBe('Skip to content');
    expect(i18n.t('skip_to_content')).toBe('Skip to content');
  });

  it('bundles only the first screen\'s namespaces, and loads another when asked for it', async () => {
    const i18n = createI18n();
    expect(FIRST_SCREEN_NAMESPACES.every((namespace) => i18n.hasResourceBundle('en', namespace))).toBe(true);
    expect(ON_DEMAND_NAMESPACES.some((namespace) => i18n.hasResourceBundle('en', namespace))).toBe(false);
    await i18n.loadNamespaces('account');
    expect(i18n.t('account:login.sign_in')).toBe('Sign in');
    expect(i18n.hasResourceBundle('en', 'user')).toBe(false);
  });

  it('loads the media words (video) in a chunk of their own, without the account area\'s', async () => {
    const i18n = createI18n();
    await i18n.loadNamespaces('video');
    expect(i18n.t('video:player.play')).toBe('Play');
    expect(i18n.hasResourceBundle('en', 'account')).toBe(false);
  });

  it('has the card\'s words in the first screen\'s namespaces, so the home never waits for the media chunk', () => {
    const i18n = createI18n();
    expect(i18n.t('common:media.duration_hours_minutes', { hours: 1, minutes: 5 })).toBe('1h 5m');
    expect(i18n.t('common:media.live')).toBe('LIVE');
  });

  it('keeps what one instance loads out of the next instance', async () => {
    await createI18n().loadNamespaces('account');
    expect(createI18n().hasResourceBundle('en', 'account')).toBe(false);
  });

  it('loads the on-demand namespaces in use for a new language as it switches', async () => {
    const i18n = createI18n();
    await i18n.loadNamespaces('account');
    await loadLanguage(i18n, 'es', createQueryClient());
    expect(i18n.hasResourceBundle('es', 'account')).toBe(true);
    expect(i18n.t('account:login.sign_in')).toBe('Iniciar sesión');
  });

  it('loads a language on demand and switches to it', async () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('th', 'common')).toBe(false);
    await loadLanguage(i18n, 'th', createQueryClient());
    expect(i18n.language).toBe('th');
    expect(i18n.t('menu:home')).toBe('หน้าแรก');
    expect(i18n.t('search:results_for', { query: 'ทะเล' })).toBe('ผลการค้นหาสำหรับ “ทะเล”');
  });

  it('fails after one retry when a language cannot be loaded, staying on the current one', async () => {
    const i18n = createI18n();
    const queryClient = createQueryClient();
    await expect(loadLanguage(i18n, 'xx', queryClient, { retryDelayMs: 0 })).rejects.toThrow('Unsupported language "xx"');
    expect(queryClient.getQueryState(['translations', 'xx'])?.fetchFailureCount).toBe(2);
    expect(i18n.language).toBe('en');
  });
});

describe('language names', () => {
  it('names languages in their own language', () => {
    expect(nativeLanguageName('es')).toBe('Español');
    expect(nativeLanguageName('de')).toBe('Deutsch');
    expect(nativeLanguageName('th')).toBe('ไทย');
  });

  it.each(SUPPORTED_LANGUAGES)('writes the name of %s as the runtime would', (code) => {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? '';
    expect(nativeLanguageName(code)).toBe(name.charAt(0).toLocaleUpperCase(code) + name.slice(1));
  });

  it('asks the runtime for other languages, and shows the code when it cannot name it', () => {
    expect(nativeLanguageName('pt')).toBe('Português');
    expect(nativeLanguageName('not a code')).toBe('not a code');
  });
});
