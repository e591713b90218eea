import { DISCOUNT_TYPE, formatPrice, type Offer, type Order } from '@ott/common';
import { useTranslation } from 'react-i18next';

/**
 * The order's price breakdown (spec 000 §3 Order): the offer's price, a coupon or trial discount,
 * payment-method and service fees, the tax at its rate, and the total. Lines that are zero are left out.
 */
export function OrderSummary({ offer, order }: { offer: Offer; order: Order }) {
  const { t, i18n } = useTranslation('account');
  const price = (amount: number) => formatPrice(amount, order.currency, i18n.language);
  const { priceBreakdown: breakdown } = order;
  const discountLabel = order.discount?.type === DISCOUNT_TYPE.TRIAL ? t('checkout.free_trial_discount') : t('checkout.coupon_discount');
  const rows: [string, string, string][] = [['offer', offer.offerTitle, price(breakdown.offerPrice)]];
  if (breakdown.discountAmount > 0) rows.push(['discount', discountLabel, `− ${price(breakdown.discountAmount)}`]);
  if (breakdown.paymentMethodFee > 0) rows.push(['payment-fee', t('checkout.payment_method_fee'), price(breakdown.paymentMethodFee)]);
  if (breakdown.customerServiceFee > 0) rows.push(['service-fee', t('checkout.service_fee'), price(breakdown.customerServiceFee)]);
  if (breakdown.taxValue > 0) rows.push(['tax', t('checkout.applicable_tax', { taxRate: Math.round(order.taxRate * 10000) / 100 }), price(breakdown.taxValue)]);

  return (
    <section className="ott-order-summary" aria-label={t('checkout.order_summary')}>
      <dl className="ott-order-summary__rows">
        {rows.map(([key, label, value]) => (
          <div key={key} className={`ott-order-summary__row ott-order-summary__row--${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="ott-order-summary__row ott-order-summary__row--total">
          <dt>{t('checkout.total_price')}</dt>
          <dd data-testid="order-total">{price(order.totalPrice)}</dd>
        </div>
      </dl>
    </section>
  );
}
