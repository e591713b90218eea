import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { Markdown } from '../Markdown/Markdown';
import { simpleFooterItem } from './footerText';

const INLINE_MARKDOWN = 'ott-markdown ott-markdown--inline';

/**
 * One footer item. Plain text and links (what footers are made of) render at once, as the
 * markdown renderer would render them, without loading it; any other markdown goes through
 * `Markdown` (its text shown without markup until the renderer has loaded).
 */
export function FooterItem({ item }: { item: string }) {
  const segments = useMemo(() => simpleFooterItem(item, window.location.origin), [item]);
  if (!segments) return <Markdown markdown={item} inline />;
  return (
    <span className={INLINE_MARKDOWN}>
      {segments.map(({ text, href, external }, index) => (
        <Fragment key={index}>
          {!href && text}
          {href && external && (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {text}
            </a>
          )}
          {href && !external && <Link to={href}>{text}</Link>}
        </Fragment>
      ))}
    </span>
  );
}
