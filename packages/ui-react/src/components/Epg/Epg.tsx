import { getProgrammeState, type EpgChannel, type EpgProgram, type GuideSizes } from '@ott/common';
import { useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../hooks/useAppStore';
import { EpgChannelLogo } from './EpgChannelLogo';
import { EpgProgrammeBlock } from './EpgProgrammeBlock';
import { EpgTimeline } from './EpgTimeline';
import { dayLabel } from './dayLabel';
import { clampDay, dayAt, dayOffsetOf, guideDayRange } from './guideDays';
import { scrollLeftToCentre, timelineDayOf, timelineOffset } from './guideLayout';
import { isGuideKey, nextGuidePosition, type GuidePosition } from './guideNavigation';
import { guideRows, isPositionIn, onAirPosition, positionOf } from './guideRows';
import { programmesInWindow } from './guideWindow';
import { useGuideWindow } from './useGuideWindow';
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
 * The programme guide (spec 000 "Live guide"): channel logos down the side, one day's timeline
 * across (today, or another day of the schedules: a week back, a few days ahead), programme blocks
 * placed by time, a marker at the current time, a "Now" button and buttons sliding the timeline
 * left and right. Only the rows and programmes in and near view are drawn (useGuideWindow), so a
 * line-up of a hundred channels stays quick. Keyboard: one programme is in the Tab order;
 * arrow keys move between programmes (left/right) and channels (up/down), Home/End to a
 * channel's first or last programme, Enter selects.
 */
export function Epg({ channels, now, sizes, selectedChannelId, selectedStart, onSelectProgramme, onSelectChannel }: EpgProps) {
  const { t } = useTranslation('epg');
  const language = useAppStore('site', (state) => state.language);
  const hintId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLUListElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);
  const initialScrollDone = useRef(false);
  const [focused, setFocused] = useState<GuidePosition | null>(null);
  const [chosenDay, setChosenDay] = useState<number | null>(null);

  const today = timelineDayOf(now).start;
  const range = useMemo(() => guideDayRange(channels, today), [channels, today]);
  // The day of the selected programme until the viewer picks another one.
  const dayOffset = clampDay(chosenDay ?? (selectedStart === undefined ? 0 : dayOffsetOf(selectedStart, today)), range);
  const day = useMemo(() => dayAt(today, dayOffset), [today, dayOffset]);
  const rows = useMemo(() => guideRows(channels, day, sizes.dayWidth), [channels, day, sizes.dayWidth]);
  const spans = useMemo(() => rows.map((row) => row.programmes.map((entry) => entry.span)), [rows]);
  const hasProgrammes = spans.some((row) => row.length > 0);

  const selected = positionOf(rows, selectedChannelId, selectedStart);
  const active = isPositionIn(rows, focused) ? focused : (selected ?? onAirPosition(rows, selectedChannelId, now));
  const nowOffset = timelineOffset(now, day, sizes.dayWidth);
  const showsNow = day.start <= now && now < day.end;
  const drawn = useGuideWindow(scrollerRef, rowsRef, { rowHeight: sizes.itemHeight, sidebarWidth: sizes.sidebarWidth, rowCount: rows.length });

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

  // A programme reached with the keyboard outside the drawn part is drawn first (it is the active one), then focused.
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const button = buttons.current.get(pendingFocus.current);
    if (!button) return;
    pendingFocus.current = null;
    button.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: GuidePosition) => {
    if (!isGuideKey(event.key)) return;
    event.preventDefault();
    const next = nextGuidePosition(spans, from, event.key);
    setFocused(next);
    const entry = rows[next.channel]?.programmes[next.programme];
    if (!entry) return;
    const button = buttons.current.get(entry.key);
    if (button) button.focus();
    else pendingFocus.current = entry.key;
  };

  const showDay = (offset: number) => {
    setFocused(null);
    setChosenDay(clampDay(offset, range));
  };

  const goToNow = () => {
    if (dayOffset !== 0) showDay(0);
    // The timeline is as wide on every day: now's place on today's timeline is known before it is drawn.
    centre(timelineOffset(now, timelineDayOf(now), sizes.dayWidth), scrollBehaviour());
  };

  // The rows in and near view, and the active row wherever it is (its tabbable programme must exist).
  const drawnRows = rows.flatMap((row, index) =>
    (index >= drawn.firstRow && index <= drawn.lastRow) || index === active?.channel ? [{ row, index }] : [],
  );

  const drawnProgrammes = (programmes: (typeof rows)[number]['programmes'], channelIndex: number) => {
    const shown = programmesInWindow(programmes, drawn.left, drawn.right);
    const activeIndex = active?.channel === channelIndex ? active.programme : -1;
    if (activeIndex < 0 || shown.some(({ index }) => index === activeIndex)) return shown;
    return [...shown, { entry: programmes[activeIndex]!, index: activeIndex }];
  };

  const style = {
    '--ott-epg-sidebar-width': `${sizes.sidebarWidth}px`,
    '--ott-epg-item-height': `${sizes.itemHeight}px`,
    '--ott-epg-day-width': `${sizes.dayWidth}px`,
  } as CSSProperties;

  return (
    <section className="ott-epg" style={style} aria-label={t('guide_label')}>
      <div className="ott-epg__toolbar">
        <button type="button" className="ott-button ott-epg__now-button" onClick={goToNow}>
          {t('now')}
        </button>
        <div className="ott-epg__days" role="group" aria-label={t('day')}>
          <button
            type="button"
            className="ott-icon-button ott-epg__day-button"
            aria-label={t('previous_day')}
            disabled={dayOffset <= range.first}
            onClick={() => showDay(dayOffset - 1)}
          >
            <span aria-hidden="true">«</span>
          </button>
          <span className="ott-epg__day" aria-live="polite">
            {dayLabel(day.start, dayOffset, language)}
          </span>
          <button
            type="button"
            className="ott-icon-button ott-epg__day-button"
            aria-label={t('next_day')}
            disabled={dayOffset >= range.last}
            onClick={() => showDay(dayOffset + 1)}
          >
            <span aria-hidden="true">»</span>
          </button>
        </div>
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
          {showsNow && <div className="ott-epg__now-marker" style={{ left: sizes.sidebarWidth + nowOffset }} aria-hidden="true" />}
          <ul ref={rowsRef} className="ott-epg__rows" aria-label={t('channels')} style={{ height: rows.length * sizes.itemHeight }}>
            {drawnRows.map(({ row, index: channelIndex }) => (
              <li
                key={row.channel.id}
                className="ott-epg__row"
                style={{ top: channelIndex * sizes.itemHeight }}
                aria-setsize={rows.length}
                aria-posinset={channelIndex + 1}
              >
                <EpgChannelLogo channel={row.channel} selected={row.channel.id === selectedChannelId} onSelect={() => onSelectChannel(row.channel)} />
                {row.programmes.length === 0 ? (
                  <p className="ott-epg__empty" role={row.channel.scheduleFailed ? 'alert' : undefined}>
                    {t(row.channel.scheduleFailed ? 'schedule_error' : 'no_programmes')}
                  </p>
                ) : (
                  <ul className="ott-epg__programmes" aria-label={row.channel.title}>
                    {drawnProgrammes(row.programmes, channelIndex).map(({ entry, index: programmeIndex }) => {
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
