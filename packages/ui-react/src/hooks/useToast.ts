import { useMemo } from 'react';
import { useToastStore } from '../components/Toasts/toastContext';
import type { ToastOptions } from '../components/Toasts/toastStore';

export interface ToastControl {
  /** Shows a short message in the toast region (success by default); it goes away after 10 s. */
  show(message: string, options?: ToastOptions): void;
}

/** Toasts of the app, e.g. `useToast().show(t('account:login.sign_in_success'))`. */
export function useToast(): ToastControl {
  const store = useToastStore();
  return useMemo(
    () => ({
      show: (message, options) => {
        store.getState().show(message, options);
      },
    }),
    [store],
  );
}
