import type { Catalog } from '../../catalog/Catalog';

/** The captcha site keys of the catalog's configs (custom parameter `captchaSiteKey`, as the sites read it). */
export function catalogCaptchaSiteKeys(catalog: Pick<Catalog, 'configs'>): string[] {
  const keys: string[] = [];
  for (const config of catalog.configs.values()) {
    const custom = (JSON.parse(config.text) as { custom?: Record<string, unknown> }).custom;
    const key = custom?.['captchaSiteKey'];
    if (typeof key === 'string' && key.trim() !== '') keys.push(key.trim());
  }
  return keys;
}
