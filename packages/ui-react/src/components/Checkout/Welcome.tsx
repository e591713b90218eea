import { runCountdown, WELCOME_COUNTDOWN } from '@ott/common';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../hooks/useApp';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { useAccountModalTitle } from '../AccountModal/AccountModalTitle';

/**
 * The `welcome` screen after a subscription (spec 000 §4): a welcome to the site and a "Start
 * watching" button counting down 10 s, after which the overlay closes by itself.
 */
export default function Welcome() {
  const { t } = useTranslation('account');
  const { siteName } = useConfig();
  const modal = useAccountModalNavigation();
  const [remaining, setRemaining] = useState<number>(WELCOME_COUNTDOWN.seconds);
  useAccountModalTitle(t('checkout.welcome_title', { siteName }));
  const close = modal.close;

  useEffect(() => {
    const abort = new AbortController();
    void runCountdown(setRemaining, { signal: abort.signal }).then((outcome) => {
      if (outcome === 'done') void close();
    });
    return () => abort.abort();
  }, [close]);

  return (
    <div className="ott-auth-form">
      <p className="ott-auth-form__intro">{t('checkout.welcome_description', { siteName })}</p>
      <button type="button" className="ott-button ott-auth-form__submit" onClick={() => void close()}>
        {t('checkout.start_watching', { countdown: remaining })}
      </button>
    </div>
  );
}
