import {
  CONTENT_ROW_TYPE,
  contentListUrl,
  playlistUrl,
  type ContentRow,
  type Favorite,
  type MediaItem,
  type Playlist,
  type WatchHistoryEntry,
} from '@ott/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturedShelf } from '../../components/FeaturedShelf/FeaturedShelf';
import { Shelf, type ShelfProps, type ShelfStatus } from '../../components/Shelf/Shelf';
import { useConfig } from '../../hooks/useApp';
import { useContentList } from '../../hooks/useContentList';
import { useFavorites } from '../../hooks/useFavorites';
import { useIsViewerTokenUser } from '../../hooks/useViewerToken';
import { usePlaylist } from '../../hooks/usePlaylist';
import { useWatchHistory } from '../../hooks/useWatchHistory';
import { useWatchlist } from '../../hooks/useWatchlist';
import { shelfAspectRatio } from './homeRows';

export interface HomeRowShelfProps {
  row: ContentRow;
  /** Called with true once the row is known to have nothing to show, false when it has (again). */
  onEmptyChange(empty: boolean): void;
  /** One of the first rows, on the screen a visitor sees without scrolling (see Shelf). */
  onFirstScreen?: boolean;
}

/** One content row of the home page as a shelf, by its type (spec 000 §3 Content row). */
export function HomeRowShelf(props: HomeRowShelfProps) {
  switch (props.row.type) {
    case CONTENT_ROW_TYPE.CONTENT_LIST:
      return <ContentListRow {...props} />;
    case CONTENT_ROW_TYPE.CONTINUE_WATCHING:
      return <ContinueWatchingRow {...props} />;
    case CONTENT_ROW_TYPE.FAVORITES:
      return <FavoritesRow {...props} />;
    default:
      return <PlaylistRow {...props} />;
  }
}

function useReportEmpty(empty: boolean, onEmptyChange: (empty: boolean) => void) {
  const report = useEffectEvent(onEmptyChange);
  useEffect(() => report(empty), [empty]);
}

function RowShelf(props: ShelfProps) {
  return props.featured ? <FeaturedShelf {...props} /> : <Shelf {...props} />;
}

const queryStatus = (query: UseQueryResult<unknown>): ShelfStatus => (query.isError ? 'error' : query.isSuccess ? 'success' : 'loading');

interface ListRowProps extends HomeRowShelfProps {
  query: UseQueryResult<Playlist>;
  titleUrl?: string;
}

/** A playlist or content-list row: one broken list shows its own error and never the page's. */
function ListRow({ row, onEmptyChange, onFirstScreen, query, titleUrl }: ListRowProps) {
  const { data } = query;
  const empty = !row.contentId || (query.isSuccess && data?.playlist.length === 0);
  useReportEmpty(empty, onEmptyChange);
  if (!row.contentId) return null;
  const featured = row.featured === true;
  return (
    <RowShelf
      title={row.title || data?.title || ''}
      titleUrl={titleUrl}
      items={data?.playlist}
      status={queryStatus(query)}
      playlistId={row.contentId}
      featured={featured}
      backgroundColor={row.backgroundColor}
      aspectRatio={shelfAspectRatio(data, featured)}
      onFirstScreen={onFirstScreen}
    />
  );
}

function PlaylistRow(props: HomeRowShelfProps) {
  const query = usePlaylist(props.row.contentId);
  const { contentId, title } = props.row;
  const titleUrl = contentId ? playlistUrl({ id: contentId, title: title || query.data?.title }) : undefined;
  return <ListRow {...props} query={query} titleUrl={titleUrl} />;
}

function ContentListRow(props: HomeRowShelfProps) {
  const query = useContentList(props.row.contentId);
  const { contentId, title } = props.row;
  const titleUrl = contentId ? contentListUrl({ id: contentId, title: title || query.data?.title }) : undefined;
  return <ListRow {...props} query={query} titleUrl={titleUrl} />;
}

/**
 * The media items of the viewer's favorites or history entries, in list order and in the active
 * language: the stores keep the items they loaded at start, the watch list gives them again after
 * a language change.
 */
function useEntryItems(listId: string | undefined, entries: readonly (Favorite | WatchHistoryEntry)[]): MediaItem[] {
  const ids = useMemo(() => entries.map((entry) => entry.mediaid), [entries]);
  const { data } = useWatchlist(listId, ids);
  return useMemo(() => {
    const fresh = new Map((data ?? []).map((item) => [item.mediaid, item]));
    return entries.map((entry) => fresh.get(entry.mediaid) ?? entry.playlistItem);
  }, [data, entries]);
}

interface LocalListRowProps extends HomeRowShelfProps {
  entries: readonly (Favorite | WatchHistoryEntry)[];
  loadStatus: 'idle' | 'loading' | 'ready' | 'error';
  listId: string | undefined;
  defaultTitle: string;
}

/** Continue watching or favorites: hidden while empty. */
function LocalListRow({ row, onEmptyChange, onFirstScreen, entries, loadStatus, listId, defaultTitle }: LocalListRowProps) {
  const items = useEntryItems(listId, entries);
  const status: ShelfStatus = loadStatus === 'error' && items.length === 0 ? 'error' : loadStatus === 'ready' || items.length > 0 ? 'success' : 'loading';
  const empty = status === 'success' && items.length === 0;
  useReportEmpty(empty, onEmptyChange);
  if (empty) return null;
  return (
    <RowShelf
      title={row.title || defaultTitle}
      items={items}
      status={status}
      featured={row.featured === true}
      backgroundColor={row.backgroundColor}
      onFirstScreen={onFirstScreen}
    />
  );
}

const NO_ENTRIES: readonly (Favorite | WatchHistoryEntry)[] = [];

function ContinueWatchingRow(props: HomeRowShelfProps) {
  const { t } = useTranslation('common');
  const { continueWatching, loadStatus } = useWatchHistory();
  const { features } = useConfig();
  // A viewer-token user has no history (000 §6): the row stays empty, so hidden.
  const viewer = useIsViewerTokenUser();
  return (
    <LocalListRow
      {...props}
      entries={viewer ? NO_ENTRIES : continueWatching}
      loadStatus={viewer ? 'ready' : loadStatus}
      listId={features.continueWatchingList ?? undefined}
      defaultTitle={t('shelves.continue_watching')}
    />
  );
}

function FavoritesRow(props: HomeRowShelfProps) {
  const { t } = useTranslation('common');
  const { items, loadStatus } = useFavorites();
  const { features } = useConfig();
  // A viewer-token user has no favorites (000 §6).
  const viewer = useIsViewerTokenUser();
  return (
    <LocalListRow
      {...props}
      entries={viewer ? NO_ENTRIES : items}
      loadStatus={viewer ? 'ready' : loadStatus}
      listId={features.favoritesList ?? undefined}
      defaultTitle={t('shelves.favorites')}
    />
  );
}
