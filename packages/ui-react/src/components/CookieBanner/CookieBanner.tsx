import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookieConsent } from './useCookieConsent';

/**
 * The cookie banner (spec 000 §2 "cookie banner dialog", §4 cookie consent): shown while the
 * viewer has not chosen, gone once they accept or decline. It is a non-modal banner at the bottom
 * of the page (a labelled region landmark, not a modal dialog), so the site stays usable behind it;
 * it comes right after the skip link in the page, so keyboard and screen-reader users meet it first.
 */
export function CookieBanner() {
  const { t } = useTranslation('cookiebanner');
  const { consent, setConsent } = useCookieConsent();
  const titleId = useId();
  const textId = useId();
  if (consent !== null) return null;

  return (
    <section className="ott-cookie-banner" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="ott-cookie-banner__content">
        <h2 id={titleId} className="ott-cookie-banner__title">
          {t('title')}
        </h2>
        <p id={textId} className="ott-cookie-banner__text">
          {t('text')}
        </p>
      </div>
      <div className="ott-cookie-banner__actions">
        <button type="button" className="ott-button ott-cookie-banner__decline" onClick={() => setConsent('declined')}>
          {t('decline')}
        </button>
        <button type="button" className="ott-button ott-cookie-banner__accept" onClick={() => setConsent('accepted')}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
