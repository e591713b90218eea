import { Fragment, lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { simpleFooterItem, withoutMarkup } from './footerText';

/** The markdown renderer (marked and DOMPurify) loads with the first footer item that needs it. */
const Markdown = lazy(() => import('../Markdown/Markdown').then((module) => ({ default: module.Markdown })));

const INLINE_MARKDOWN = 'ott-markdown ott-markdown--inline';

/**
 * One footer item. Plain text and links (what footers are made of) render at once, as the
 * markdown renderer would render them; any other markdown goes through the lazily loaded
 * `Markdown`, its text shown without markup meanwhile.
 */
export function FooterItem({ item }: { item: string }) {
  const segments = useMemo(() => simpleFooterItem(item, window.location.origin), [item]);
  if (!segments) {
    return (
      <Suspense fallback={<span className={INLINE_MARKDOWN}>{withoutMarkup(item)}</span>}>
        <Markdown markdown={item} inline />
      </Suspense>
    );
  }
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
