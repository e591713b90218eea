import type { QueryClient } from '@tanstack/query-core';
import { TranslationsLoadError } from '../config/errors';
import type { IntegrationModule } from '../di/integrationModule';
import { consoleLogger, type Logger } from '../services/logger';
import type { FetchLike } from '../services/http';
import { createDefaultStorageBackend, createStorageService, type StorageBackend, type StorageService } from '../services/storage';
import { resolveAppConfig, type AppConfig, type ResolvedAppConfig } from './appConfig';
import type { AddressBar } from '../controllers/ViewerTokenController';
import { composeApp, type AppServices } from './composeApp';
import { readEarlyResponses, withEarlyResponses, type EarlyResponses } from './earlyResponses';
import { detectInitialLanguage, requestedLanguageOf, saveLanguage } from './language';
import { loadConfig } from './loadConfig';
import { createQueryClient } from './queryClient';

/** What the runtime reads of the page it starts in. */
export interface AppEnvironment {
  /** The page's origin: the default content host. */
  origin: string;
  /** The page's query string (`app-config`, `lng`). */
  search: string;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
  /** Raw Web Storage (localStorage), or memory where there is none. */
  storage: StorageBackend;
  /** Replies index.html's start-up script asked for already (earlyResponses.ts). */
  earlyResponses?: EarlyResponses;
  /** The address bar a viewer token arrives in and is removed from (000 §2); default: the browser's (browserAddressBar). */
  address?: AddressBar;
}

/** The environment of the current browser page, read when called (never at import time). */
export function browserEnvironment(): AppEnvironment {
  return {
    origin: globalThis.location.origin,
    search: globalThis.location.search,
    browserLanguages: globalThis.navigator.languages ?? [globalThis.navigator.language],
    storage: createDefaultStorageBackend(),
    earlyResponses: readEarlyResponses(),
  };
}

/** The one state of a running app: every front end renders it and nothing else holds the config. */
export type AppRuntimeState =
  | { status: 'loading' }
  /** A StartupError (or any failure); the screen shows startupErrorText(error, t, helpLink). */
  | { status: 'error'; error: unknown; helpLink: string | undefined }
  | { status: 'ready'; app: AppServices };

export interface AppRuntimeOptions {
  appConfig: AppConfig;
  /** The account/payment integrations this app can run with; the config enables at most one. */
  integrations?: readonly IntegrationModule[];
  /** Default: the current browser page (browserEnvironment). */
  environment?: AppEnvironment;
  logger?: Logger;
  fetch?: FetchLike;
  /**
   * Loads a language's translations, with the start-up's retry (bootstrapFetch on `queryClient`);
   * a failure is "Unable to load translations".
   */
  loadTranslations?: (language: string) => Promise<void>;
  /** Work between the services being built and the state turning ready, e.g. the first screen's requests. */
  beforeReady?: (app: AppServices) => void | Promise<void>;
  /** Pause before a start-up retry; default BOOTSTRAP_RETRY_DELAY_MS. */
  retryDelayMs?: number;
}

export interface AppRuntime {
  readonly appConfig: ResolvedAppConfig;
  /** The start language (spec 000 §1 detection order). */
  readonly language: string;
  readonly queryClient: QueryClient;
  /** The `jwapp.`-prefixed storage of the app. */
  readonly storage: StorageService;
  getState(): AppRuntimeState;
  /** Calls `listener` after every state change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Starts the app (settings -> config -> integration -> services -> stores), once: later calls join the first. */
  start(): Promise<AppRuntimeState>;
}

/**
 * The app runtime, framework-free: settings file -> config source -> config -> the one enabled
 * integration -> services -> stores, with one state (loading, error, ready). Translations load
 * beside the config; either failure ends in the error state.
 */
export function createAppRuntime(options: AppRuntimeOptions): AppRuntime {
  const environment = options.environment ?? browserEnvironment();
  const logger = options.logger ?? consoleLogger;
  const fetch: FetchLike = options.fetch ?? withEarlyResponses((input, init) => globalThis.fetch(input, init), environment.earlyResponses);
  const appConfig = resolveAppConfig(options.appConfig, environment.origin);
  const storage = createStorageService(environment.storage);
  const queryClient = createQueryClient();
  const language = detectInitialLanguage({
    search: environment.search,
    storage,
    browserLanguages: environment.browserLanguages,
    supported: appConfig.languages,
  });
  // A `?lng=` link is an explicit choice: remember it like a choice in the menu.
  if (requestedLanguageOf(environment.search, appConfig.languages) === language) saveLanguage(storage, language);

  let state: AppRuntimeState = { status: 'loading' };
  const listeners = new Set<() => void>();
  let started: Promise<AppRuntimeState> | null = null;

  const setState = (next: AppRuntimeState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  async function translations(): Promise<void> {
    const load = options.loadTranslations;
    if (!load) return;
    try {
      await load(language);
    } catch (cause) {
      throw new TranslationsLoadError({ cause });
    }
  }

  async function starting(): Promise<AppRuntimeState> {
    const [translated, loaded] = await Promise.allSettled([
      translations(),
      loadConfig({ appConfig, queryClient, fetch, storage: environment.storage, search: environment.search, logger, retryDelayMs: options.retryDelayMs }),
    ]);
    if (translated.status === 'rejected') throw translated.reason;
    if (loaded.status === 'rejected') throw loaded.reason;
    const app = await composeApp({
      appConfig,
      config: loaded.value.config,
      settings: loaded.value.settings,
      integrations: options.integrations ?? [],
      storage,
      logger,
      fetch,
      queryClient,
      language,
      address: environment.address,
    });
    await options.beforeReady?.(app);
    return { status: 'ready', app };
  }

  return {
    appConfig,
    language,
    queryClient,
    storage,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started ??= starting()
        .catch((error: unknown): AppRuntimeState => {
          logger.error('The app could not start', error);
          return { status: 'error', error, helpLink: appConfig.helpUrl };
        })
        .then((next) => {
          setState(next);
          return next;
        });
      return started;
    },
  };
}
