import { CONTENT_ROW_TYPE, type ContentApiClient, type ContentRow, type Playlist, type ViewerAudience } from '@ott/common';
import type { QueryClient } from '@tanstack/react-query';
import { contentListQuery } from '../../hooks/useContentList';
import { playlistQuery } from '../../hooks/usePlaylist';
import { FIRST_SCREEN_ROWS, homeRows } from './homeRows';

/** The rows whose shelves show a list from the content API (the same choice as HomeRowShelf). */
const isFetchedRow = (row: ContentRow): row is ContentRow & { contentId: string } =>
  Boolean(row.contentId) && row.type !== CONTENT_ROW_TYPE.CONTINUE_WATCHING && row.type !== CONTENT_ROW_TYPE.FAVORITES;

/** A row whose list is on its way, and the list once it has arrived (undefined when it failed). */
export interface PrefetchedRow {
  row: ContentRow;
  list: Promise<Playlist | undefined>;
}

/**
 * Starts the requests of the home's first screen (the lists of its first FIRST_SCREEN_ROWS rows)
 * into the query cache, under the keys the shelves read. Called at start-up as soon as the config
 * is known, so that the lists download while the router, the header and the page render instead
 * of after them: the first images of the page wait on these lists. The viewer's own rows
 * (continue watching, favorites) are not counted: a first visit has them empty and hidden, and the
 * home shows the next rows in their place. The rows below wait until the first screen has loaded
 * (`firstScreenLoading` of the ui store).
 * Failures stay in the cache as errors; the shelf that reads one shows it and retries as usual.
 * `viewer` is who the app knows at start-up (a session is still being restored: a visitor).
 */
export function prefetchHomeShelves(queryClient: QueryClient, client: ContentApiClient, content: readonly ContentRow[], viewer: ViewerAudience): PrefetchedRow[] {
  const { language } = viewer;
  const fetched = homeRows(content, viewer)
    .map(({ row }) => row)
    .filter(isFetchedRow)
    .slice(0, FIRST_SCREEN_ROWS);
  const prefetch = <Key extends readonly unknown[]>(query: { queryKey: Key; queryFn: (context: { signal: AbortSignal }) => Promise<Playlist> }) =>
    queryClient.prefetchQuery(query).then(() => queryClient.getQueryData<Playlist>(query.queryKey));
  return fetched.map((row) => ({
    row,
    list:
      row.type === CONTENT_ROW_TYPE.CONTENT_LIST
        ? prefetch(contentListQuery(client, row.contentId, language))
        : prefetch(playlistQuery(client, row.contentId, {}, language)),
  }));
}
