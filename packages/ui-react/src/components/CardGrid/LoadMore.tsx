import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type LoadMoreTrigger = 'scroll' | 'button';

export interface LoadMoreProps {
  onLoadMore(trigger: LoadMoreTrigger): void;
  /**
   * Changes after every load (the number of loads so far): the sentinel is watched again, so a
   * page whose new rows still do not reach the bottom of the screen keeps loading.
   */
  step: number;
}

/** How close to the bottom of the screen the end of the list must come to load more. */
export const LOAD_MORE_ROOT_MARGIN = '0px 0px 50% 0px';

/**
 * More rows or shelves when the end of the list scrolls near the bottom of the screen
 * (IntersectionObserver), and a "Load more" button that does the same for keyboard users and
 * for browsers without the observer.
 */
export function LoadMore({ onLoadMore, step }: LoadMoreProps) {
  const { t } = useTranslation('common');
  const sentinel = useRef<HTMLDivElement>(null);
  const reached = useEffectEvent(() => onLoadMore('scroll'));

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reached();
      },
      { rootMargin: LOAD_MORE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [step]);

  return (
    <div className="ott-load-more">
      <div ref={sentinel} className="ott-load-more__sentinel" aria-hidden="true" />
      <button type="button" className="ott-button ott-load-more__button" onClick={() => onLoadMore('button')}>
        {t('shelves.load_more')}
      </button>
    </div>
  );
}
