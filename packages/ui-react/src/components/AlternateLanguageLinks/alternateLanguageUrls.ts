import { QUERY_PARAMS } from '@ott/common';

export interface AlternateLanguageUrl {
  /** A language code, or `x-default` for the page without a chosen language. */
  hrefLang: string;
  href: string;
}

/**
 * The same page in every language the site offers (spec 000 §2: `lng` on alternate-language links),
 * plus `x-default` without `lng` for visitors whose language is not among them. Other query
 * parameters stay; the hash is dropped, as search engines ignore it.
 */
export function alternateLanguageUrls(pageUrl: string, languages: readonly string[]): AlternateLanguageUrl[] {
  const withLanguage = (language: string | null): string => {
    const url = new URL(pageUrl);
    url.hash = '';
    if (language) url.searchParams.set(QUERY_PARAMS.language, language);
    else url.searchParams.delete(QUERY_PARAMS.language);
    return url.href;
  };
  return [...languages.map((language) => ({ hrefLang: language, href: withLanguage(language) })), { hrefLang: 'x-default', href: withLanguage(null) }];
}
