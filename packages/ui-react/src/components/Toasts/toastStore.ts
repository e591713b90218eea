import { ANNOUNCEMENT_TIMEOUT_MS } from '@ott/common';
import { createStore, type StoreApi } from 'zustand/vanilla';

export type ToastVariant = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
}

export interface ToastOptions {
  variant?: ToastVariant;
}

export interface ToastState {
  /** Oldest first, at most `maxVisible`. */
  toasts: Toast[];
  /** Shows a message; it goes away by itself after the duration. Returns its id. */
  show(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
}

export type ToastStore = StoreApi<ToastState>;

export interface ToastStoreOptions {
  /** How long a toast stays (the spec's announcement time-out, 10 s). */
  durationMs?: number;
  /** Older toasts make room when more arrive at once. */
  maxVisible?: number;
}

export const MAX_VISIBLE_TOASTS = 3;

/**
 * Short confirmations ("Signed in", "Account created"): a queue where each message disappears
 * after `durationMs` (errors only when dismissed), or earlier when dismissed or pushed out by newer ones. The same message shown
 * again while visible is not doubled: it moves to the end and its time starts again.
 */
export function createToastStore({ durationMs = ANNOUNCEMENT_TIMEOUT_MS, maxVisible = MAX_VISIBLE_TOASTS }: ToastStoreOptions = {}): ToastStore {
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  return createStore<ToastState>()((set, get) => {
    const dismiss = (id: number) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
      if (get().toasts.some((toast) => toast.id === id)) set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
    };

    return {
      toasts: [],

      show(message, options = {}) {
        const variant = options.variant ?? 'success';
        const same = get().toasts.find((toast) => toast.message === message && toast.variant === variant);
        if (same) dismiss(same.id);
        const toast: Toast = { id: nextId++, message, variant };
        const toasts = [...get().toasts, toast];
        for (const old of toasts.slice(0, Math.max(0, toasts.length - maxVisible))) {
          clearTimeout(timers.get(old.id));
          timers.delete(old.id);
        }
        set({ toasts: toasts.slice(-maxVisible) });
        // An error stays until dismissed: there must be time to read what went wrong.
        if (variant !== 'error') timers.set(toast.id, setTimeout(() => dismiss(toast.id), durationMs));
        return toast.id;
      },

      dismiss,
    };
  });
}
