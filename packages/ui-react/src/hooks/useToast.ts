import { useContext, useMemo } from 'react';
import { required } from '../app/contexts';
import { ToastContext } from '../components/Toasts/toastContext';
import type { ToastOptions } from '../components/Toasts/toastStore';

export interface ToastControl {
  /** Shows a short message in the toast region (success by default); it goes away after 10 s. */
  show(message: string, options?: ToastOptions): void;
}

/** Toasts of the app, e.g. `useToast().show(t('account:login.sign_in_success'))`. */
export function useToast(): ToastControl {
  const store = required(useContext(ToastContext), 'ToastContext');
  return useMemo(
    () => ({
      show: (message, options) => {
        store.getState().show(message, options);
      },
    }),
    [store],
  );
}
