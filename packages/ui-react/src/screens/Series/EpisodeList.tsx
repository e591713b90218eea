import type { Episode } from '@ott/common';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { EpisodeRow } from './EpisodeRow';
import '@ott/ui-react/styles/media-hero.css';

export interface EpisodeListProps {
  episodes: readonly Episode[];
  /** The series page URL of an episode. */
  episodeUrl: (episode: Episode) => string;
  currentEpisodeId?: string;
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  /** Loads the next page (ignored while one is loading). */
  onLoadMore: () => void;
}

/**
 * Episodes with infinite scroll: the next page of 20 loads when the end of the list comes near
 * (IntersectionObserver), or with the "Load more" button, which keyboard and screen-reader users
 * reach; after the button, focus moves to the first new episode.
 */
export function EpisodeList({ episodes, episodeUrl, currentEpisodeId, hasMore, loading, error, onLoadMore }: EpisodeListProps) {
  const { t } = useTranslation(['video', 'common']);
  const listRef = useRef<HTMLOListElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const focusFromRef = useRef<number | null>(null);
  const loadMoreRef = useRef(onLoadMore);
  useLayoutEffect(() => {
    loadMoreRef.current = onLoadMore;
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
    }, { rootMargin: '400px 0px' });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, episodes.length]);

  // After "Load more", focus the first episode of the new page.
  useEffect(() => {
    const from = focusFromRef.current;
    if (from === null || episodes.length <= from) return;
    focusFromRef.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('.ott-episode-row__link')[from]?.focus();
  }, [episodes.length]);

  const loadMoreByButton = () => {
    if (loading) return;
    focusFromRef.current = episodes.length;
    onLoadMore();
  };

  return (
    <div className="ott-episode-list">
      {episodes.length > 0 ? (
        <ol ref={listRef} className="ott-episode-list__items">
          {episodes.map((episode) => (
            <EpisodeRow
              key={episode.media_item.mediaid}
              episode={episode}
              to={episodeUrl(episode)}
              current={episode.media_item.mediaid === currentEpisodeId}
            />
          ))}
        </ol>
      ) : (
        !loading && !error && <p className="ott-episode-list__empty">{t('no_episodes')}</p>
      )}
      {Boolean(error) && (
        <p className="ott-episode-list__error" role="alert">
          {t('common:could_not_load_items')}
        </p>
      )}
      {loading && <LoadingIndicator />}
      {hasMore && (
        <button type="button" className="ott-button ott-media-action ott-episode-list__more" onClick={loadMoreByButton} aria-disabled={loading || undefined}>
          {t('load_more_episodes')}
        </button>
      )}
      <div ref={sentinelRef} className="ott-episode-list__sentinel" aria-hidden="true" />
    </div>
  );
}
