import {
  composeApp,
  createMemoryStorage,
  createQueryClient,
  createStorageService,
  resolveAppConfig,
  silentLogger,
  type AppConfig,
  type AppServices,
  type Config,
  type FetchLike,
  type IntegrationModule,
} from '@ott/common';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/AppProvider';
import { createI18n, loadLanguage, ON_DEMAND_NAMESPACES } from '../i18n';
import { routes as appRoutes } from '../routes';
import { createTestConfig } from './fixtures';
import { createFetchStub } from './fetchStub';

export interface TestAppOptions {
  config?: Config;
  appConfig?: AppConfig;
  fetch?: FetchLike;
  language?: string;
  integrations?: IntegrationModule[];
}

/** A running app (as the runtime composes it) over a memory storage, a silent logger and a stubbed fetch. */
export function createTestServices(options: TestAppOptions = {}): Promise<AppServices> {
  return composeApp({
    appConfig: resolveAppConfig(options.appConfig ?? { contentHost: 'http://content.test' }, 'http://localhost:3000'),
    config: options.config ?? createTestConfig(),
    integrations: options.integrations ?? [],
    storage: createStorageService(createMemoryStorage()),
    logger: silentLogger,
    fetch: options.fetch ?? createFetchStub({}),
    queryClient: createQueryClient(),
    language: options.language ?? 'en',
  });
}

/**
 * English (or `language`) loaded into a fresh i18n instance, as the runtime does at start, with
 * every on-demand namespace already loaded too, so that components render at once.
 */
export async function createTestI18n(language = 'en') {
  const i18n = createI18n();
  await loadLanguage(i18n, language, createQueryClient());
  await i18n.loadNamespaces([...ON_DEMAND_NAMESPACES]);
  return i18n;
}

export interface RenderAppOptions extends TestAppOptions {
  /** Where the memory router starts. Default '/'. */
  path?: string;
  /** Routes to render; default the app's route table (Layout and screens). */
  routes?: RouteObject[];
  /** Called with the app's services before the first render, e.g. to set a store as start-up does. */
  prepare?(services: AppServices): void;
}

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
  services: AppServices;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders routes inside every provider of a running app, as OttApp does after startup. Screens,
 * components and hooks are tested through this:
 * `await renderWithApp({ path: '/p/abc/films' })`, or a component of your own with
 * `await renderWithApp({ routes: [{ path: '*', element: <MyThing /> }] })`.
 */
export async function renderWithApp(options: RenderAppOptions = {}): Promise<RenderAppResult> {
  const services = await createTestServices(options);
  options.prepare?.(services);
  const i18n = await createTestI18n(options.language);
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [options.path ?? '/'] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider app={services} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, services, router };
}

/** A single element rendered as the only route, inside the app's providers. */
export const renderElementWithApp = (element: ReactElement, options: Omit<RenderAppOptions, 'routes' | 'path'> = {}) =>
  renderWithApp({ ...options, routes: [{ path: '*', element }] });

/** Sets the viewport width as the browser would on a resize. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
