import { DEFAULT_LANGUAGE, bootstrapFetch } from '@ott/common';
import type { QueryClient } from '@tanstack/react-query';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, FIRST_SCREEN_NAMESPACES, type FirstScreenNamespace, type OnDemandNamespace } from './namespaces';
import { englishFirstScreenResources, loadFirstScreenResources, loadOnDemandNamespace } from './resources';

export type { I18n };

/**
 * i18next's backend for the namespaces that are not bundled (ON_DEMAND_NAMESPACES): i18next asks
 * for them when a component first names one (`useTranslation('account')`), and for the new language
 * on a switch; the language's media chunk serves `video`, its account-area chunk the others.
 */
const onDemandNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadOnDemandNamespace(language, namespace as OnDemandNamespace).then(
      (resources) => callback(null, resources ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * A fresh i18next instance (never the global one, so two apps or two tests never share state),
 * ready at once in English for the first screen: its namespaces are bundled, so the loading and
 * error screens and the home are translated before anything else has arrived. The other
 * namespaces load when a component first asks for one: such a component suspends until they are
 * there (`useSuspense`), inside the Suspense boundary that also waits for its lazy chunk, so it
 * never shows a raw key. Switch languages with `loadLanguage`.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(onDemandNamespaces)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [...FIRST_SCREEN_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      // A copy: i18next adds loaded namespaces into the object it is given, which would leak them into the next instance.
      resources: { [DEFAULT_LANGUAGE]: structuredClone(englishFirstScreenResources) },
      partialBundledLanguages: true,
      // Synchronous init: the first screen's resources are in memory.
      initAsync: false,
      // React escapes text itself; escaping here would show "&amp;" to viewers.
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      // No promotional message in the viewers' console.
      showSupportNotice: false,
    });
  return instance;
}

/**
 * Loads a language's first-screen resources if they are not there yet (through the app's query
 * client, with the start-up's one retry) and switches to it; i18next loads the on-demand namespaces
 * already in use for the new language as part of the switch. Rejects when the resources cannot be
 * loaded: the caller shows "Unable to load translations" or stays on the current language.
 */
export async function loadLanguage(instance: I18n, language: string, queryClient: QueryClient, options: { retryDelayMs?: number } = {}): Promise<void> {
  if (!instance.hasResourceBundle(language, DEFAULT_NAMESPACE)) {
    const resources = await bootstrapFetch(queryClient, {
      queryKey: ['translations', language],
      queryFn: () => loadFirstScreenResources(language),
      retryDelayMs: options.retryDelayMs,
    });
    for (const namespace of Object.keys(resources) as FirstScreenNamespace[]) {
      instance.addResourceBundle(language, namespace, resources[namespace], true, true);
    }
  }
  await instance.changeLanguage(language);
}
