import { z } from '../zod';
import { isHttpError } from '../errors/httpErrors';
import { HttpClient, type FetchLike } from '../services/http';
import { configLocationOf } from './configSource';
import { ConfigLoadError, SettingsLoadError } from './errors';

/**
 * The two files a site reads before it knows its config: the settings file and the config
 * itself. Both may live outside the content host, so they are fetched by location.
 */
export interface ConfigFilesOptions {
  fetch: FetchLike;
  signal?: AbortSignal;
}

/** The reply of an app-config location is validated later by parseConfig, so any JSON is taken here. */
const anyJson = z.unknown();

const locationClient = (fetch: FetchLike): HttpClient => new HttpClient({ baseUrl: '', fetch });

/** The text of the settings file at `url`; any failure is "Unable to load .webapp.ini". */
export async function fetchSettingsText(url: string, { fetch, signal }: ConfigFilesOptions): Promise<string> {
  try {
    return await locationClient(fetch).get<string>(url, { responseType: 'text', headers: { Accept: 'text/plain, */*' }, signal });
  } catch (cause) {
    throw new SettingsLoadError({ cause, details: { location: url } });
  }
}

/**
 * The raw app config of a source: an 8-character id becomes `/apps/configs/{id}.json` on the
 * content host, anything else is fetched as the location it is. Any failure (network, status,
 * not JSON) is "Failed to load the config"; validate the reply with parseConfig.
 */
export async function fetchConfigFile(source: string, contentHost: string, { fetch, signal }: ConfigFilesOptions): Promise<unknown> {
  const location = configLocationOf(source, contentHost);
  try {
    return await locationClient(fetch).get(location, { schema: anyJson, signal });
  } catch (cause) {
    throw new ConfigLoadError({ location, status: isHttpError(cause) ? Number(cause.code) : undefined, cause });
  }
}
