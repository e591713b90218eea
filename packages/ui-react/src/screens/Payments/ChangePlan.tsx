import { formatPrice, initialChangePlanMode, nextChangePlanMode, type Subscription, type SubscriptionController } from '@ott/common';
import { useEffect, useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { accountModalUrl } from '../../components/AccountModal/accountModalUrl';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useSubscriptionStore } from '../../hooks/useSubscriptionController';
import { PartError } from './PartError';

/**
 * Change plan (spec 000 §4 "Plan change"): a toggle that shows the plans the provider offers a
 * switch to; it closes on its own when the subscription's status or pending switch changes. The
 * chosen plan is confirmed in the upgrade-subscription overlay (`offerId`).
 */
export function ChangePlan({ controller, subscription }: { controller: SubscriptionController; subscription: Subscription }) {
  const { t, i18n } = useTranslation('user');
  const location = useLocation();
  const navigate = useNavigate();
  const regionId = useId();
  const [mode, dispatch] = useReducer(nextChangePlanMode, subscription, initialChangePlanMode);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();
  const switches = useSubscriptionStore(controller, (state) => state.switches);
  const error = useSubscriptionStore(controller, (state) => state.errors.switches);

  useEffect(() => {
    dispatch({ type: 'subscriptionChanged', subscription });
  }, [subscription]);

  const load = () => {
    setLoading(true);
    controller
      .loadSwitches()
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };

  const toggle = () => {
    if (!mode.open) load();
    dispatch({ type: 'toggle' });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen) void navigate(accountModalUrl(location, 'upgrade-subscription', { offerId: chosen }));
  };

  return (
    <div className="ott-payments__change-plan">
      <button type="button" className="ott-button-secondary ott-account-section__action" aria-expanded={mode.open} aria-controls={regionId} onClick={toggle}>
        {t('payment.change_plan')}
      </button>
      <div id={regionId} hidden={!mode.open}>
        {mode.open &&
          (loading ? (
            <LoadingIndicator />
          ) : error ? (
            <PartError onRetry={load} />
          ) : switches.length === 0 ? (
            <p className="ott-account-section__note">{t('payment.no_plans')}</p>
          ) : (
            <form onSubmit={submit} className="ott-payments__plans">
              <fieldset className="ott-radio-group">
                <legend className="ott-field__label">{t('payment.choose_plan')}</legend>
                {switches.map((option) => {
                  const id = `${regionId}-${option.toOfferId}`;
                  const price = option.price === undefined ? '' : formatPrice(option.price, option.currency, i18n.language);
                  return (
                    <div key={option.toOfferId} className="ott-radio-group__option">
                      <input
                        id={id}
                        type="radio"
                        name="plan"
                        value={option.toOfferId}
                        className="ott-radio-group__input"
                        checked={chosen === option.toOfferId}
                        onChange={() => setChosen(option.toOfferId)}
                      />
                      <label htmlFor={id}>
                        {[option.title ?? option.toOfferId, price].filter(Boolean).join(' · ')}{' '}
                        <span className="ott-payments__hint">{t(option.switchDirection === 'upgrade' ? 'payment.upgrade_now' : 'payment.downgrade_later')}</span>
                      </label>
                    </div>
                  );
                })}
              </fieldset>
              <button type="submit" className="ott-button ott-account-section__action" disabled={!chosen}>
                {t('payment.continue')}
              </button>
            </form>
          ))}
      </div>
    </div>
  );
}
