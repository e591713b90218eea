import { HOME_PATH, createAppRuntime, timerSleep, viewerAudience, type AppConfig, type AppRuntime, type AppServices, type IntegrationModule } from '@ott/common';
import { startTransition, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, matchRoutes, useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '../components/ErrorPage/RouteErrorBoundary';
import { LoadingIndicator } from '../components/LoadingIndicator/LoadingIndicator';
import { StartupErrorScreen } from '../components/StartupErrorScreen/StartupErrorScreen';
import { createI18n, loadLanguage, type I18n } from '../i18n';
import { routes } from '../routes';
import { prefetchHomeShelves } from '../screens/Home/prefetchHomeShelves';
import { FIRST_SCREEN_WAIT_MS } from '../screens/Home/homeRows';
import { importantImagesShown } from '../screens/Home/importantImagesShown';
import { preloadFirstScreenImages } from '../screens/Home/preloadFirstScreenImages';
import { releaseRowsBelow } from '../screens/Home/releaseRowsBelow';
import { afterNextPaint } from './afterNextPaint';
import { AppProvider } from './AppProvider';
import { nextTask } from './nextTask';
import { routableLocation } from './routableLocation';
import { useDocumentStyling } from './useDocumentStyling';

export interface OttAppProps {
  appConfig: AppConfig;
  /** The account/payment integrations this app can run with; the config enables at most one. */
  integrations?: readonly IntegrationModule[];
}

/** On the home page the first screen's lists and images are asked for before the first render. */
async function prepareFirstScreen(app: AppServices): Promise<void> {
  if (window.location.pathname === HOME_PATH) {
    const viewer = viewerAudience(app.stores.site.getState().language, app.stores.account.getState(), Date.now());
    const prefetched = prefetchHomeShelves(app.queryClient, app.contentClient, app.config.content, viewer);
    app.stores.ui.getState().setFirstScreenLoading(true);
    // The rows below render once the first screen is painted with its images (their rendering and
    // requests would delay that paint), and never wait longer than FIRST_SCREEN_WAIT_MS.
    const firstScreenLoaded = preloadFirstScreenImages(prefetched, { document, viewportWidth: window.innerWidth });
    const imagesShown = () => importantImagesShown(document, afterNextPaint);
    void releaseRowsBelow(app.stores.ui, firstScreenLoaded, { imagesShown, sleep: timerSleep, waitMs: FIRST_SCREEN_WAIT_MS });
  }
  // The first render is the longest task of the start-up: the requests above go out first.
  await nextTask();
}

/** The app runtime of @ott/common for this page, with the translations of the React layer. */
function createSite(appConfig: AppConfig, integrations: readonly IntegrationModule[]): { runtime: AppRuntime; i18n: I18n } {
  const i18n = createI18n();
  const runtime: AppRuntime = createAppRuntime({
    appConfig,
    integrations,
    loadTranslations: (language) => loadLanguage(i18n, language, runtime.queryClient),
    beforeReady: prepareFirstScreen,
  });
  return { runtime, i18n };
}

/**
 * The root of a viewer site: starts the app runtime (translations beside settings -> config ->
 * integration -> services; spec 000 §2/§4, 001 §8) and renders its state: the loading indicator,
 * the startup error screen, or the routes inside the app's provider.
 */
export function OttApp({ appConfig, integrations = [] }: OttAppProps) {
  const [{ runtime, i18n }] = useState(() => createSite(appConfig, integrations));
  const [state, setState] = useState(runtime.getState);

  useEffect(() => {
    // The first render of the ready app is a transition: React renders it in slices of a few
    // milliseconds and the page stays responsive, where one task would block it (about 300 ms on a
    // mid-range phone). useSyncExternalStore would render every change at once.
    const show = () => startTransition(() => setState(runtime.getState()));
    const unsubscribe = runtime.subscribe(show);
    show();
    void runtime.start();
    return unsubscribe;
  }, [runtime]);

  return (
    <I18nextProvider i18n={i18n}>
      {state.status === 'loading' && <LoadingIndicator fullPage />}
      {state.status === 'error' && <StartupErrorScreen error={state.error} helpLink={state.helpLink} brandName={runtime.appConfig.brand.name} />}
      {state.status === 'ready' && (
        <AppProvider app={state.app} i18n={i18n}>
          <ReadyApp app={state.app} />
        </AppProvider>
      )}
    </I18nextProvider>
  );
}

function ReadyApp({ app }: { app: AppServices }) {
  useDocumentStyling(app.config);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * The route table; a path no route matches as it is (a line break in it) is matched without its
 * line breaks, which reaches the not-found page. A failure of the page frame itself shows the
 * error page alone.
 */
function AppRoutes() {
  const location = useLocation();
  const matched = matchRoutes(routes, location) !== null;
  const element = useRoutes(routes, matched ? undefined : routableLocation(location));
  return <RouteErrorBoundary resetKey={location.pathname}>{element}</RouteErrorBoundary>;
}
