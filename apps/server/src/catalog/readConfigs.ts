import {
  CONTENT_ROW_TYPE,
  MENU_ITEM_TYPE,
  MultipleIntegrationsError,
  SettingsInvalidError,
  configuredIntegrations,
  contentApiShapeOf,
  parseConfig,
  parseSettings,
  settingsFromIni,
  type Config,
} from '@ott/common';
import { CONFIG_ID_PATTERN } from '../http/params';
import { providerBillingOf } from '../protection/billingProviders';
import { accessModelOfConfig } from '../protection/entitlement';
import type { CatalogReader } from './CatalogReader';
import type { ConfigFile } from './Catalog';
import { siteSchema, type AdScheduleFile, type CatalogPlaylist, type ContentList, type Site } from './schemas';

export const readSite = (reader: CatalogReader): Site => reader.readAndParse(siteSchema, 'site.json');

interface Known {
  site: Site;
  indexOf: ReadonlyMap<string, number>;
  playlists: ReadonlyMap<string, CatalogPlaylist>;
  contentLists: ReadonlyMap<string, ContentList>;
  ads: ReadonlyMap<string, AdScheduleFile>;
}

export interface ReadConfigs {
  configs: Map<string, ConfigFile>;
  watchlistIds: Set<string>;
}

/**
 * `configs/<id>.json`, validated with `@ott/common` parseConfig (the same rules the app applies),
 * then checked against the catalog: every playlist, content list, media item and ad schedule a
 * config names must exist, and its siteId must be the catalog's.
 */
export function readConfigs(reader: CatalogReader, known: Known): ReadConfigs {
  const configs = new Map<string, ConfigFile>();
  const watchlistIds = new Set<string>();
  for (const name of reader.list('configs', '.json')) {
    const file = `configs/${name}`;
    const id = name.slice(0, -'.json'.length);
    if (!CONFIG_ID_PATTERN.test(id)) reader.fail(file, '', 'a config file name must be 8 lowercase letters or digits');
    const raw = reader.readJson(file);
    const result = parseConfig(raw);
    if (!result.ok) {
      const problem = 'problems' in result.error ? (result.error.problems as Array<{ path: string; message: string }>)[0] : undefined;
      if (problem) reader.fail(file, problem.path.split('.').filter(Boolean).map((part) => (/^\d+$/.test(part) ? Number(part) : part)), problem.message);
      reader.fail(file, '', `${result.error.message}${typeof result.error.details['description'] === 'string' ? ` (${result.error.details['description']})` : ''}`);
    }
    const config = (result as { ok: true; config: Config }).config;
    // The app refuses two providers at start-up (with its modules); a catalog never serves one.
    const providers = configuredIntegrations(config);
    if (providers.length > 1) {
      const error = new MultipleIntegrationsError(providers);
      reader.fail(file, '', `${error.message} (${String(error.details['description'])})`);
    }
    checkConfigReferences(reader, file, id, config, known);
    for (const list of [config.features.favoritesList, config.features.continueWatchingList]) if (list) watchlistIds.add(list);
    configs.set(id, { id, text: JSON.stringify(raw), searchPlaylist: config.features.searchPlaylist, accessModel: accessModelOfConfig(config), billing: providerBillingOf(config), ssaiSchedule: config.adDeliveryMethod === 'ssai' ? config.adSchedule : undefined });
  }
  if (!configs.has(known.site.defaultConfig)) reader.fail('site.json', ['defaultConfig'], `unknown config "${known.site.defaultConfig}" (no configs/${known.site.defaultConfig}.json)`);
  return { configs, watchlistIds };
}

function checkConfigReferences(reader: CatalogReader, file: string, id: string, config: Config, known: Known): void {
  const fail = (path: Array<string | number>, problem: string): never => reader.fail(file, path, problem);
  const needPlaylist = (value: string, path: Array<string | number>): void => {
    if (!known.playlists.has(value)) fail(path, `unknown playlist "${value}" (no playlists/${value}.json)`);
  };
  const needContentList = (value: string, path: Array<string | number>): void => {
    if (!known.contentLists.has(value)) fail(path, `unknown content list "${value}" (no content-lists/${value}.json)`);
  };

  if (config.id !== undefined && config.id !== id) fail(['id'], `"${config.id}" does not match the file name`);
  if (config.siteId !== known.site.siteId) fail(['siteId'], `"${config.siteId}" is not the catalog's site id "${known.site.siteId}" (site.json)`);
  config.content.forEach((row, index) => {
    if (row.type === CONTENT_ROW_TYPE.PLAYLIST) {
      if (!row.contentId) fail(['content', index, 'contentId'], 'Required');
      needPlaylist(row.contentId!, ['content', index, 'contentId']);
    }
    if (row.type === CONTENT_ROW_TYPE.CONTENT_LIST) {
      if (!row.contentId) fail(['content', index, 'contentId'], 'Required');
      needContentList(row.contentId!, ['content', index, 'contentId']);
    }
  });
  config.menu.forEach((item, index) => {
    const path = ['menu', index, 'contentId'];
    if (item.type === MENU_ITEM_TYPE.CONTENT_LIST) needContentList(item.contentId, path);
    else if (item.type === MENU_ITEM_TYPE.MEDIA) {
      if (!known.indexOf.has(item.contentId)) fail(path, `unknown media id "${item.contentId}"`);
    } else needPlaylist(item.contentId, path);
  });
  const { recommendationsPlaylist, searchPlaylist } = config.features;
  if (recommendationsPlaylist) needPlaylist(recommendationsPlaylist, ['features', 'recommendationsPlaylist']);
  if (searchPlaylist) needPlaylist(searchPlaylist, ['features', 'searchPlaylist']);
  if (config.adSchedule && !known.ads.has(config.adSchedule)) fail(['adSchedule'], `unknown ad schedule "${config.adSchedule}" (no ads/${config.adSchedule}.json)`);
}

/**
 * `webapp.ini` (optional), validated with `@ott/common` parseSettings and contentApiShapeOf. Config
 * ids it names (the 8-character form) must be configs of this catalog; full locations are taken as
 * they are.
 */
export function readWebappIni(reader: CatalogReader, configs: ReadonlyMap<string, ConfigFile>): string | undefined {
  if (!reader.exists('webapp.ini')) return undefined;
  const text = reader.readText('webapp.ini');
  const result = parseSettings(text);
  if (!result.ok) reader.fail('webapp.ini', '', result.error.message);
  try {
    contentApiShapeOf(result.settings);
  } catch (error) {
    if (!(error instanceof SettingsInvalidError)) throw error;
    const [problem] = error.problems;
    reader.fail('webapp.ini', problem?.path ?? '', problem?.message ?? error.message);
  }
  const raw = settingsFromIni(text);
  const named: Array<[string, unknown]> = [
    ['defaultConfigSource', raw['defaultConfigSource']],
    ...[raw['additionalAllowedConfigSources']].flat().map((value): [string, unknown] => ['additionalAllowedConfigSources', value]),
  ];
  for (const [key, value] of named) {
    if (typeof value === 'string' && CONFIG_ID_PATTERN.test(value.trim()) && !configs.has(value.trim())) {
      reader.fail('webapp.ini', key, `unknown config "${value.trim()}" (no configs/${value.trim()}.json)`);
    }
  }
  return text;
}
