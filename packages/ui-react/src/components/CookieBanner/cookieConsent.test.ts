import { describe, expect, it } from 'vitest';
import { consentCookie, readConsentCookie } from './cookieConsent';

describe('readConsentCookie', () => {
  it.each([
    ['', null],
    ['theme=dark', null],
    ['cookies.consent=accepted', 'accepted'],
    ['a=1; cookies.consent=declined; b=2', 'declined'],
    ['cookies.consent=maybe', null],
    ['xcookies.consent=accepted', null],
  ] as const)('reads %j as %s', (cookies, expected) => {
    expect(readConsentCookie(cookies)).toBe(expected);
  });

  it('reads a cookie of another name when the site names one', () => {
    expect(readConsentCookie('consent=accepted', 'consent')).toBe('accepted');
  });
});

describe('consentCookie', () => {
  it('keeps the choice for 365 days on the whole site', () => {
    expect(consentCookie('accepted')).toBe('cookies.consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is sent over HTTPS only on a secure page, under the given name and lifetime', () => {
    expect(consentCookie('declined', { name: 'consent', days: 1, secure: true })).toBe('consent=declined; Max-Age=86400; Path=/; SameSite=Lax; Secure');
  });
});
