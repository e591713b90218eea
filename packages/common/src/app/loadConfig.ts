import type { QueryClient } from '@tanstack/query-core';
import { fetchConfigFile, fetchSettingsText } from '../config/configFiles';
import { contentApiShapeOf } from '../config/contentApiShape';
import { CONFIG_QUERY_PARAM, resolveConfigLocation, type ConfigSourceStorage } from '../config/configSource';
import { ConfigLoadError, NoUsableConfigSourcesError, SettingsLoadError } from '../config/errors';
import { parseConfig } from '../config/parseConfig';
import { parseSettingsObject, settingsFromIni, type Settings } from '../config/settings';
import type { Config } from '../entities/config';
import type { FetchLike } from '../services/http';
import type { Logger } from '../services/logger';
import type { ResolvedAppConfig } from './appConfig';
import { bootstrapFetch } from './queryClient';

export interface LoadConfigInput {
  appConfig: ResolvedAppConfig;
  queryClient: QueryClient;
  fetch: FetchLike;
  /** Raw Web Storage (localStorage), where `?app-config=` is remembered. */
  storage: ConfigSourceStorage;
  /** The page's query string, for `app-config`. */
  search: string;
  logger: Logger;
  /** Pause before a retry; default BOOTSTRAP_RETRY_DELAY_MS. */
  retryDelayMs?: number;
}

export interface LoadedConfig {
  config: Config;
  settings: Settings;
  /** The config source that was loaded (an id or a location). */
  source: string;
}

const NO_SOURCES_DESCRIPTION =
  'Define at least one config source: defaultConfigSource or additionalAllowedConfigSources[] in .webapp.ini, ' +
  'UNSAFE_allowAnyConfigSource in its [options] section, or a default config source in the app.';

/** Only failures to reach a file are worth a retry; an invalid file stays invalid. */
const isLoadFailure = (error: unknown): boolean => error instanceof ConfigLoadError || error instanceof SettingsLoadError;

/**
 * The deployment's settings: the settings file's values win; the app's own default source fills a
 * missing default. No source at all is "No usable config sources"; an unknown content API shape is
 * the settings error naming it.
 */
async function loadSettings(input: LoadConfigInput): Promise<Settings> {
  const { appConfig, queryClient } = input;
  const settingsUrl = appConfig.settingsUrl;
  // Every key is passed, present or not: parseSettingsObject rejects an object that lacks one.
  const fromFile =
    settingsUrl === null
      ? { defaultConfigSource: undefined, additionalAllowedConfigSources: undefined, UNSAFE_allowAnyConfigSource: undefined }
      : settingsFromIni(
          await bootstrapFetch(queryClient, {
            queryKey: ['settings', settingsUrl],
            queryFn: (signal) => fetchSettingsText(settingsUrl, { fetch: input.fetch, signal }),
            retryDelayMs: input.retryDelayMs,
          }),
        );
  const fileDefault = fromFile.defaultConfigSource;
  const defaultConfigSource = typeof fileDefault === 'string' && fileDefault.trim() !== '' ? fileDefault : appConfig.defaultConfigSource;
  const result = parseSettingsObject({ ...fromFile, defaultConfigSource });
  if (!result.ok) throw new NoUsableConfigSourcesError({ description: NO_SOURCES_DESCRIPTION, helpLink: appConfig.helpUrl });
  // A content API shape the host does not serve stops the start-up here, with the settings error.
  contentApiShapeOf(result.settings);
  return result.settings;
}

/**
 * The start-up's config (spec 000 §2, §4 "Config source"; 001 §8 "Config and startup"): settings
 * file -> config source (`app-config` query parameter, then storage, then the default) -> fetch ->
 * `parseConfig`. Fetches are retried once; every failure is raised as the StartupError the error
 * screen shows.
 */
export async function loadConfig(input: LoadConfigInput): Promise<LoadedConfig> {
  const settings = await loadSettings(input);

  const location = resolveConfigLocation({
    queryValue: new URLSearchParams(input.search).get(CONFIG_QUERY_PARAM),
    storage: input.storage,
    settings,
    contentHost: input.appConfig.contentHost,
  });
  for (const warning of location.warnings) input.logger.warn(warning);
  if (!location.ok) throw location.error;

  const raw = await bootstrapFetch(input.queryClient, {
    queryKey: ['config', location.source],
    queryFn: (signal) => fetchConfigFile(location.source, input.appConfig.contentHost, { fetch: input.fetch, signal }),
    isRetryable: isLoadFailure,
    retryDelayMs: input.retryDelayMs,
  });

  const parsed = parseConfig(raw);
  if (!parsed.ok) throw parsed.error;
  return { config: parsed.config, settings, source: location.source };
}
