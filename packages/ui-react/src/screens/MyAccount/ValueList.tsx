import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ValueListItem {
  label: ReactNode;
  /** Shown as "Not set" when empty. */
  value: ReactNode;
}

/** The saved values of a section in view mode, as a description list. */
export function ValueList({ items }: { items: readonly ValueListItem[] }) {
  const { t } = useTranslation('user');
  return (
    <dl className="ott-account-values">
      {items.map((item, index) => (
        <div key={index} className="ott-account-values__item">
          <dt className="ott-account-values__label">{item.label}</dt>
          <dd className="ott-account-values__value">
            {item.value === undefined || item.value === null || item.value === '' ? <span className="ott-account-values__empty">{t('account.not_set')}</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
