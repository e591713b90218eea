import type { Season } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { seasonLabel } from './seriesEpisodes';

export interface SeasonFilterProps {
  seasons: readonly Season[];
  value: number;
  onChange: (seasonNumber: number) => void;
}

/** The season filter of the episode list: a native select (keyboard and screen readers know it). */
export function SeasonFilter({ seasons, value, onChange }: SeasonFilterProps) {
  const { t } = useTranslation('video');
  return (
    <select className="ott-season-filter" aria-label={t('season_filter')} value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {seasons.map((season) => (
        <option key={season.season_number} value={season.season_number}>
          {seasonLabel(season, t)}
        </option>
      ))}
    </select>
  );
}
