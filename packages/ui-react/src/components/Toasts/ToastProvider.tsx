import { useState, type ReactNode } from 'react';
import { ToastContext } from './toastContext';
import { createToastStore, type ToastStoreOptions } from './toastStore';

export interface ToastProviderProps extends ToastStoreOptions {
  children: ReactNode;
}

/** Holds the app's toast queue: `useToast().show(...)` adds to it, `<Toasts />` (in the Layout) shows it. */
export function ToastProvider({ children, durationMs, maxVisible }: ToastProviderProps) {
  const [store] = useState(() => createToastStore({ durationMs, maxVisible }));
  return <ToastContext.Provider value={store}>{children}</ToastContext.Provider>;
}
