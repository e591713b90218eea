import type { ProgrammeState } from '@ott/common';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from '../Tag/Tag';
import { formatTimeRange } from './epgTime';
import type { GuideProgramme } from './guideRows';

export interface EpgProgrammeBlockProps {
  entry: GuideProgramme;
  state: ProgrammeState;
  language: string;
  selected: boolean;
  /** The one block of the guide reached with Tab (roving tabindex). */
  tabbable: boolean;
  /** Id of the keyboard hint, described on the tabbable block only. */
  hintId?: string;
  buttonRef: Ref<HTMLButtonElement>;
  onSelect: () => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * A programme on the timeline: title, time and a LIVE tag while on air. A programme that started
 * before the channel's catch-up window is disabled (`aria-disabled`, still reachable with the
 * arrow keys so that the guide reads in order, but selecting it does nothing).
 */
export function EpgProgrammeBlock({ entry, state, language, selected, tabbable, hintId, buttonRef, onSelect, onFocus, onKeyDown }: EpgProgrammeBlockProps) {
  const { t } = useTranslation('epg');
  const { programme, span, box } = entry;
  const className = [
    'ott-epg-programme',
    state.isLive && 'ott-epg-programme--live',
    state.isVod && 'ott-epg-programme--past',
    state.isUpcoming && 'ott-epg-programme--upcoming',
    state.isDisabled && 'ott-epg-programme--disabled',
    selected && 'ott-epg-programme--selected',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li className="ott-epg__slot" style={{ left: box.left, width: box.width }}>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        tabIndex={tabbable ? 0 : -1}
        aria-disabled={state.isDisabled || undefined}
        aria-current={selected || undefined}
        aria-describedby={tabbable ? hintId : undefined}
        onClick={() => {
          if (!state.isDisabled) onSelect();
        }}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        <span className="ott-epg-programme__title">{programme.title}</span>
        <span className="ott-epg-programme__meta">
          <time className="ott-epg-programme__time" dateTime={programme.startTime}>
            {formatTimeRange(span.start, span.end, language)}
          </time>
          {state.isLive && <Tag variant="live">{t('live')}</Tag>}
        </span>
      </button>
    </li>
  );
}
