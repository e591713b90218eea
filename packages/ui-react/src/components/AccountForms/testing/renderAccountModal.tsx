import {
  createCheckoutStore,
  customerSchema,
  type AccountController,
  type AppServices,
  type CheckoutController,
  type CheckoutStore,
  type FetchLike,
  type Config,
  type Customer,
  type IntegrationServices,
  type ProviderCapabilities,
} from '@ott/common';
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';
import { AppProvider } from '../../../app/AppProvider';
import { createTestI18n, createTestServices } from '../../../test/renderWithApp';
import { AccountModal } from '../../AccountModal/AccountModal';
import { CaptchaWidgetProvider, type CaptchaWidget } from '../../Captcha/captchaWidget';
import { Toasts } from '../../Toasts/Toasts';

/** An AccountController whose every method is a mock (resolving with nothing unless told otherwise). */
export type FakeAccountController = { [Method in keyof AccountController]: Mock<AccountController[Method]> };

export function createFakeAccountController(): FakeAccountController {
  return {
    initialize: vi.fn(async () => {}),
    login: vi.fn(async () => {}),
    register: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    updateCustomer: vi.fn(async () => TEST_USER),
    updateConsents: vi.fn(async () => {}),
    getPublisherConsents: vi.fn(async () => []),
    getCaptureStatus: vi.fn(async () => ({ isCaptureEnabled: false, shouldCaptureBeDisplayed: false, settings: [] })),
    updateCaptureAnswers: vi.fn(async () => {}),
    forgotPassword: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
    changePasswordWithOldPassword: vi.fn(async () => {}),
    authorizeDeviceCode: vi.fn(async () => {}),
    deleteAccount: vi.fn(async () => {}),
  };
}

export const TEST_USER: Customer = customerSchema.parse({ id: 'u-1', email: 'ada@example.com', metadata: { terms: true, has_password: true } });

export interface RenderAccountModalOptions {
  /** Where the page is, with the overlay query (`/m/abc?u=login`). */
  path: string;
  /** Logged in as this user. */
  user?: Customer;
  /** A stored session is still being restored. */
  authLoading?: boolean;
  capabilities?: Partial<ProviderCapabilities>;
  config?: Config;
  /** null: a site without accounts. */
  controller?: FakeAccountController | null;
  /** Integration services the screens call directly (external login providers). */
  services?: Partial<IntegrationServices>;
  /** Called with the app's services before the first render (a subscription controller, a store). */
  prepare?(services: AppServices): void;
  /** The purchase flow of the checkout screens, made over the app's checkout store; none: a site that sells nothing. */
  checkout?: (store: CheckoutStore) => CheckoutController;
  /** The content host's replies (the item of a media page under the overlay). */
  fetch?: FetchLike;
  /** The site's captcha widget (shown when the config has a captcha site key). */
  captchaWidget?: CaptchaWidget;
}

/** The current location, for tests to read what the overlay did to the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderAccountModalResult extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  services: AppServices;
  controller: FakeAccountController;
  /** The current path and query. */
  url: () => string;
  /** Every path and query the router went to since the start (the first one included). */
  visited: () => string[];
  /** Signs the user in the way the controller does (login and register set the session). */
  signIn: (user?: Customer) => void;
  /** The checkout controller's store (with `checkout`). */
  checkoutStore: CheckoutStore;
}

/**
 * The account overlay over a page, inside every provider of a running app, with a fake account
 * controller and the toast region: `await renderAccountModal({ path: '/?u=login' })`.
 */
export async function renderAccountModal(options: RenderAccountModalOptions): Promise<RenderAccountModalResult> {
  const services = await createTestServices({ config: options.config, ...(options.fetch && { fetch: options.fetch }) });
  const controller = options.controller === undefined ? createFakeAccountController() : options.controller;
  services.accountController = controller;
  Object.assign(services.services, options.services);
  const checkoutStore = createCheckoutStore();
  if (options.checkout) {
    const checkout = Promise.resolve(options.checkout(checkoutStore));
    services.loadCheckoutController = () => checkout;
  }
  const account = services.stores.account.getState();
  if (options.capabilities) account.setCapabilities({ ...account.capabilities, ...options.capabilities });
  if (options.user) account.setSession({ user: options.user });
  account.setLoading('auth', options.authLoading ?? false);
  options.prepare?.(services);

  const i18n = await createTestI18n();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <button type="button">Open account</button>
            <AccountModal />
            <Toasts />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [options.path] },
  );
  const result = render(
    <CaptchaWidgetProvider widget={options.captchaWidget ?? null}>
      <AppProvider app={services} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProvider>
    </CaptchaWidgetProvider>,
  );
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  const history = [url()];
  router.subscribe(() => {
    if (history[history.length - 1] !== url()) history.push(url());
  });
  const signIn = (user: Customer = TEST_USER) => services.stores.account.getState().setSession({ user });
  return { ...result, user: userEvent.setup(), router, services, controller: controller as FakeAccountController, url, visited: () => [...history], signIn, checkoutStore };
}

/** The overlay dialog named `title`, once its screen has loaded (its chunk is lazy). */
export async function findAccountDialog(title: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => {
    if (!dialog.querySelector('.ott-account-modal__screen .ott-auth-form, .ott-account-modal__screen form')) throw new Error('The screen has not loaded yet');
  });
  return within(dialog);
}
