import 'altcha/external';
import 'altcha/altcha.css';
import '@ott/ui-react/styles/captcha.css';
import shaWorkerUrl from 'altcha/workers/sha?url';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../hooks/useApp';
import { loadAltchaLanguage } from './altchaLanguages';
import { captchaChallengeUrl } from './captchaChallengeUrl';
import type { CaptchaWidgetProps } from './captchaWidget';

// The proof of work runs in ALTCHA's SHA worker, loaded from the site's own origin (no blob: or eval).
globalThis.$altcha.algorithms.set('SHA-256', () => new Worker(shaWorkerUrl));

interface AltchaStateDetail {
  state: 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | string;
  payload?: string;
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA): a checkbox the visitor ticks, then the browser
 * solves the challenge of the site key's account API and the answer goes to the form. Expired or
 * reset: no answer. Load it lazily (`lazy(() => import('@ott/ui-react/altcha'))`-style, see README).
 */
export default function AltchaWidget({ siteKey, language, onChange, resetSignal }: CaptchaWidgetProps) {
  const { t } = useTranslation('account');
  const config = useConfig();
  const challenge = captchaChallengeUrl(config, siteKey);
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLElementTagNameMap['altcha-widget'] | null>(null);
  const [ready, setReady] = useState(false);
  // The latest callback, without re-creating the widget when the form re-renders.
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    if (!challenge || !host.current) return;
    let live = true;
    const element = document.createElement('altcha-widget');
    const onState = (event: Event): void => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
      changed.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    host.current.append(element);
    widget.current = element;
    void loadAltchaLanguage(language).then(async () => {
      if (!live) return;
      await element.configure({ challenge, language, type: 'checkbox', auto: 'off' });
      if (live) setReady(true);
    });
    return () => {
      live = false;
      element.removeEventListener('statechange', onState);
      element.remove();
      widget.current = null;
      setReady(false);
    };
  }, [challenge, language]);

  // A used or refused answer counts no more: the visitor verifies again.
  useEffect(() => {
    if (resetSignal > 0) widget.current?.reset();
  }, [resetSignal]);

  if (!challenge) return <p className="ott-field__error">{t('captcha.unavailable')}</p>;
  return <div ref={host} className="ott-captcha" aria-busy={!ready} />;
}
