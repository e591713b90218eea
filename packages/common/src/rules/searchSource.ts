import { isAppContentSearchEnabled, type Config } from '../entities/config';
import { CONTENT_API_SHAPES, type ContentApiShape } from '../services/content/contentApiShapes';

/**
 * Where a search goes (001 §7.1): the app-content search, the config's search playlist, or the
 * content shape's own search route (the second shape's `/search`).
 */
export type SearchSource = { kind: 'appContent' } | { kind: 'playlist'; playlistId: string } | { kind: 'route' };

/**
 * The search source a config enables: a shape with a search route always searches there; otherwise
 * the app-content search when the config turns it on (it wins over a search playlist), else the
 * `features.searchPlaylist` playlist. Undefined: the site has no search (the header hides it).
 */
export function searchSourceOf(config: Pick<Config, 'features' | 'custom'>, apiShape: ContentApiShape): SearchSource | undefined {
  if (CONTENT_API_SHAPES[apiShape].search) return { kind: 'route' };
  if (isAppContentSearchEnabled(config)) return { kind: 'appContent' };
  const playlistId = config.features.searchPlaylist;
  return playlistId ? { kind: 'playlist', playlistId } : undefined;
}
