import type { MediaItem } from '@ott/common';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/CardGrid/CardGrid';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';

export interface ReadingListProps {
  /** The readings of the series (its `seriesPlaylistId` playlist); undefined while loading. */
  items: readonly MediaItem[] | undefined;
  playlistId?: string;
  error: unknown;
}

/** The readings of a reading series, in the order of its playlist. */
export function ReadingList({ items, playlistId, error }: ReadingListProps) {
  const { t } = useTranslation(['video', 'common']);
  const headingId = useId();
  if (!playlistId) return null;
  return (
    <section className="ott-reading-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('stories')}</h2>
      {error ? <p role="alert">{t('common:could_not_load_items')}</p> : items ? <CardGrid items={items} playlistId={playlistId} /> : <LoadingIndicator />}
    </section>
  );
}
