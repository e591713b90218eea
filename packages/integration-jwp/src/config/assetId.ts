import { isConfiguredId, type Config } from '@ott/common';

/** The access-fee asset of the site's subscription (`integrations.jwp.assetId`), or null (AUTHVOD). */
export function resolveAssetId(config: Pick<Config, 'integrations'>): string | null {
  const id = config.integrations.jwp?.assetId;
  return id !== undefined && id !== null && isConfiguredId(id) ? String(id).trim() : null;
}
