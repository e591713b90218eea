import type { Config } from '@ott/common';

/**
 * Where the captcha widget of a site key fetches its challenges: the account API that checks the
 * answer, `{integrations.custom.apiUrl}/captcha/challenge?siteKey=<key>` (our server's
 * `/api/captcha/challenge`). Undefined for a config without that API: no challenge to solve.
 */
export function captchaChallengeUrl(config: Pick<Config, 'integrations'>, siteKey: string): string | undefined {
  const apiUrl = config.integrations?.custom?.apiUrl?.trim();
  if (!apiUrl) return undefined;
  return `${apiUrl.replace(/\/+$/, '')}/captcha/challenge?siteKey=${encodeURIComponent(siteKey)}`;
}
