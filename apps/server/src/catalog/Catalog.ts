import type { AccessModel, SeriesMembership } from '@ott/common';
import type { Clip } from './clipSchema';
import type { AdScheduleFile, CatalogItem, CatalogPlaylist, CatalogSeries, ContentList, Site } from './schemas';
import type { ChannelPlan } from '../live/channelPlan';
import type { RelatedIndex } from '../content/relatedIndex';
import type { SearchIndex } from '../content/searchIndex';
import type { ProviderBilling } from '../protection/ProviderPlanAccess';

/** An app config file: its text as published and the ids it names. */
export interface ConfigFile {
  id: string;
  text: string;
  /** features.searchPlaylist: the scope of `/search?configId=`. */
  searchPlaylist: string | undefined;
  /** The access model the app runs this config under (entitlement decisions). */
  accessModel: AccessModel;
  /** Set when the config bills through a provider that bills its own customers (`integrations.cleeng.id`, `integrations.jwp.clientId`). */
  billing?: ProviderBilling | undefined;
  /** The ad schedule the server stitches into the config's streams (`adSchedule` when `adDeliveryMethod` is `ssai`). */
  ssaiSchedule?: string | undefined;
}

/**
 * A loaded, validated catalog with its indexes. Immutable after loading: every reply is computed
 * from it (and the clock), so replies that do not depend on the clock can be cached.
 */
export interface Catalog {
  dir: string;
  site: Site;
  /** Every media item, in file order (file names sorted). */
  items: readonly CatalogItem[];
  /** Media id -> position in `items`. */
  indexOf: ReadonlyMap<string, number>;
  /** All items, newest first (pubdate descending, then file order). */
  newestFirst: Int32Array;
  clips: ReadonlyMap<string, Clip>;
  art: ReadonlyMap<string, Buffer>;
  playlists: ReadonlyMap<string, CatalogPlaylist>;
  /** Item positions of DYNAMIC playlists, and the scope of SEARCH/RECOMMENDATIONS playlists with a query, newest first. */
  queryResults: ReadonlyMap<string, Int32Array>;
  contentLists: ReadonlyMap<string, ContentList>;
  series: ReadonlyMap<string, CatalogSeries>;
  /** Media id -> where it sits in series (episodes only). */
  memberships: ReadonlyMap<string, readonly SeriesMembership[]>;
  configs: ReadonlyMap<string, ConfigFile>;
  /** Playlist ids the configs name as favorites or continue-watching lists. */
  watchlistIds: ReadonlySet<string>;
  /** The settings file text, when the catalog has one. */
  webappIni: string | undefined;
  ads: ReadonlyMap<string, AdScheduleFile>;
  /** Live channel id -> its day plan. */
  channels: ReadonlyMap<string, ChannelPlan>;
  search: SearchIndex;
  related: RelatedIndex;
}

export const itemById = (catalog: Catalog, id: string): CatalogItem | undefined => {
  const index = catalog.indexOf.get(id);
  return index === undefined ? undefined : catalog.items[index];
};
