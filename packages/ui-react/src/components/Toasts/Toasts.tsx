import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Icon } from '../Icon/Icon';
import { useToastStore } from './toastContext';

/**
 * The toast region: a polite live region (`role="status"`) that is always in the page, so that a
 * screen reader announces each message added to it. Each toast has a dismiss button; toasts never
 * take focus and never cover the header controls.
 */
export function Toasts() {
  const { t } = useTranslation('common');
  const store = useToastStore();
  const toasts = useStore(store, (state) => state.toasts);
  return (
    <div className="ott-toasts" role="status" aria-live="polite" aria-label={t('toasts.label')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`ott-toasts__item ott-toasts__item--${toast.variant}`}>
          <p className="ott-toasts__message">{toast.message}</p>
          <button type="button" className="ott-toasts__dismiss ott-icon-button" aria-label={t('toasts.dismiss')} onClick={() => store.getState().dismiss(toast.id)}>
            <Icon name="close" />
          </button>
        </div>
      ))}
    </div>
  );
}
