import { durationParts, plainText, selectWatchHistoryEntry, type Episode } from '@ott/common';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDurationFormat } from '../../components/MediaHero/useDurationFormat';
import { useAppStore } from '../../hooks/useAppStore';
import { episodePlaceLabel, placeOfEpisode } from './seriesEpisodes';

export interface EpisodeRowProps {
  episode: Episode;
  /** Where the row leads: the series page with this episode. */
  to: string;
  /** The episode shown in the hero. */
  current: boolean;
}

/**
 * One episode as a card-like row: image with the watched progress, S:E, title (the link; the whole
 * card is clickable through it), duration and a short description.
 */
export function EpisodeRow({ episode, to, current }: EpisodeRowProps) {
  const { t } = useTranslation('video');
  const formatDuration = useDurationFormat();
  const item = episode.media_item;
  const titleId = useId();
  const progress = useAppStore('watchHistory', (state) => selectWatchHistoryEntry(state, item.mediaid)?.progress);
  const place = episodePlaceLabel(placeOfEpisode(episode), t);
  const duration = durationParts(item.duration);
  const percent = progress === undefined ? undefined : Math.round(progress * 100);
  const description = plainText(item.description);

  return (
    <li className={`ott-episode-row${current ? ' ott-episode-row--current' : ''}`}>
      <article className="ott-episode-row__card" aria-labelledby={titleId}>
        <div className="ott-episode-row__image">
          {item.cardImage && <img src={item.cardImage} alt="" loading="lazy" />}
          {percent !== undefined && percent > 0 && (
            <span className="ott-episode-row__progress" aria-hidden="true">
              <span className="ott-episode-row__progress-bar" style={{ width: `${percent}%` }} />
            </span>
          )}
        </div>
        <div className="ott-episode-row__info">
          {place && <span className="ott-episode-row__place">{place}</span>}
          <h3 id={titleId} className="ott-episode-row__title">
            <Link to={to} className="ott-episode-row__link" aria-current={current ? 'true' : undefined}>
              {item.title}
            </Link>
          </h3>
          <p className="ott-episode-row__metadata">
            {duration && <span>{formatDuration(duration)}</span>}
            {percent !== undefined && percent > 0 && <span>{t('common:media.progress_watched', { percent })}</span>}
          </p>
          {description && <p className="ott-episode-row__description">{description}</p>}
        </div>
      </article>
    </li>
  );
}
