import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '@ott/common';

/** Spec 000 §4: the viewer has not chosen yet (null), or accepted, or declined cookies. */
export type CookieConsent = 'accepted' | 'declined' | null;

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The consent stored in a `document.cookie` string; anything but a known value counts as no choice. */
export function readConsentCookie(cookies: string, name: string = COOKIE_CONSENT_NAME): CookieConsent {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value === 'accepted' || value === 'declined' ? value : null;
  }
  return null;
}

export interface ConsentCookieOptions {
  name?: string;
  /** How long the choice is kept (spec 000 §9: 365 days). */
  days?: number;
  /** Only sent over HTTPS: true when the page itself is served over HTTPS. */
  secure?: boolean;
}

/** The `document.cookie` assignment that stores a choice for the whole site. */
export function consentCookie(consent: 'accepted' | 'declined', { name = COOKIE_CONSENT_NAME, days = COOKIE_CONSENT_DAYS, secure = false }: ConsentCookieOptions = {}): string {
  const attributes = [`${name}=${consent}`, `Max-Age=${days * SECONDS_PER_DAY}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
