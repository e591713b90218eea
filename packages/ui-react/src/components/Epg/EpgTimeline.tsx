import { memo } from 'react';
import { formatTime } from './epgTime';
import { hourMarks, timelineOffset, type TimelineDay } from './guideLayout';

export interface EpgTimelineProps {
  day: TimelineDay;
  dayWidth: number;
  language: string;
}

/** The hours above the programme rows. Visual only: every programme block says its own time. Drawn again only when the day changes. */
export const EpgTimeline = memo(function EpgTimeline({ day, dayWidth, language }: EpgTimelineProps) {
  return (
    <div className="ott-epg__timeline" aria-hidden="true">
      <div className="ott-epg__corner" />
      <ol className="ott-epg__hours">
        {hourMarks(day).map((time) => (
          <li key={time} className="ott-epg__hour" style={{ left: timelineOffset(time, day, dayWidth) }}>
            {formatTime(time, language)}
          </li>
        ))}
      </ol>
    </div>
  );
});
