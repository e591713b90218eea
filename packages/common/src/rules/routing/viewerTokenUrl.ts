import type { ExternalProvider } from '../../entities/externalProvider';
import { ACCOUNT_OVERLAY_PARAMS } from './accountOverlay';
import { QUERY_PARAMS } from './paths';

/** Where a viewer token arrived (000 §2): `?token=` is removed by a redirect at once, a hash token once the viewer is logged in. */
export type ViewerTokenSource = 'query' | 'hash';

export interface ViewerTokenInUrl {
  token: string;
  source: ViewerTokenSource;
}

/** The parameter an external provider's page is given to send the viewer back (as the sandbox's library-login page reads it). */
export const EXTERNAL_LOGIN_RETURN_PARAM = 'returnUrl';

const hashParams = (hash: string): URLSearchParams => new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);

/** A `token` beside the overlay's own parameters belongs to a checkout or payment return (referrer token, PayPal's token), not to a viewer. */
const OTHER_TOKEN_OWNERS: readonly string[] = ACCOUNT_OVERLAY_PARAMS.filter((name) => name !== QUERY_PARAMS.token);

/**
 * The viewer token an address carries (000 §2 "token (removed by a redirect), a hash token"):
 * `?token=` unless the query is a checkout or payment return, else `#token=`; null when neither
 * holds a non-blank value.
 */
export function viewerTokenInUrl(href: string): ViewerTokenInUrl | null {
  const url = new URL(href, 'http://placeholder.invalid');
  const query = url.searchParams;
  const queryToken = query.get(QUERY_PARAMS.token)?.trim();
  if (queryToken && !OTHER_TOKEN_OWNERS.some((name) => query.has(name))) return { token: queryToken, source: 'query' };
  const hashToken = hashParams(url.hash).get(QUERY_PARAMS.token)?.trim();
  return hashToken ? { token: hashToken, source: 'hash' } : null;
}

/** The address without the viewer token of `source` (other parameters, the path and the rest of the hash stay). */
export function withoutViewerToken(href: string, source: ViewerTokenSource): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(href);
  const url = new URL(href, 'http://placeholder.invalid');
  if (source === 'query') {
    url.searchParams.delete(QUERY_PARAMS.token);
  } else {
    const hash = hashParams(url.hash);
    if (hash.has(QUERY_PARAMS.token)) {
      hash.delete(QUERY_PARAMS.token);
      url.hash = hash.toString();
    }
  }
  const search = url.searchParams.toString();
  const rest = `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
  return absolute ? `${url.origin}${rest}` : rest;
}

/**
 * The link to an external provider's login page, told to send the viewer back to `returnUrl` (where
 * `?token=` takes over). Null for a provider url that is not an absolute http(s) address: a
 * config typo must not send viewers to a `javascript:` link.
 */
export function externalLoginUrl(provider: Pick<ExternalProvider, 'url'>, returnUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(provider.url.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set(EXTERNAL_LOGIN_RETURN_PARAM, returnUrl);
  return url.toString();
}
