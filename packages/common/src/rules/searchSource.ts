import { isAppContentSearchEnabled, type Config } from '../entities/config';
import type { ContentApiShape } from '../services/content/ContentApiClient';

/** Where a search goes (001 §7.1): the app-content search, the config's search playlist, or the second content shape's `/search`. */
export type SearchSource = { kind: 'appContent' } | { kind: 'playlist'; playlistId: string } | { kind: 'second' };

/**
 * The search source a config enables: the second content shape always searches; v2 uses the
 * app-content search when the config turns it on (it wins over a search playlist), else the
 * `features.searchPlaylist` playlist. Undefined: the site has no search (the header hides it).
 */
export function searchSourceOf(config: Pick<Config, 'features' | 'custom'>, apiShape: ContentApiShape): SearchSource | undefined {
  if (apiShape === 'second') return { kind: 'second' };
  if (isAppContentSearchEnabled(config)) return { kind: 'appContent' };
  const playlistId = config.features.searchPlaylist;
  return playlistId ? { kind: 'playlist', playlistId } : undefined;
}
