import { gridColumnCount, gridVisibleCount, type ImageAspectRatio, type MediaItem, type PerBreakpoint, tileImageSizes } from '@ott/common';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { Card } from '../Card/Card';
import { LoadMore, type LoadMoreTrigger } from './LoadMore';
import '@ott/ui-react/styles/grid.css';

export interface CardGridProps {
  items: readonly MediaItem[];
  /** Playlist the cards belong to, kept in their links. */
  playlistId?: string;
  /** The playlist's `cardImageAspectRatio`. */
  aspectRatio?: ImageAspectRatio | null;
  /** Columns per breakpoint; default 2, 2, 3, 4, 5 (spec 000 §9). */
  columns?: PerBreakpoint<number>;
}

/**
 * Cards in rows (spec 000 §2, §9): the breakpoint's column count, 6 rows at first and 4 more each
 * time the end scrolls into view or "Load more" is pressed. After the button, focus moves to the
 * first new card so that a keyboard user continues where the list grew. Give it a `key` per list
 * so that another list starts again at 6 rows.
 */
export function CardGrid({ items, playlistId, aspectRatio, columns: table }: CardGridProps) {
  const columns = gridColumnCount(useBreakpoint(), table);
  const [loads, setLoads] = useState(0);
  const cards = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusOnShow = useRef<number | null>(null);
  const visible = Math.min(items.length, gridVisibleCount(columns, loads));

  useEffect(() => {
    const index = focusOnShow.current;
    if (index === null || index >= visible) return;
    focusOnShow.current = null;
    cards.current[index]?.focus();
  }, [visible]);

  function loadMore(trigger: LoadMoreTrigger) {
    if (trigger === 'button') focusOnShow.current = visible;
    setLoads((count) => count + 1);
  }

  return (
    <>
      <ul className="ott-grid" style={{ '--ott-grid-columns': columns } as CSSProperties}>
        {items.slice(0, visible).map((item, index) => (
          <li className="ott-grid__cell" key={`${item.mediaid}-${index}`}>
            <Card
              item={item}
              playlistId={playlistId}
              aspectRatio={aspectRatio}
              imageSizes={tileImageSizes(columns)}
              linkRef={(element) => {
                cards.current[index] = element;
              }}
            />
          </li>
        ))}
      </ul>
      {visible < items.length && <LoadMore onLoadMore={loadMore} step={loads} />}
    </>
  );
}
