import { useMemo, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { useMarkdownRenderer } from './markdownRenderer';
import { withoutMarkup } from './withoutMarkup';

export interface MarkdownProps {
  /** Markdown source; raw HTML in it is sanitized too. */
  markdown: string;
  /** One line without a paragraph (footer items, captions). */
  inline?: boolean;
  className?: string;
  /** Element to render; a `span` suits inline text. */
  as?: 'div' | 'span';
}

/**
 * Sanitized markdown. Links inside the site navigate without reloading the page. The renderer
 * (marked and DOMPurify) loads with the first markdown shown (markdownRenderer.ts); until then the
 * text shows without its markup, in the same element.
 */
export function Markdown({ markdown, inline = false, className, as: Tag = inline ? 'span' : 'div' }: MarkdownProps) {
  const renderer = useMarkdownRenderer();
  const routed = useInRouterContext();
  const html = useMemo(() => renderer && (inline ? renderer.renderInlineMarkdown(markdown) : renderer.renderMarkdown(markdown)), [renderer, markdown, inline]);
  const classes = ['ott-markdown', inline ? 'ott-markdown--inline' : '', className ?? ''].filter(Boolean).join(' ');
  if (html === undefined) return <Tag className={classes}>{withoutMarkup(markdown)}</Tag>;
  return routed ? (
    <RoutedMarkdown html={html} className={classes} Tag={Tag} />
  ) : (
    <Tag className={classes} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

function RoutedMarkdown({ html, className, Tag }: { html: string; className: string; Tag: 'div' | 'span' }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (anchor.target || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };
  // The click handler only routes clicks on links inside; keyboard activation of a link is a click too.
  return <Tag className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
