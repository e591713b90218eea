import { COLLAPSIBLE_DESCRIPTION_MAX_HEIGHT_PX } from '@ott/common';
import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewportWidth } from '../../hooks/useViewportWidth';
import { Markdown } from '../Markdown/Markdown';
import { useMarkdownRenderer } from '../Markdown/markdownRenderer';
import '@ott/ui-react/styles/collapsible-text.css';

export interface CollapsibleTextProps {
  /** Markdown text (descriptions may carry links and emphasis). */
  text: string;
  /** Collapsed to this many lines (8 for a description, 3 in a hero). */
  maxLines?: number;
  /** Collapsed to this height in pixels; the default (60) when no `maxLines` is given. */
  maxHeight?: number;
  className?: string;
}

/** Whether the collapsed element hides part of its content (one pixel of rounding is tolerated). */
export const isOverflowing = (element: Pick<HTMLElement, 'scrollHeight' | 'clientHeight'>): boolean =>
  element.scrollHeight > element.clientHeight + 1;

/**
 * A description cut to a few lines (or a height, spec 000 §9 "Collapsible description 60 px max;
 * truncated description 8 lines (3 in hero)") with a "Show more" / "Show less" toggle that appears
 * only when something is cut off.
 */
export function CollapsibleText({ text, maxLines, maxHeight, className }: CollapsibleTextProps) {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const contentId = useId();
  const width = useViewportWidth();
  const height = maxLines === undefined ? (maxHeight ?? COLLAPSIBLE_DESCRIPTION_MAX_HEIGHT_PX) : undefined;
  // The text is rendered again, with its markup, once the markdown renderer has loaded.
  const renderer = useMarkdownRenderer();

  // Measured after layout, again when the text, its rendering or the viewport width changes.
  useLayoutEffect(() => {
    const element = contentRef.current;
    // Lines are clamped on the text inside, a height on the box itself: either may hide text.
    const inner = element?.firstElementChild;
    if (element && !expanded) setOverflowing(isOverflowing(element) || (inner instanceof HTMLElement && isOverflowing(inner)));
  }, [text, renderer, width, expanded, maxLines, height]);

  const style: CSSProperties | undefined = expanded
    ? undefined
    : maxLines !== undefined
      ? ({ '--ott-collapsible-lines': maxLines } as CSSProperties)
      : { maxHeight: `${height}px` };

  const classes = ['ott-collapsible-text', expanded ? 'ott-collapsible-text--expanded' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <div
        ref={contentRef}
        id={contentId}
        className={`ott-collapsible-text__content${!expanded && maxLines !== undefined ? ' ott-collapsible-text__content--clamped' : ''}`}
        style={style}
      >
        <Markdown markdown={text} />
      </div>
      {(overflowing || expanded) && (
        <button type="button" className="ott-collapsible-text__toggle" aria-expanded={expanded} aria-controls={contentId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('show_less') : t('show_more')}
        </button>
      )}
    </div>
  );
}
