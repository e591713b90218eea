import { DESCRIPTION_MAX_LINES, type MediaItem, type Series } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { CollapsibleText } from '../../components/CollapsibleText/CollapsibleText';
import { MediaDetailsList } from '../../components/MediaHero/MediaDetailsList';
import '@ott/ui-react/styles/media-hero.css';

export interface SeriesAboutProps {
  series: Series;
  /** The series' own media item (description, genre, people), when it loaded. */
  item: MediaItem | undefined;
}

/** The "About" tab: the series description and its metadata (seasons, episodes, genre, rating, year, people). */
export function SeriesAbout({ series, item }: SeriesAboutProps) {
  const { t } = useTranslation('video');
  const description = item?.description || series.description;
  const seasonCount = series.season_count ?? series.seasons.length;
  const facts: [string, string][] = [];
  if (seasonCount > 0) facts.push([t('seasons'), t('season_count', { count: seasonCount })]);
  facts.push([t('episodes'), t('episode_count', { count: series.episode_count })]);
  if (item?.genre) facts.push([t('genre'), item.genre]);
  if (item?.rating) facts.push([t('rating'), item.rating]);
  if (item?.year) facts.push([t('year'), String(item.year)]);

  return (
    <div className="ott-series-about">
      {description && <CollapsibleText text={description} maxLines={DESCRIPTION_MAX_LINES} />}
      <dl className="ott-media-details">
        {facts.map(([label, value]) => (
          <div key={label} className="ott-media-details__entry">
            <dt className="ott-media-details__label">{label}</dt>
            <dd className="ott-media-details__value">{value}</dd>
          </div>
        ))}
      </dl>
      {item && <MediaDetailsList item={item} />}
    </div>
  );
}
