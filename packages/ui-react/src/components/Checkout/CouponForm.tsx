import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../AccountForms/fields/TextField';

export interface CouponFormProps {
  /** Applies the code; resolves the error text to show on the field, or undefined when it was applied. */
  onApply: (code: string) => Promise<string | undefined>;
  applied: boolean;
  initialCode?: string;
}

/**
 * The coupon form of checkout (spec 000 §4): hidden behind "Redeem coupon" until asked for (open
 * at once when a link brought a code), the provider's refusal on the field, "coupon applied" after
 * success.
 */
export function CouponForm({ onApply, applied, initialCode = '' }: CouponFormProps) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(initialCode !== '');
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const statusId = useId();

  if (!open) {
    return (
      <button type="button" className="ott-button-secondary ott-coupon__toggle" onClick={() => setOpen(true)}>
        {t('checkout.redeem_coupon')}
      </button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    setError(await onApply(code.trim()));
    setBusy(false);
  };

  return (
    // A form of its own inside the checkout: the coupon is applied without paying.
    <div className="ott-coupon" role="group" aria-label={t('checkout.redeem_coupon')}>
      <TextField
        label={t('checkout.coupon_code')}
        name="couponCode"
        value={code}
        autoComplete="off"
        error={error}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void submit(event);
        }}
        aria-describedby={applied ? statusId : undefined}
      />
      <button type="button" className="ott-button ott-coupon__apply" disabled={busy} aria-busy={busy || undefined} onClick={(event) => void submit(event)}>
        {t('checkout.apply_coupon')}
      </button>
      <p id={statusId} className="ott-coupon__status" role="status">
        {applied && !error ? t('checkout.coupon_applied') : ''}
      </p>
    </div>
  );
}
