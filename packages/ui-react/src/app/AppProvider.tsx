import type { AppServices } from '@ott/common';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/Toasts/ToastProvider';
import type { I18n } from '../i18n';
import { AppContext } from './appContext';

export interface AppProviderProps {
  /** The ready app of the runtime (`AppRuntimeState` 'ready'). */
  app: AppServices;
  i18n: I18n;
  children: ReactNode;
}

/**
 * The one provider of a running app: screens read the app (config, stores, clients, the
 * integration's services) through useApp; queries run on the runtime's query client.
 */
export function AppProvider({ app, i18n, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={app.queryClient}>
        <AppContext.Provider value={app}>
          <ToastProvider>{children}</ToastProvider>
        </AppContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
