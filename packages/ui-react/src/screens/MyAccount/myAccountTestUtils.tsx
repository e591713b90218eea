import {
  NO_PROVIDER_CAPABILITIES,
  type AccountController,
  type AppServices,
  type Customer,
  type IntegrationServices,
  type CustomerConsent,
  type Logger,
  type ProviderCapabilities,
  type PublisherConsent,
} from '@ott/common';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';
import { AppProvider } from '../../app/AppProvider';
import { ToastContext } from '../../components/Toasts/toastContext';
import { createToastStore, type ToastState } from '../../components/Toasts/toastStore';
import { createTestI18n, createTestServices } from '../../test/renderWithApp';
import { MyAccount } from './MyAccount';
import type { AccountPageController } from './useAccountPageServices';

/*
 * renderMyAccount gives the page a toast queue whose `show` is a spy (no module mock: the suite
 * shares its modules between files), and a fake account controller (which updates the account
 * store the way the real one does).
 */

/** A provider with sign-in and a profile, without email change, export or deletion (as the custom API). */
export const SIGN_IN_CAPABILITIES: ProviderCapabilities = { ...NO_PROVIDER_CAPABILITIES, canSupportEmptyFullName: true };

export const ADA: Customer = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  metadata: { terms: true, has_password: true },
};

export const TERMS: PublisherConsent = { type: 'checkbox', name: 'terms', label: 'I accept the terms of use', required: true, version: '1' };
export const MARKETING: PublisherConsent = { type: 'checkbox', name: 'marketing', label: 'Send me news about new films', required: false, version: '1' };

export interface RenderMyAccountOptions {
  user?: Customer | null;
  authLoading?: boolean;
  capabilities?: ProviderCapabilities;
  publisherConsents?: PublisherConsent[];
  customerConsents?: CustomerConsent[];
  /** null: a site without an account controller. */
  withController?: boolean;
  /** Integration services the page calls directly (export). */
  services?: Partial<IntegrationServices>;
  path?: string;
  /** Settings of the config's `custom` (a delete-account page). */
  custom?: Record<string, unknown>;
}

/** Shows where the router is, for overlay links and navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The fake account controller: its methods update the account store as the real one does. */
export interface FakeAccountController {
  updateCustomer: Mock<AccountPageController['updateCustomer']>;
  updateConsents: Mock<AccountPageController['updateConsents']>;
  forgotPassword: Mock<AccountPageController['forgotPassword']>;
}

export interface RenderMyAccountResult extends RenderResult {
  user: UserEvent;
  services: AppServices;
  controller: FakeAccountController;
  toast: { show: Mock<ToastState['show']> };
  logger: { [Level in keyof Logger]: Mock<Logger[Level]> };
  i18n: I18n;
  router: ReturnType<typeof createMemoryRouter>;
}

export async function renderMyAccount(options: RenderMyAccountOptions = {}): Promise<RenderMyAccountResult> {
  const services = await createTestServices();
  const logger = { debug: vi.fn<Logger['debug']>(), info: vi.fn<Logger['info']>(), warn: vi.fn<Logger['warn']>(), error: vi.fn<Logger['error']>() };
  services.logger = logger;
  Object.assign(services.services, options.services);
  if (options.custom) services.config = { ...services.config, custom: { ...services.config.custom, ...options.custom } };

  const account = services.stores.account;
  account.getState().setCapabilities(options.capabilities ?? SIGN_IN_CAPABILITIES);
  account.getState().setPublisherConsents(options.publisherConsents ?? []);
  const user = options.user === undefined ? ADA : options.user;
  if (user) account.getState().setSession({ user, customerConsents: options.customerConsents ?? [] });
  account.getState().setLoading('auth', options.authLoading ?? false);

  const controller: FakeAccountController = {
    updateCustomer: vi.fn<AccountPageController['updateCustomer']>(async (payload) => {
      const current = account.getState().user!;
      const updated = { ...current, ...payload };
      account.getState().setUser(updated);
      return updated;
    }),
    updateConsents: vi.fn<AccountPageController['updateConsents']>(async (consents) => {
      account.getState().setCustomerConsents(consents);
    }),
    forgotPassword: vi.fn<AccountPageController['forgotPassword']>(async () => undefined),
  };
  services.accountController = options.withController ?? true ? (controller as unknown as AccountController) : null;
  const toast = { show: vi.fn<ToastState['show']>() };
  const toasts = createToastStore();
  toasts.setState({ show: toast.show });

  const i18n = await createTestI18n();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ToastContext.Provider value={toasts}>
            <MyAccount />
            <LocationProbe />
          </ToastContext.Provider>
        ),
      },
    ],
    { initialEntries: [options.path ?? '/u/my-account'] },
  );
  const result = render(
    <AppProvider app={services} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user: userEvent.setup(), services, controller, toast, logger, i18n, router };
}

/** A section of the page, found by its heading. */
export const section = (name: string) => screen.getByRole('region', { name });

/** The Edit button of a section, found by its accessible name. */
export const editButton = (sectionName: string) => screen.getByRole('button', { name: `Edit ${sectionName}` });

export const location = () => screen.getByTestId('location').textContent;

