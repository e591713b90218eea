import { cardExpiryText, type SubscriptionController } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountModalUrl } from '../../components/AccountModal/accountModalUrl';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useAppStore } from '../../hooks/useAppStore';
import { useSubscriptionStore } from '../../hooks/useSubscriptionController';
import { PartError } from './PartError';
import { PaymentsSection } from './PaymentsSection';

/**
 * The payment method (spec 000 §2): the card on file by its last four digits and expiry (or the
 * method's name), and, where the provider can (canUpdatePaymentMethod), a way to change it.
 */
export function PaymentMethodSection({ controller }: { controller: SubscriptionController }) {
  const { t } = useTranslation('user');
  const location = useLocation();
  const method = useAppStore('account', (state) => state.activePaymentMethod);
  const loading = useAppStore('account', (state) => state.loading.paymentDetails);
  const canUpdate = useAppStore('account', (state) => state.capabilities.canUpdatePaymentMethod);
  const error = useSubscriptionStore(controller, (state) => state.errors.paymentDetails);

  const card = method?.paymentMethodSpecificParams;
  const lastFour = card?.lastCardFourDigits;
  const expiry = cardExpiryText(card?.cardExpirationDate);

  let body;
  if (error && !method) body = <PartError onRetry={() => void controller.loadPaymentDetails().catch(() => undefined)} />;
  else if (loading && !method) body = <LoadingIndicator />;
  else if (!method) body = <p className="ott-account-section__value">{t('payment.no_payment_methods')}</p>;
  else
    body = (
      <dl className="ott-payments__details">
        {lastFour ? (
          <div>
            <dt>{t('payment.card_number')}</dt>
            <dd>{t('payment.card_ending', { number: lastFour })}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('payment.method')}</dt>
            <dd>{method.paymentMethod === 'paypal' ? t('payment.paypal') : method.paymentMethod}</dd>
          </div>
        )}
        {expiry && (
          <div>
            <dt>{t('payment.expiry_date')}</dt>
            <dd>{expiry}</dd>
          </div>
        )}
        {card?.holderName && (
          <div>
            <dt>{t('payment.card_holder')}</dt>
            <dd>{card.holderName}</dd>
          </div>
        )}
      </dl>
    );

  return (
    <PaymentsSection id="ott-payments-method" title={t('payment.payment_method')}>
      {body}
      {canUpdate && (
        <div className="ott-payments__actions">
          {method && lastFour && (
            <Link className="ott-button-secondary ott-account-section__action" to={accountModalUrl(location, 'edit-card')}>
              {t('payment.edit_card')}
            </Link>
          )}
          <Link className="ott-button-secondary ott-account-section__action" to={accountModalUrl(location, 'payment-method')}>
            {t('payment.update_payment_method')}
          </Link>
        </div>
      )}
    </PaymentsSection>
  );
}
