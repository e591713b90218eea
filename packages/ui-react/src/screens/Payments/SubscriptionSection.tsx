import { formatBillingDate, formatPrice, type SubscriptionController } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountModalUrl } from '../../components/AccountModal/accountModalUrl';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useAppStore } from '../../hooks/useAppStore';
import { useSubscriptionStore } from '../../hooks/useSubscriptionController';
import { ChangePlan } from './ChangePlan';
import { PartError } from './PartError';
import { PaymentsSection } from './PaymentsSection';
import { subscriptionSummary } from './subscriptionSummary';

interface SubscriptionSectionProps {
  controller: SubscriptionController;
  loaded: boolean;
  canRenewSubscription: boolean;
  hasPendingSwitch: boolean;
}

/**
 * Subscription details (spec 000 §2): the plan, its status, the next payment (or the end of access
 * once cancelled), the price and period; cancel or renew (overlay screens with their confirmation);
 * change plan; for an app-store subscription a link to that store's help instead.
 */
export function SubscriptionSection({ controller, loaded, canRenewSubscription, hasPendingSwitch }: SubscriptionSectionProps) {
  const { t, i18n } = useTranslation('user');
  const location = useLocation();
  const subscription = useAppStore('account', (state) => state.subscription);
  const pendingOffer = useAppStore('account', (state) => state.pendingOffer);
  const error = useSubscriptionStore(controller, (state) => state.errors.subscriptions);
  const language = i18n.language;

  let body;
  if (!subscription && error) {
    body = <PartError onRetry={() => void controller.reloadSubscriptions().catch(() => undefined)} />;
  } else if (!subscription && !loaded) {
    body = <LoadingIndicator />;
  } else if (!subscription) {
    body = (
      <>
        <p className="ott-account-section__value">{t('payment.no_subscription')}</p>
        <Link className="ott-button ott-account-section__action" to={accountModalUrl(location, 'choose-offer')}>
          {t('payment.complete_subscription')}
        </Link>
      </>
    );
  } else {
    const summary = subscriptionSummary(subscription, { canRenewSubscription, hasPendingSwitch });
    const date = summary.date ? formatBillingDate(summary.date.seconds, language) : undefined;
    body = (
      <>
        <dl className="ott-payments__details">
          <div>
            <dt>{t('payment.plan')}</dt>
            <dd>{subscription.offerTitle}</dd>
          </div>
          <div>
            <dt>{t('payment.status_label')}</dt>
            <dd>{t(`payment.status.${summary.status}`)}</dd>
          </div>
          {summary.price && (
            <div>
              <dt>{t('payment.price')}</dt>
              <dd>
                {summary.price.period
                  ? t(`payment.price_per.${summary.price.period}`, { price: formatPrice(summary.price.amount, summary.price.currency, language) })
                  : formatPrice(summary.price.amount, summary.price.currency, language)}
              </dd>
            </div>
          )}
          {summary.granted && (
            <div>
              <dt>{t('payment.price')}</dt>
              <dd>{t('payment.granted_subscription')}</dd>
            </div>
          )}
          {date && summary.date && (
            <div>
              <dt>{summary.date.kind === 'next_payment' ? t('payment.next_payment') : t('payment.access_until')}</dt>
              <dd>{date}</dd>
            </div>
          )}
        </dl>
        {pendingOffer && (
          <p className="ott-account-section__note">
            {t('payment.pending_offer_switch', { title: pendingOffer.offerTitle, date: formatBillingDate(subscription.expiresAt, language) })}
          </p>
        )}
        {summary.externalProvider && (
          <p className="ott-account-section__note">
            {t('payment.external_provider', { provider: summary.externalProvider.name })}{' '}
            <a href={summary.externalProvider.supportUrl} target="_blank" rel="noopener noreferrer">
              {t('payment.external_provider_link', { provider: summary.externalProvider.name })}
            </a>
          </p>
        )}
        <div className="ott-payments__actions">
          {summary.canCancel && (
            <Link className="ott-button-secondary ott-account-section__action" to={accountModalUrl(location, 'unsubscribe')}>
              {t('payment.cancel_subscription')}
            </Link>
          )}
          {summary.canRenew && (
            <Link className="ott-button ott-account-section__action" to={accountModalUrl(location, 'renew-subscription')}>
              {t('payment.renew_subscription')}
            </Link>
          )}
        </div>
        {summary.canChangePlan && <ChangePlan controller={controller} subscription={subscription} />}
      </>
    );
  }

  return (
    <PaymentsSection id="ott-payments-subscription" title={t('payment.subscription_details')}>
      {body}
    </PaymentsSection>
  );
}
