import { createContext } from 'react';
import type { ToastStore } from './toastStore';

/** The toast queue of the running app (see ToastProvider); null outside the providers. */
export const ToastContext = createContext<ToastStore | null>(null);
