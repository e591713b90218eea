import { useCallback, useSyncExternalStore } from 'react';
import { consentCookie, readConsentCookie, type CookieConsent } from './cookieConsent';

// Every component that reads the consent re-renders when any of them stores a choice.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const readConsent = (): CookieConsent => readConsentCookie(document.cookie);
const noConsentOnServer = (): CookieConsent => null;

export interface CookieConsentControl {
  consent: CookieConsent;
  setConsent(consent: 'accepted' | 'declined'): void;
}

/** The viewer's cookie choice (cookie `cookies.consent`, 365 days) and how to store a new one. */
export function useCookieConsent(): CookieConsentControl {
  const consent = useSyncExternalStore(subscribe, readConsent, noConsentOnServer);
  const setConsent = useCallback((next: 'accepted' | 'declined') => {
    document.cookie = consentCookie(next, { secure: window.location.protocol === 'https:' });
    for (const listener of listeners) listener();
  }, []);
  return { consent, setConsent };
}
