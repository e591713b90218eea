import { getProgrammeState, type EpgChannel, type EpgProgram, type GuideSizes } from '@ott/common';
import { useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../hooks/useAppStore';
import { EpgChannelLogo } from './EpgChannelLogo';
import { EpgProgrammeBlock } from './EpgProgrammeBlock';
import { EpgTimeline } from './EpgTimeline';
import { scrollLeftToCentre, timelineDayOf, timelineOffset } from './guideLayout';
import { isGuideKey, nextGuidePosition, type GuidePosition } from './guideNavigation';
import { guideRows, isPositionIn, onAirPosition, positionOf } from './guideRows';
import '@ott/ui-react/styles/epg.css';

export interface EpgProps {
  channels: readonly EpgChannel[];
  /** The clock (epoch ms); states and the now marker follow it. */
  now: number;
  /** Sidebar width, row height and day width for the breakpoint (`guideSizes`). */
  sizes: GuideSizes;
  selectedChannelId?: string;
  /** Start (epoch ms) of the selected programme of the selected channel. */
  selectedStart?: number;
  onSelectProgramme: (channel: EpgChannel, programme: EpgProgram) => void;
  onSelectChannel: (channel: EpgChannel) => void;
}

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const scrollBehaviour = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/**
 * The programme guide (spec 000 "Live guide"): channel logos down the side, today's timeline
 * across, programme blocks placed by time, a marker at the current time, a "Now" button and
 * buttons sliding the timeline left and right. Keyboard: one programme is in the Tab order;
 * arrow keys move between programmes (left/right) and channels (up/down), Home/End to a
 * channel's first or last programme, Enter selects.
 */
export function Epg({ channels, now, sizes, selectedChannelId, selectedStart, onSelectProgramme, onSelectChannel }: EpgProps) {
  const { t } = useTranslation('epg');
  const language = useAppStore('site', (state) => state.language);
  const hintId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const initialScrollDone = useRef(false);
  const [focused, setFocused] = useState<GuidePosition | null>(null);

  const { start: dayStart, end: dayEnd } = timelineDayOf(now);
  const day = useMemo(() => ({ start: dayStart, end: dayEnd }), [dayStart, dayEnd]);
  const rows = useMemo(() => guideRows(channels, day, sizes.dayWidth), [channels, day, sizes.dayWidth]);
  const spans = useMemo(() => rows.map((row) => row.programmes.map((entry) => entry.span)), [rows]);
  const hasProgrammes = spans.some((row) => row.length > 0);

  const selected = positionOf(rows, selectedChannelId, selectedStart);
  const active = isPositionIn(rows, focused) ? focused : (selected ?? onAirPosition(rows, selectedChannelId, now));
  const nowOffset = timelineOffset(now, day, sizes.dayWidth);

  /** Scrolls so that a timeline offset is in the middle of the visible timeline. */
  const centre = (offset: number, behavior: ScrollBehavior) => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof scroller.scrollTo !== 'function') return;
    scroller.scrollTo({ left: scrollLeftToCentre(offset, scroller.clientWidth - sizes.sidebarWidth), behavior });
  };

  const slide = (direction: -1 | 1) => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof scroller.scrollBy !== 'function') return;
    // One visible width of timeline at a time (the channel column stays in place).
    scroller.scrollBy({ left: direction * Math.max(0, scroller.clientWidth - sizes.sidebarWidth), behavior: scrollBehaviour() });
  };

  // Once the programmes are drawn, bring the current time into view, or the start of a selected
  // programme that is not on air.
  const selectedEntry = selected && rows[selected.channel]!.programmes[selected.programme]!;
  const selectedOnAir = selectedEntry !== undefined && selectedEntry.span.start <= now && now < selectedEntry.span.end;
  const initialOffset = selectedEntry && !selectedOnAir ? selectedEntry.box.left : nowOffset;
  useLayoutEffect(() => {
    if (initialScrollDone.current || !hasProgrammes) return;
    initialScrollDone.current = true;
    const scroller = scrollerRef.current;
    if (!scroller || typeof scroller.scrollTo !== 'function') return;
    scroller.scrollTo({ left: scrollLeftToCentre(initialOffset, scroller.clientWidth - sizes.sidebarWidth) });
  }, [hasProgrammes, initialOffset, sizes.sidebarWidth]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: GuidePosition) => {
    if (!isGuideKey(event.key)) return;
    event.preventDefault();
    const next = nextGuidePosition(spans, from, event.key);
    setFocused(next);
    const entry = rows[next.channel]?.programmes[next.programme];
    if (entry) buttons.current.get(entry.key)?.focus();
  };

  const style = {
    '--ott-epg-sidebar-width': `${sizes.sidebarWidth}px`,
    '--ott-epg-item-height': `${sizes.itemHeight}px`,
    '--ott-epg-day-width': `${sizes.dayWidth}px`,
  } as CSSProperties;

  return (
    <section className="ott-epg" style={style} aria-label={t('guide_label')}>
      <div className="ott-epg__toolbar">
        <button type="button" className="ott-button ott-epg__now-button" onClick={() => centre(nowOffset, scrollBehaviour())}>
          {t('now')}
        </button>
        <div className="ott-epg__slide">
          <button type="button" className="ott-icon-button ott-epg__slide-button" aria-label={t('slide_left')} onClick={() => slide(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="ott-icon-button ott-epg__slide-button" aria-label={t('slide_right')} onClick={() => slide(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <p id={hintId} className="ott-visually-hidden">
        {t('keyboard_hint')}
      </p>
      <div ref={scrollerRef} className="ott-epg__scroller">
        <div className="ott-epg__canvas">
          <EpgTimeline day={day} dayWidth={sizes.dayWidth} language={language} />
          <div className="ott-epg__now-marker" style={{ left: sizes.sidebarWidth + nowOffset }} aria-hidden="true" />
          <ul className="ott-epg__rows" aria-label={t('channels')}>
            {rows.map((row, channelIndex) => (
              <li key={row.channel.id} className="ott-epg__row">
                <EpgChannelLogo channel={row.channel} selected={row.channel.id === selectedChannelId} onSelect={() => onSelectChannel(row.channel)} />
                {row.programmes.length === 0 ? (
                  <p className="ott-epg__empty" role={row.channel.scheduleFailed ? 'alert' : undefined}>
                    {t(row.channel.scheduleFailed ? 'schedule_error' : 'no_programmes')}
                  </p>
                ) : (
                  <ul className="ott-epg__programmes" aria-label={row.channel.title}>
                    {row.programmes.map((entry, programmeIndex) => {
                      const position = { channel: channelIndex, programme: programmeIndex };
                      const tabbable = active?.channel === channelIndex && active.programme === programmeIndex;
                      return (
                        <EpgProgrammeBlock
                          key={entry.key}
                          entry={entry}
                          state={getProgrammeState(entry.programme, now, row.channel.catchupHours)}
                          language={language}
                          selected={selected?.channel === channelIndex && selected.programme === programmeIndex}
                          tabbable={tabbable}
                          hintId={hintId}
                          buttonRef={(element) => {
                            if (element) buttons.current.set(entry.key, element);
                            else buttons.current.delete(entry.key);
                          }}
                          onSelect={() => onSelectProgramme(row.channel, entry.programme)}
                          onFocus={() => setFocused(position)}
                          onKeyDown={(event) => onKeyDown(event, position)}
                        />
                      );
                    })}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
