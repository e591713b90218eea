import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { I18n } from '../i18n';
import type { AppServices } from './appServices';
import { ToastProvider } from '../components/Toasts/ToastProvider';
import { AccountControllerContext, ConfigContext, ContainerContext, ContentClientContext, EpgServiceContext, StoresContext } from './contexts';

export interface AppProvidersProps {
  services: AppServices;
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/**
 * Every context a screen reads: config, stores, content client, EPG service, DI container, account
 * controller, toasts, queries, i18n.
 */
export function AppProviders({ services, queryClient, i18n, children }: AppProvidersProps) {
  const configValue = useMemo(() => ({ config: services.config, appConfig: services.appConfig }), [services.config, services.appConfig]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ContainerContext.Provider value={services.container}>
          <ConfigContext.Provider value={configValue}>
            <StoresContext.Provider value={services.stores}>
              <ContentClientContext.Provider value={services.contentClient}>
                <EpgServiceContext.Provider value={services.epgService}>
                  <AccountControllerContext.Provider value={services.accountController}>
                    <ToastProvider>{children}</ToastProvider>
                  </AccountControllerContext.Provider>
                </EpgServiceContext.Provider>
              </ContentClientContext.Provider>
            </StoresContext.Provider>
          </ConfigContext.Provider>
        </ContainerContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
