import type { AccountController, Config, ContentApiClient, DependencyContainer, EpgService } from '@ott/common';
import { createContext } from 'react';
import type { ResolvedAppConfig } from './appConfig';
import type { AppStores } from './appServices';

/**
 * One context per service, so a component re-renders only for what it reads and a test provides
 * only what it needs. Read them through the hooks in src/hooks, never with useContext directly.
 */
export interface ConfigContextValue {
  config: Config;
  appConfig: ResolvedAppConfig;
}

export const ConfigContext = createContext<ConfigContextValue | null>(null);
export const StoresContext = createContext<AppStores | null>(null);
export const ContentClientContext = createContext<ContentApiClient | null>(null);
export const EpgServiceContext = createContext<EpgService | null>(null);
export const ContainerContext = createContext<DependencyContainer | null>(null);
/**
 * The account controller: null on a site without an integration, undefined (the default) outside
 * the providers.
 */
export const AccountControllerContext = createContext<AccountController | null | undefined>(undefined);

/** The value of a context, or a clear error when a component is rendered outside OttApp/AppProviders. */
export function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} is missing: render this component inside <OttApp> or <AppProviders>.`);
  return value;
}
