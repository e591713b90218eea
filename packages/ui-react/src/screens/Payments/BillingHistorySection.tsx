import { formatBillingDate, formatPrice, type SubscriptionController, type Transaction } from '@ott/common';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useAppStore } from '../../hooks/useAppStore';
import { useLogger } from '../../hooks/useApp';
import { useSubscriptionStore } from '../../hooks/useSubscriptionController';
import { PartError } from './PartError';
import { PaymentsSection } from './PaymentsSection';
import { deliverReceipt } from './receiptDownload';

/**
 * Billing history (spec 000 §2): the first 4 transactions, the rest on "show all" (focus then goes
 * to the first transaction that was not shown before); a receipt per transaction where the provider
 * has them (canShowReceipts).
 */
export function BillingHistorySection({ controller }: { controller: SubscriptionController }) {
  const { t } = useTranslation('user');
  const transactions = useAppStore('account', (state) => state.transactions);
  const loading = useAppStore('account', (state) => state.loading.transactions);
  const canShowReceipts = useAppStore('account', (state) => state.capabilities.canShowReceipts);
  const hasMore = useSubscriptionStore(controller, (state) => state.hasMoreTransactions);
  const error = useSubscriptionStore(controller, (state) => state.errors.transactions);
  const [showingAll, setShowingAll] = useState(false);
  // Once the history has been shown, a reload keeps it in place instead of flashing the spinner.
  const [loadedOnce, setLoadedOnce] = useState(!loading);
  if (!loading && !loadedOnce) setLoadedOnce(true);
  const focusIndex = useRef<number | null>(null);
  const rows = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (focusIndex.current === null || transactions.length <= focusIndex.current) return;
    rows.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [transactions]);

  const showAll = () => {
    focusIndex.current = transactions.length;
    setShowingAll(true);
    controller
      .loadTransactions({ all: true })
      .catch(() => undefined)
      .finally(() => setShowingAll(false));
  };

  let body;
  if (error) body = <PartError onRetry={() => void controller.loadTransactions().catch(() => undefined)} />;
  else if (loading && !loadedOnce) body = <LoadingIndicator />;
  else if (transactions.length === 0) body = <p className="ott-account-section__value">{t('payment.no_transactions')}</p>;
  else
    body = (
      <ul className="ott-payments__transactions">
        {transactions.map((transaction, index) => (
          <li
            key={transaction.transactionId}
            ref={(element) => {
              rows.current[index] = element;
            }}
            tabIndex={-1}
            className="ott-payments__transaction"
          >
            <TransactionRow transaction={transaction} controller={controller} canShowReceipts={canShowReceipts} />
          </li>
        ))}
      </ul>
    );

  return (
    <PaymentsSection id="ott-payments-history" title={t('payment.billing_history')}>
      {body}
      {hasMore && !error && (
        <button type="button" className="ott-button-secondary ott-account-section__action" aria-disabled={showingAll || undefined} onClick={() => !showingAll && showAll()}>
          {t('payment.show_all')}
        </button>
      )}
    </PaymentsSection>
  );
}

function TransactionRow({ transaction, controller, canShowReceipts }: { transaction: Transaction; controller: SubscriptionController; canShowReceipts: boolean }) {
  const { t, i18n } = useTranslation('user');
  const logger = useLogger();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const date = formatBillingDate(transaction.transactionDate, i18n.language);
  const price = formatPrice(transaction.transactionPriceInclTax, transaction.transactionCurrency, i18n.language);

  const receipt = async () => {
    setState('loading');
    try {
      deliverReceipt(await controller.getReceipt(transaction.transactionId), transaction.transactionId);
      setState('idle');
    } catch (error) {
      logger.error('The receipt could not be loaded', error);
      setState('failed');
    }
  };

  return (
    <>
      <span className="ott-payments__transaction-title">{transaction.offerTitle}</span>
      <span className="ott-payments__transaction-date">{date}</span>
      <span className="ott-payments__transaction-price">
        {transaction.paymentMethod ? t('payment.price_paid_with', { price, method: transaction.paymentMethod }) : price}
      </span>
      {canShowReceipts && (
        <button
          type="button"
          className="ott-button-secondary ott-payments__receipt"
          aria-label={t('payment.receipt_for', { title: transaction.offerTitle, date })}
          aria-disabled={state === 'loading' || undefined}
          onClick={() => state !== 'loading' && void receipt()}
        >
          {t('payment.show_receipt')}
        </button>
      )}
      {state === 'failed' && (
        <span className="ott-payments__receipt-error" role="alert">
          {t('payment.receipt_error')}
        </span>
      )}
    </>
  );
}
