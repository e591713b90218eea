import type { ConfigFile } from '../catalog/Catalog';
import type { ServerContext } from '../context';
import { NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { CONFIG_ID_PATTERN, idParam, singleParam, type Query } from '../http/params';

/** The catalog config a caller names (`app_config_id`), the site's default when absent; 400 malformed, 404 unknown. */
export function configNamed(context: ServerContext, value: string | undefined, name: string): ConfigFile {
  const id = value === undefined || value === '' ? context.catalog.site.defaultConfig : idParam(value, name, CONFIG_ID_PATTERN);
  const config = context.catalog.configs.get(id);
  if (!config) throw notFound(NOT_FOUND_MESSAGE.config);
  return config;
}

/** `configNamed` for a query parameter. */
export const configParam = (context: ServerContext, query: Query, name: string): ConfigFile => configNamed(context, singleParam(query, name), name);
