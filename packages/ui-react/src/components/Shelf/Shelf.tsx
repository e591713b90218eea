import { type ImageAspectRatio, type MediaItem, PLACEHOLDER_CARDS, shelfImageSizes, shelfTileCount, textColorFor } from '@ott/common';
import { useDeferredValue, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { Card } from '../Card/Card';
import { CardPlaceholder } from '../Card/CardPlaceholder';
import { Glyph } from '../Card/cardIcons';
import { canSlide, focusTarget, isTileRendered, lastStart, placeholderTileCount, slideStart, startShowing, type SlideDirection } from './shelfNavigation';
import { swipeDirection } from './swipe';

export type ShelfStatus = 'loading' | 'error' | 'success';

export interface ShelfProps {
  title: string;
  /** The page of the whole list (playlist or content list), linked from the title. */
  titleUrl?: string;
  items?: readonly MediaItem[];
  /** loading: placeholder cards; error: "Could not load items"; success: the cards. */
  status: ShelfStatus;
  /** Playlist the cards belong to, kept in their links. */
  playlistId?: string;
  /** One large card at a time (the featured row of the home page). */
  featured?: boolean;
  /** The content row's `backgroundColor`; the text turns black or white to stay readable. */
  backgroundColor?: string | null;
  /** The playlist's `cardImageAspectRatio`. */
  aspectRatio?: ImageAspectRatio | null;
  /**
   * The shelf is on the screen a visitor sees first (the home's first rows): the images of the
   * cards in view load at once, the first of them ahead of other images, since the page's largest
   * image (its LCP element) is one of them.
   */
  onFirstScreen?: boolean;
}

/** One empty list for every shelf without items, so that the deferred value below does not change at each render. */
const NO_ITEMS: readonly MediaItem[] = [];

interface TouchStart {
  x: number;
  y: number;
  time: number;
}

/**
 * A titled row of cards (spec 000 §2, §9): as many tiles as the breakpoint allows (one large card
 * when featured), previous and next buttons that slide by a page and are disabled at the ends,
 * swipes, and arrow keys between cards (one card of the row is in the Tab order at a time; Home
 * and End jump to the ends). While loading it shows placeholder cards; a failure shows "Could not
 * load items" inside this row only. A row without items renders nothing. Only the cards of the
 * page in view and of the pages either side are rendered (isTileRendered); the other tiles keep
 * their place empty until a slide brings them near.
 */
export function Shelf({ title, titleUrl, items: givenItems = NO_ITEMS, status: givenStatus, playlistId, featured = false, backgroundColor, aspectRatio, onFirstScreen = false }: ShelfProps) {
  // Below the first screen, the cards of a list that has just arrived render in the background
  // (a deferred value renders in slices), not in the task that received the list: query results
  // arrive through useSyncExternalStore, which renders at once. Until then such a shelf keeps its
  // former state. First-screen shelves render at once: the page's largest image is in one of them.
  const deferredItems = useDeferredValue(givenItems);
  const deferredStatus = useDeferredValue(givenStatus);
  const items = onFirstScreen ? givenItems : deferredItems;
  const status = onFirstScreen ? givenStatus : deferredStatus;
  const { t } = useTranslation('common');
  const tiles = shelfTileCount(useBreakpoint(), featured);
  const headingId = useId();
  const [start, setStart] = useState(0);
  const [active, setActive] = useState(0);
  const cards = useRef<(HTMLAnchorElement | null)[]>([]);
  const viewport = useRef<HTMLDivElement>(null);
  const touch = useRef<TouchStart | null>(null);
  // A card reached by Home or End may not be rendered yet: it takes focus once it is.
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    cards.current[pendingFocus.current]?.focus({ preventScroll: true });
    pendingFocus.current = null;
  });

  const count = status === 'success' ? items.length : 0;
  // An empty list hides the row at once: nothing to render in the background, and the page may say it has nothing to show.
  if ((status === 'success' && count === 0) || (givenStatus === 'success' && givenItems.length === 0)) return null;

  // The list or the screen may change under a kept position: never show empty space past the end.
  const shownStart = Math.min(start, lastStart(count, tiles));
  const activeIndex = Math.min(active, Math.max(0, count - 1));
  const textColor = textColorFor(backgroundColor);

  function slide(direction: SlideDirection) {
    if (!canSlide(shownStart, direction, tiles, count)) return;
    const next = slideStart(shownStart, direction, tiles, count);
    setStart(next);
    // The card reached with Tab stays one the viewer can see.
    if (activeIndex < next || activeIndex >= next + tiles) setActive(next);
  }

  function focusCard(index: number) {
    setActive(index);
    setStart(startShowing(index, shownStart, tiles, count));
  }

  function onCardKeyDown(index: number, event: KeyboardEvent<HTMLAnchorElement>) {
    const target = focusTarget(event.key, index, count);
    if (target === undefined) return;
    event.preventDefault();
    focusCard(target);
    // The row slides by its transform; the browser must not scroll the clipped row itself.
    const element = cards.current[target];
    if (element) element.focus({ preventScroll: true });
    else pendingFocus.current = target;
  }

  function onTouchStart(event: TouchEvent<HTMLDivElement>) {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY, time: event.timeStamp } : null;
  }

  function onTouchEnd(event: TouchEvent<HTMLDivElement>) {
    const begin = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!begin || !point) return;
    const direction = swipeDirection({
      deltaX: point.clientX - begin.x,
      deltaY: point.clientY - begin.y,
      durationMs: event.timeStamp - begin.time,
      width: viewport.current?.clientWidth ?? 0,
    });
    if (direction) slide(direction);
  }

  function imageLoadingOf(index: number): 'lazy' | 'eager' | 'high' {
    if (!onFirstScreen || index < shownStart || index >= shownStart + tiles) return 'lazy';
    return index === shownStart ? 'high' : 'eager';
  }

  const style = {
    '--ott-shelf-tiles': tiles,
    '--ott-shelf-start': shownStart,
    ...(backgroundColor ? { backgroundColor, color: textColor, '--ott-shelf-bg': backgroundColor } : {}),
  } as CSSProperties;

  const className = ['ott-shelf', featured ? 'ott-shelf--featured' : '', backgroundColor ? 'ott-shelf--tinted' : ''].filter(Boolean).join(' ');

  return (
    <section className={className} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined} style={style}>
      <div className="ott-shelf__header">
        <h2 className="ott-shelf__title" id={headingId}>
          {titleUrl ? <Link to={titleUrl}>{title}</Link> : title}
        </h2>
        {count > tiles && (
          <div className="ott-shelf__controls">
            {(['previous', 'next'] as const).map((direction) => {
              const enabled = canSlide(shownStart, direction, tiles, count);
              return (
                <button
                  key={direction}
                  type="button"
                  className="ott-icon-button ott-shelf__arrow"
                  aria-label={t(`shelves.${direction}`)}
                  // aria-disabled keeps focus on the button when it reaches an end.
                  aria-disabled={!enabled}
                  onClick={() => slide(direction)}
                >
                  <Glyph name={direction === 'previous' ? 'chevronLeft' : 'chevronRight'} />
                </button>
              );
            })}
          </div>
        )}
      </div>
      {status === 'error' ? (
        <p className="ott-shelf__error">{t('could_not_load_items')}</p>
      ) : (
        <div className="ott-shelf__viewport" ref={viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          {status === 'loading' && <span className="ott-visually-hidden">{t('loading')}</span>}
          <ul className="ott-shelf__track">
            {status === 'loading'
              ? Array.from({ length: placeholderTileCount(tiles, featured, PLACEHOLDER_CARDS) }, (_, index) => (
                  <li className="ott-shelf__tile" key={index}>
                    <CardPlaceholder aspectRatio={aspectRatio} variant={featured ? 'featured' : 'tile'} />
                  </li>
                ))
              : items.map((item, index) =>
                  isTileRendered(index, shownStart, tiles, activeIndex) ? (
                    <li className="ott-shelf__tile" key={`${item.mediaid}-${index}`}>
                      <Card
                        item={item}
                        playlistId={playlistId}
                        aspectRatio={aspectRatio}
                        variant={featured ? 'featured' : 'tile'}
                        imageSizes={shelfImageSizes(featured, tiles)}
                        imageLoading={imageLoadingOf(index)}
                        tabIndex={index === activeIndex ? 0 : -1}
                        linkRef={(element) => {
                          cards.current[index] = element;
                        }}
                        onFocus={() => focusCard(index)}
                        onKeyDown={(event) => onCardKeyDown(index, event)}
                      />
                    </li>
                  ) : (
                    <li className="ott-shelf__tile" key={`${item.mediaid}-${index}`} aria-hidden="true" />
                  ),
                )}
          </ul>
        </div>
      )}
    </section>
  );
}
