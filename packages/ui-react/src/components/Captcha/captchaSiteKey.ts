import type { Config } from '@ott/common';

/**
 * The captcha site key of a site: the config's custom parameter `captchaSiteKey`. The spec only
 * says a captcha shows when a site key is configured; without one (the demo) there is no captcha.
 */
export function captchaSiteKey(config: Pick<Config, 'custom'>): string | undefined {
  const key = (config.custom as Record<string, unknown> | undefined)?.['captchaSiteKey'];
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined;
}
