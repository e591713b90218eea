import {
  CONFIG_QUERY_PARAM,
  ConfigLoadError,
  NoUsableConfigSourcesError,
  SettingsLoadError,
  createContentApiClient,
  parseConfig,
  parseSettingsObject,
  resolveConfigLocation,
  settingsFromIni,
  type Config,
  type ConfigSourceStorage,
  type FetchLike,
  type Logger,
  type Settings,
  type Sleep,
} from '@ott/common';
import type { ResolvedAppConfig } from './appConfig';
import { withRetry } from './withRetry';

export interface BootstrapConfigInput {
  appConfig: ResolvedAppConfig;
  fetch: FetchLike;
  /** Raw Web Storage (localStorage), where `?app-config=` is remembered. */
  storage: ConfigSourceStorage;
  /** The page's query string, for `app-config`. */
  search: string;
  logger: Logger;
  sleep?: Sleep;
  signal?: AbortSignal;
}

export interface BootstrapConfigResult {
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

async function fetchSettingsText(url: string, input: BootstrapConfigInput): Promise<string> {
  let response: Response;
  try {
    response = await input.fetch(url, { headers: { Accept: 'text/plain, */*' }, signal: input.signal });
  } catch (cause) {
    throw new SettingsLoadError({ cause, details: { location: url } });
  }
  if (!response.ok) throw new SettingsLoadError({ details: { location: url, status: response.status } });
  return response.text();
}

/**
 * The deployment's settings: the settings file's values win; the app's own default source fills a
 * missing default. No source at all is "No usable config sources".
 */
async function loadSettings(input: BootstrapConfigInput): Promise<Settings> {
  const { appConfig } = input;
  // Every key is passed, present or not: parseSettingsObject rejects an object that lacks one.
  const fromFile =
    appConfig.settingsUrl === null
      ? { defaultConfigSource: undefined, additionalAllowedConfigSources: undefined, UNSAFE_allowAnyConfigSource: undefined }
      : settingsFromIni(await withRetry(() => fetchSettingsText(appConfig.settingsUrl as string, input), { sleep: input.sleep, signal: input.signal }));
  const fileDefault = fromFile.defaultConfigSource;
  const defaultConfigSource = typeof fileDefault === 'string' && fileDefault.trim() !== '' ? fileDefault : appConfig.defaultConfigSource;
  const result = parseSettingsObject({ ...fromFile, defaultConfigSource });
  if (!result.ok) throw new NoUsableConfigSourcesError({ description: NO_SOURCES_DESCRIPTION, helpLink: appConfig.helpUrl });
  return result.settings;
}

/**
 * App startup (spec 000 §2, §4 "Config source"; 001 §8 "Config and startup"): settings file ->
 * config source (`app-config` query parameter, then storage, then the default) -> fetch ->
 * `parseConfig` (schema and the one-integration rule). Fetches are retried once; every failure
 * is thrown as the StartupError the error screen shows.
 */
export async function bootstrapConfig(input: BootstrapConfigInput): Promise<BootstrapConfigResult> {
  const settings = await loadSettings(input);

  const location = resolveConfigLocation({
    queryValue: new URLSearchParams(input.search).get(CONFIG_QUERY_PARAM),
    storage: input.storage,
    settings,
    contentHost: input.appConfig.contentHost,
  });
  for (const warning of location.warnings) input.logger.warn(warning);
  if (!location.ok) throw location.error;

  const client = createContentApiClient({ contentHost: input.appConfig.contentHost, siteId: '', fetch: input.fetch });
  const raw = await withRetry(() => client.fetchConfig(location.source, { signal: input.signal }), {
    isRetryable: isLoadFailure,
    sleep: input.sleep,
    signal: input.signal,
  });

  const parsed = parseConfig(raw);
  if (!parsed.ok) throw parsed.error;
  return { config: parsed.config, settings, source: location.source };
}
