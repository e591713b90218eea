import type { Config } from '@ott/common';

/**
 * Where the captcha widget of a site key fetches its challenges: the config's
 * `custom.captchaChallengeUrl` when it names one (a site whose calls go to a billing provider
 * names the publisher's challenge server, whose key the provider verifies with), else the account
 * API that checks the answer, `{integrations.custom.apiUrl}/captcha/challenge` (our server's
 * `/api/captcha/challenge`); `siteKey=<key>` added either way. Undefined when neither is set.
 */
export function captchaChallengeUrl(config: Pick<Config, 'integrations' | 'custom'>, siteKey: string): string | undefined {
  const configured = (config.custom as Record<string, unknown> | undefined)?.['captchaChallengeUrl'];
  if (typeof configured === 'string' && configured.trim() !== '') return withSiteKey(configured.trim(), siteKey);
  const apiUrl = config.integrations?.custom?.apiUrl?.trim();
  if (!apiUrl) return undefined;
  return withSiteKey(`${apiUrl.replace(/\/+$/, '')}/captcha/challenge`, siteKey);
}

const withSiteKey = (url: string, siteKey: string): string => `${url}${url.includes('?') ? '&' : '?'}siteKey=${encodeURIComponent(siteKey)}`;
