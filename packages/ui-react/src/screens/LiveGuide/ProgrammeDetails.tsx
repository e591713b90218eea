import { canStartFromBeginning, type EpgChannel, type GuideSelection } from '@ott/common';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../components/Tag/Tag';
import { formatTimeRange } from '../../components/Epg/epgTime';
import { programmeSpan } from '../../components/Epg/guideLayout';

export interface ProgrammeDetailsProps {
  selection: GuideSelection & { channel: EpgChannel };
  language: string;
  onStartFromBeginning: () => void;
  onWatchLive: () => void;
}

/**
 * Under the player: the selected programme's title, time and description with a LIVE tag while
 * it is on air (the channel's title and description when it has no programme now), "Start from
 * beginning" for a programme on air within catch-up, and "Watch live" while watching from a start.
 */
export function ProgrammeDetails({ selection, language, onStartFromBeginning, onWatchLive }: ProgrammeDetailsProps) {
  const { t } = useTranslation('epg');
  const titleId = useId();
  const { channel, programme, state, playback } = selection;
  const span = programme && programmeSpan(programme);
  const description = programme ? programme.description : channel.description;

  return (
    <section className="ott-programme-details" aria-labelledby={titleId}>
      <p className="ott-programme-details__channel">{channel.title}</p>
      <h2 id={titleId} className="ott-programme-details__title">
        {programme?.title ?? channel.title}
      </h2>
      {programme && span && (
        <p className="ott-programme-details__meta">
          <time dateTime={programme.startTime}>{formatTimeRange(span.start, span.end, language)}</time>
          {state?.isLive && <Tag variant="live">{t('live')}</Tag>}
        </p>
      )}
      {description && <p className="ott-programme-details__description">{description}</p>}
      <div className="ott-programme-details__actions">
        {canStartFromBeginning(selection) && (
          <button type="button" className="ott-button" onClick={onStartFromBeginning}>
            {t('start_from_beginning')}
          </button>
        )}
        {playback.startFromBeginning && (
          <button type="button" className="ott-button ott-programme-details__watch-live" onClick={onWatchLive}>
            {t('watch_live')}
          </button>
        )}
      </div>
    </section>
  );
}
