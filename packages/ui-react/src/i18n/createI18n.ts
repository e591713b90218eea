import { DEFAULT_LANGUAGE, bootstrapFetch } from '@ott/common';
import type { QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, NAMESPACES, type Namespace } from './namespaces';
import { englishResources, loadLanguageResources } from './resources';

export type { I18n };

/**
 * A fresh i18next instance (never the global one, so two apps or two tests never share state),
 * ready at once in English: English is bundled, so the loading and error screens can be
 * translated before any other language has arrived. Switch with `loadLanguage`.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    resources: { [DEFAULT_LANGUAGE]: englishResources },
    partialBundledLanguages: true,
    // Synchronous init: the resources are in memory.
    initAsync: false,
    // React escapes text itself; escaping here would show "&amp;" to viewers.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    // No promotional message in the viewers' console.
    showSupportNotice: false,
  });
  return instance;
}

/**
 * Loads a language's resources if they are not there yet (through the app's query client, with
 * the start-up's one retry) and switches to it. Rejects when the resources cannot be loaded: the
 * caller shows "Unable to load translations" or stays on the current language.
 */
export async function loadLanguage(instance: I18n, language: string, queryClient: QueryClient, options: { retryDelayMs?: number } = {}): Promise<void> {
  if (!instance.hasResourceBundle(language, DEFAULT_NAMESPACE)) {
    const resources = await bootstrapFetch(queryClient, {
      queryKey: ['translations', language],
      queryFn: () => loadLanguageResources(language),
      retryDelayMs: options.retryDelayMs,
    });
    for (const namespace of Object.keys(resources) as Namespace[]) {
      instance.addResourceBundle(language, namespace, resources[namespace], true, true);
    }
  }
  await instance.changeLanguage(language);
}
