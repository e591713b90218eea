import type { AccountController, AppServices, PlaybackSourceResolver, Config, ContentApiClient, EpgService, Logger, ProviderCapabilities, ResolvedAppConfig, StorageService } from '@ott/common';
import { useContext } from 'react';
import { AppContext } from '../app/appContext';

/** The running app; every dependency of a screen is read from here. */
export function useApp(): AppServices {
  const app = useContext(AppContext);
  if (!app) throw new Error('The app is missing: render this component inside <OttApp> or <AppProvider>.');
  return app;
}

/** The loaded, validated app config (spec 000 §3 Config). */
export const useConfig = (): Config => useApp().config;

/** What the app shell passed to OttApp, with defaults filled in (content host, brand, languages). */
export const useAppConfig = (): ResolvedAppConfig => useApp().appConfig;

/** The content host client, for queries the hooks here do not cover. */
export const useContentClient = (): ContentApiClient => useApp().contentClient;

/** The sources a player plays: signed for protected items, checked for geo-blocking (AppServices.playbackSources). */
export const usePlaybackSources = (): PlaybackSourceResolver => useApp().playbackSources;

/** Loads the schedules service of the live guide (JSON with API key, or XMLTV); its code is not in the first load. */
export const useLoadEpgService = (): (() => Promise<EpgService>) => useApp().loadEpgService;

/** The `jwapp.`-prefixed storage service of the app. */
export const useStorage = (): StorageService => useApp().storage;

export const useLogger = (): Logger => useApp().logger;

/** The provider's row of the feature-flag table (spec 000 §6). */
export const useCapabilities = (): ProviderCapabilities => useApp().capabilities;

/**
 * The account controller (login, sign-up, logout, account calls), or null on a site without an
 * integration (AVOD): check for null before offering anything account-related.
 */
export const useAccountController = (): AccountController | null => useApp().accountController;
