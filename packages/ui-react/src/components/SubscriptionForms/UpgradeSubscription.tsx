import { formatBillingDate, formatPrice } from '@ott/common';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../hooks/useAppStore';
import { useSubscriptionController, useSubscriptionStore } from '../../hooks/useSubscriptionController';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { ConfirmStep } from './ConfirmStep';
import { SubscriptionNotice } from './SubscriptionNotice';

/**
 * The `upgrade-subscription` screen (spec 000 §4 "Plan change"): confirms the switch to the plan
 * chosen on the payments page (`offerId`). An upgrade applies now; a downgrade waits for the end of
 * the paid period. Then upgrade-subscription-success, -pending (a downgrade) or -error.
 */
export default function UpgradeSubscription() {
  const { t, i18n } = useTranslation('account');
  const { controller, loading: controllerLoading } = useSubscriptionController();
  const modal = useAccountModalNavigation();
  const offerId = modal.param('offerId');
  const subscription = useAppStore('account', (state) => state.subscription);
  const switches = useSubscriptionStore(controller, (state) => state.switches);
  const [loading, setLoading] = useState(switches.length === 0);
  // Switches load once the controller is in.
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!controller || !loading) return;
    let current = true;
    controller
      .loadSwitches()
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [controller, loading]);

  const target = switches.find((option) => option.toOfferId === offerId);
  if (controllerLoading || (loading && !sending)) return <LoadingIndicator />;
  if (!controller || !subscription || !target) return <SubscriptionNotice message={t('upgrade_subscription.offer_not_found')} />;

  const price = target.price === undefined ? undefined : formatPrice(target.price, target.currency, i18n.language);
  const title = target.title ?? target.toOfferId;
  const switchPlan = async () => {
    setSending(true);
    try {
      const change = await controller.switchPlan(target.toOfferId);
      void modal.goTo(change.direction === 'upgrade' ? 'upgrade-subscription-success' : 'upgrade-subscription-pending', { offerId: undefined });
    } catch {
      void modal.goTo('upgrade-subscription-error', { offerId: undefined });
    }
  };

  return (
    <ConfirmStep confirmLabel={t('upgrade_subscription.confirm')} cancelLabel={t('upgrade_subscription.keep_plan')} sending={sending} onConfirm={() => void switchPlan()}>
      <p className="ott-auth-form__intro">
        {target.switchDirection === 'upgrade'
          ? t('upgrade_subscription.upgrade_explanation', { from: subscription.offerTitle, to: title })
          : t('upgrade_subscription.downgrade_explanation', { from: subscription.offerTitle, to: title, date: formatBillingDate(subscription.expiresAt, i18n.language) })}
      </p>
      {price && <p className="ott-auth-form__intro">{t('upgrade_subscription.new_price', { price })}</p>}
    </ConfirmStep>
  );
}
