import {
  HOME_PATH,
  TranslationsLoadError,
  consoleLogger,
  createConfigStore,
  createDefaultStorageBackend,
  createStorageService,
  isAppError,
  timerSleep,
  type IntegrationModule,
} from '@ott/common';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '../components/ErrorPage/RouteErrorBoundary';
import { LoadingIndicator } from '../components/LoadingIndicator/LoadingIndicator';
import { StartupErrorScreen } from '../components/StartupErrorScreen/StartupErrorScreen';
import { createI18n, detectInitialLanguage, loadLanguage, requestedLanguageOf, saveLanguage } from '../i18n';
import { routes } from '../routes';
import { prefetchHomeShelves } from '../screens/Home/prefetchHomeShelves';
import { FIRST_SCREEN_WAIT_MS } from '../screens/Home/homeRows';
import { preloadFirstScreenImages } from '../screens/Home/preloadFirstScreenImages';
import { resolveAppConfig, type AppConfig } from './appConfig';
import { AppProviders } from './AppProviders';
import { createAppServices, type AppServices } from './appServices';
import { bootstrapConfig } from './bootstrapConfig';
import { nextTask } from './nextTask';
import { createQueryClient } from './queryClient';
import { useDocumentStyling } from './useDocumentStyling';

export interface OttAppProps {
  appConfig: AppConfig;
  /** The account/payment integrations this app can run with; the config enables at most one. */
  integrations?: readonly IntegrationModule[];
}

type StartState = { status: 'starting' } | { status: 'failed'; error: unknown } | { status: 'ready'; services: AppServices };

/** What one mounted app keeps for its whole life: created once, before anything is fetched. */
function createBoot(appConfig: AppConfig) {
  const resolved = resolveAppConfig(appConfig, window.location.origin);
  const backend = createDefaultStorageBackend();
  const storage = createStorageService(backend);
  const language = detectInitialLanguage({
    search: window.location.search,
    storage,
    browserLanguages: navigator.languages ?? [navigator.language],
    supported: resolved.languages,
  });
  // A `?lng=` link is an explicit choice: remember it like a choice in the menu.
  if (requestedLanguageOf(window.location.search, resolved.languages) === language) saveLanguage(storage, language);
  return {
    appConfig: resolved,
    backend,
    storage,
    logger: consoleLogger,
    fetch: ((input, init) => globalThis.fetch(input, init)) as typeof globalThis.fetch,
    language,
    configStore: createConfigStore({ language, supportedLanguages: resolved.languages }),
    i18n: createI18n(),
    queryClient: createQueryClient(),
  };
}
type Boot = ReturnType<typeof createBoot>;

/** Translations and config load side by side; either failure stops startup with its screen. */
async function start(boot: Boot, integrations: readonly IntegrationModule[], signal: AbortSignal): Promise<StartState> {
  const [translations, bootstrap] = await Promise.allSettled([
    loadLanguage(boot.i18n, boot.language),
    bootstrapConfig({
      appConfig: boot.appConfig,
      fetch: boot.fetch,
      storage: boot.backend,
      search: window.location.search,
      logger: boot.logger,
      signal,
    }),
  ]);
  try {
    if (translations.status === 'rejected') throw new TranslationsLoadError({ cause: translations.reason });
    if (bootstrap.status === 'rejected') throw bootstrap.reason;
    const { config, settings } = bootstrap.value;
    const services = await createAppServices({
      appConfig: boot.appConfig,
      config,
      settings,
      integrations,
      configStore: boot.configStore,
      storage: boot.storage,
      logger: boot.logger,
      fetch: boot.fetch,
    });
    if (window.location.pathname === HOME_PATH) {
      const language = boot.configStore.getState().language;
      const prefetched = prefetchHomeShelves(boot.queryClient, services.contentClient, config.content, language);
      const ui = services.stores.ui.getState();
      ui.setFirstScreenLoading(true);
      const firstScreen = preloadFirstScreenImages(prefetched, { document, viewportWidth: window.innerWidth });
      // The rows below never wait longer than FIRST_SCREEN_WAIT_MS for a slow image.
      void Promise.race([firstScreen, timerSleep(FIRST_SCREEN_WAIT_MS)]).then(() => ui.setFirstScreenLoading(false));
    }
    // The first render is the longest task of the start-up: the requests above go out first.
    await nextTask();
    return { status: 'ready', services };
  } catch (error) {
    boot.logger.error('The app could not start', error);
    return { status: 'failed', error };
  }
}

/**
 * The root of a viewer site: loads the translations and the config (settings file, config source,
 * fetch, validation; spec 000 §2/§4, 001 §8), then renders the routes inside every provider.
 * Until then it shows the loading indicator; a failure shows the startup error screen.
 */
export function OttApp({ appConfig, integrations = [] }: OttAppProps) {
  const [boot] = useState(() => createBoot(appConfig));
  const [modules] = useState(integrations);
  const [state, setState] = useState<StartState>({ status: 'starting' });

  useEffect(() => {
    const controller = new AbortController();
    void start(boot, modules, controller.signal).then((next) => {
      if (next.status === 'failed' && isAppError(next.error)) boot.configStore.getState().setError(next.error);
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [boot, modules]);

  return (
    <I18nextProvider i18n={boot.i18n}>
      {state.status === 'starting' && <LoadingIndicator fullPage />}
      {state.status === 'failed' && <StartupErrorScreen error={state.error} helpLink={boot.appConfig.helpUrl} brandName={boot.appConfig.brand.name} />}
      {state.status === 'ready' && (
        <AppProviders services={state.services} queryClient={boot.queryClient} i18n={boot.i18n}>
          <ReadyApp services={state.services} />
        </AppProviders>
      )}
    </I18nextProvider>
  );
}

function ReadyApp({ services }: { services: AppServices }) {
  useDocumentStyling(services.config);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The route table; a failure of the page frame itself shows the error page alone. */
function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
