import type { PublisherSeed } from '../seed';

export interface Locale {
  country: string;
  currency: string;
  locale: string;
  ipAddress: string;
}

/**
 * The sandbox has no geo-IP database: the three documentation ranges (RFC 5737) stand for three
 * markets, so that tests can pick a country by address; any other address gets the publisher's default.
 */
const DOCUMENTATION_RANGES: Array<[prefix: string, locale: Omit<Locale, 'ipAddress'>]> = [
  ['192.0.2.', { country: 'US', currency: 'USD', locale: 'en_US' }],
  ['198.51.100.', { country: 'GB', currency: 'GBP', locale: 'en_GB' }],
  ['203.0.113.', { country: 'DE', currency: 'EUR', locale: 'de_DE' }],
];

export function localeFor(ipAddress: string, publisher: PublisherSeed): Locale {
  const match = DOCUMENTATION_RANGES.find(([prefix]) => ipAddress.startsWith(prefix));
  return { ...(match?.[1] ?? publisher.defaultLocale), ipAddress };
}
