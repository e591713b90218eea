import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { useAppConfig } from '../../hooks/useApp';
import { alternateLanguageUrls } from './alternateLanguageUrls';

/**
 * `<link rel="alternate" hreflang>` for the current page in every language the site offers, so
 * search engines find each translation. A portal puts them in the document head and they are
 * updated on every route change. A site in one language has no alternates.
 */
export function AlternateLanguageLinks() {
  const { languages } = useAppConfig();
  const { pathname, search } = useLocation();
  if (languages.length < 2) return null;
  const links = alternateLanguageUrls(`${window.location.origin}${pathname}${search}`, languages);
  return createPortal(
    <>
      {links.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
    </>,
    document.head,
  );
}
