import { createContext, useContext } from 'react';
import type { ToastStore } from './toastStore';

/** The toast queue of the running app (see ToastProvider); null outside the providers. */
export const ToastContext = createContext<ToastStore | null>(null);

/** The toast store of the app; a clear error outside the app's provider. */
export function useToastStore() {
  const store = useContext(ToastContext);
  if (!store) throw new Error('ToastContext is missing: render this component inside <OttApp> or <AppProvider>.');
  return store;
}
