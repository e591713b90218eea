import { describe, expect, it } from 'vitest';
import { MultipleIntegrationsError } from '../config/errors';
import { CONFIG_INTEGRATION, type ConfigIntegration } from '../config/integrations';
import { configSchema, type Capture, type Config, type Customer, type ConfigInput } from '../entities';
import { createAppError } from '../errors/catalogue';
import type { AccountService, AuthResponse, DeviceCode, DeviceCodeStatus } from '../services/AccountService';
import { INTEGRATION_TYPES, PROVIDER_CAPABILITIES, assertFeatureEnabled, type IntegrationType, type ProviderCapabilities } from '../services/capabilities';
import type { CheckoutService } from '../services/CheckoutService';
import type { Entitlement, EntitlementService } from '../services/EntitlementService';
import { silentLogger } from '../services/logger';
import { StorageService, createMemoryStorage } from '../services/storage';
import type { SubscriptionService } from '../services/SubscriptionService';
import {
  Lifecycle,
  container as rootContainer,
  hasService,
  inject,
  injectable,
  registerCoreServices,
  registerIntegration,
  registerValue,
  resolveService,
  selectIntegration,
  TOKENS,
  type DependencyContainer,
  type IntegrationModule,
} from './index';

const baseConfig: ConfigInput = { description: 'Test site', siteId: 'site1', content: [], menu: [] };
const configWith = (integrations: ConfigInput['integrations']): Config => configSchema.parse({ ...baseConfig, integrations });
const CLEENG_CONFIG = configWith({ cleeng: { id: '123', monthlyOffer: 'S1' } });
const JWP_CONFIG = configWith({ jwp: { clientId: 'client', assetId: 42 } });

const notSupported = (): Promise<never> => Promise.reject(createAppError('not_supported'));
const USER: Customer = { id: '1', email: 'a@b.c', metadata: {} };

/**
 * A complete fake AccountService: implementing the whole interface here also checks, at compile
 * time, that the contract can be implemented. Every dependency is named with @inject(TOKEN).
 */
@injectable()
class FakeBillingAccountService implements AccountService {
  readonly provider: string = 'billing';

  constructor(
    @inject(TOKENS.config) readonly config: Config,
    @inject(TOKENS.storage) readonly storage: StorageService,
    @inject(TOKENS.capabilities) readonly capabilities: ProviderCapabilities,
  ) {}

  initialize = (): Promise<void> => Promise.resolve();
  getAuthData = () => Promise.resolve(null);
  login = (): Promise<AuthResponse> => Promise.resolve({ user: { ...USER, fullName: this.provider }, customerConsents: [] });
  register = notSupported;
  logout = (): Promise<void> => Promise.resolve();
  getUser = notSupported;
  getExternalLoginProviders = () => Promise.resolve([]);
  updateCustomer = notSupported;
  getCustomerConsents = () => Promise.resolve([]);
  updateCustomerConsents = notSupported;
  getPublisherConsents = () => Promise.resolve([]);
  getCaptureStatus = (): Promise<Capture> => Promise.resolve({ isCaptureEnabled: false, shouldCaptureBeDisplayed: false, settings: [] });
  updateCaptureAnswers = notSupported;
  forgotPassword = notSupported;
  resetPassword = notSupported;
  changePasswordWithOldPassword = notSupported;
  exportAccountData = async (): Promise<void> => assertFeatureEnabled(this.capabilities, 'canExportAccountData');
  deleteAccount = async (): Promise<void> => assertFeatureEnabled(this.capabilities, 'canDeleteAccount');
  generateDeviceCode = (): Promise<DeviceCode> => Promise.resolve({ code: 'ABCD' });
  authorizeCode = (): Promise<void> => Promise.resolve();
  checkDeviceCode = (): Promise<DeviceCodeStatus> => Promise.resolve({ status: 'pending' });
  getFavorites = () => Promise.resolve([]);
  saveFavorites = (): Promise<void> => Promise.resolve();
  getWatchHistory = () => Promise.resolve([]);
  saveWatchHistory = (): Promise<void> => Promise.resolve();
  subscribeToNotifications = () => Promise.resolve(() => undefined);
}

/** A subclass declares its constructor again: tsyringe only reads a class's own @inject marks. */
@injectable()
class FakeVideoPlatformAccountService extends FakeBillingAccountService {
  override readonly provider: string = 'video-platform';

  constructor(
    @inject(TOKENS.config) config: Config,
    @inject(TOKENS.storage) storage: StorageService,
    @inject(TOKENS.capabilities) capabilities: ProviderCapabilities,
  ) {
    super(config, storage, capabilities);
  }
}

@injectable()
class FakeEntitlementService implements EntitlementService {
  constructor(@inject(TOKENS.accountService) readonly account: AccountService) {}
  getEntitlements = (): Promise<Entitlement> => Promise.resolve({ accessGranted: true });
  getMediaToken = notSupported;
}

const fakeCheckout: CheckoutService = {
  getOffers: notSupported,
  getOffer: notSupported,
  createOrder: notSupported,
  getOrder: () => Promise.resolve(null),
  updateOrder: notSupported,
  getPaymentMethods: () => Promise.resolve([]),
  paymentWithoutDetails: notSupported,
  paymentWithPayPal: notSupported,
  directPostCardPayment: notSupported,
  finalizePayment: notSupported,
};

const fakeSubscriptions: SubscriptionService = {
  getSubscriptions: () => Promise.resolve([]),
  getActiveSubscription: () => Promise.resolve(null),
  getPaymentDetails: () => Promise.resolve([]),
  getActivePayment: () => Promise.resolve(null),
  getTransactions: () => Promise.resolve([]),
  cancelSubscription: notSupported,
  renewSubscription: notSupported,
  getSubscriptionSwitches: () => Promise.resolve([]),
  switchSubscription: notSupported,
  changeSubscription: notSupported,
  updateCardDetails: notSupported,
  getReceipt: notSupported,
  getCustomerPortalUrl: notSupported,
};

/** What an integration package exports: one register(container, config). */
const fakeModule = (type: 'cleeng' | 'jwp', accountClass: typeof FakeBillingAccountService): IntegrationModule => ({
  type,
  register: (container: DependencyContainer) => {
    container.register(TOKENS.accountService, { useClass: accountClass }, { lifecycle: Lifecycle.ContainerScoped });
    container.register(TOKENS.entitlementService, { useClass: FakeEntitlementService }, { lifecycle: Lifecycle.ContainerScoped });
    registerValue(container, 'checkoutService', fakeCheckout);
    registerValue(container, 'subscriptionService', fakeSubscriptions);
  },
});

const MODULES = [fakeModule('cleeng', FakeBillingAccountService), fakeModule('jwp', FakeVideoPlatformAccountService)];

async function appContainer(config: Config): Promise<DependencyContainer> {
  const container = rootContainer.createChildContainer();
  registerCoreServices(container, { storage: new StorageService(createMemoryStorage()), logger: silentLogger });
  await registerIntegration(container, config, MODULES);
  return container;
}

describe('integration registration', () => {
  it('resolves two integrations independently in two child containers', async () => {
    const billing = await appContainer(CLEENG_CONFIG);
    const videoPlatform = await appContainer(JWP_CONFIG);

    const billingAccount = resolveService(billing, 'accountService');
    const videoAccount = resolveService(videoPlatform, 'accountService');
    expect(billingAccount).toBeInstanceOf(FakeBillingAccountService);
    expect(videoAccount).toBeInstanceOf(FakeVideoPlatformAccountService);
    expect(billingAccount).not.toBe(videoAccount);
    expect((await billingAccount.login({ email: 'a@b.c', password: 'x', referrer: '/' })).user.fullName).toBe('billing');
    expect((await videoAccount.login({ email: 'a@b.c', password: 'x', referrer: '/' })).user.fullName).toBe('video-platform');

    // One instance per container; each sees its own container's config and capabilities.
    expect(resolveService(billing, 'accountService')).toBe(billingAccount);
    expect((billingAccount as FakeBillingAccountService).config).toBe(CLEENG_CONFIG);
    expect((videoAccount as FakeBillingAccountService).config).toBe(JWP_CONFIG);
    expect(resolveService(billing, 'capabilities')).toEqual(PROVIDER_CAPABILITIES.cleeng);
    expect(resolveService(videoPlatform, 'capabilities')).toEqual(PROVIDER_CAPABILITIES.jwp);
    expect([resolveService(billing, 'integrationType'), resolveService(videoPlatform, 'integrationType')]).toEqual(['cleeng', 'jwp']);

    // The global container is left untouched.
    expect(rootContainer.isRegistered(TOKENS.accountService)).toBe(false);
  });

  it('injects @inject(TOKEN) constructor parameters, services into services included', async () => {
    const container = await appContainer(CLEENG_CONFIG);
    const entitlement = resolveService(container, 'entitlementService') as FakeEntitlementService;
    expect(entitlement.account).toBe(resolveService(container, 'accountService'));
    expect((entitlement.account as FakeBillingAccountService).storage).toBe(resolveService(container, 'storage'));
    await expect(entitlement.getEntitlements()).resolves.toEqual({ accessGranted: true });
    await expect(resolveService(container, 'checkoutService').getOrder('x')).resolves.toBeNull();
    await expect(resolveService(container, 'subscriptionService').getActiveSubscription('1')).resolves.toBeNull();
  });

  it('gates export and delete by the registered capabilities', async () => {
    const billing = resolveService(await appContainer(CLEENG_CONFIG), 'accountService');
    const videoPlatform = resolveService(await appContainer(JWP_CONFIG), 'accountService');
    await expect(billing.exportAccountData()).rejects.toThrow('Export account feature is not enabled');
    await expect(billing.deleteAccount({ password: 'x' })).rejects.toThrow('Delete account feature is not enabled');
    await expect(videoPlatform.exportAccountData()).resolves.toBeUndefined();
  });

  it('registers no account services on a site without integration', async () => {
    const container = await appContainer(configWith({}));
    expect(resolveService(container, 'integrationType')).toBeNull();
    expect(resolveService(container, 'capabilities').canExportAccountData).toBe(false);
    expect(hasService(container, 'accountService')).toBe(false);
    expect(hasService(container, 'config')).toBe(true);
  });

  it('refuses an enabled integration whose module the app did not pass', async () => {
    const container = rootContainer.createChildContainer();
    await expect(registerIntegration(container, configWith({ custom: { apiUrl: 'https://api.test' } }), MODULES)).rejects.toMatchObject({
      code: 'not_supported',
      details: { integration: 'custom' },
    });
  });

  it('refuses a config that enables more than one integration', async () => {
    const both = configWith({ cleeng: { id: '1' }, jwp: { clientId: 'c' } });
    await expect(registerIntegration(rootContainer.createChildContainer(), both, MODULES)).rejects.toBeInstanceOf(MultipleIntegrationsError);
  });
});

describe('selectIntegration', () => {
  it.each([
    [{}, null],
    [{ cleeng: { id: 123 } }, 'cleeng'],
    [{ cleeng: { id: '' } }, null],
    [{ jwp: { clientId: 'c' } }, 'jwp'],
    [{ jwp: { clientId: '  ' } }, null],
    [{ custom: { apiUrl: 'https://api.test' } }, 'custom'],
    [{ cognito: { userPoolId: 'eu-west-1_x' } }, 'cognito'],
  ] as const)('%j -> %s', (integrations, expected) => {
    expect(selectIntegration(configWith(integrations))).toBe(expected);
  });

  it('refuses more than one, naming them', () => {
    expect(() => selectIntegration(configWith({ cleeng: { id: '1' }, cognito: { userPoolId: 'p' } }))).toThrow(
      'Failed to initialize app, more than 1 integrations are enabled',
    );
  });
});

describe('integration types', () => {
  it('are the ones the config layer knows', () => {
    // Both directions must compile: the two unions are the same set.
    const fromConfig: ConfigIntegration[] = [...INTEGRATION_TYPES];
    const toCapabilities: IntegrationType[] = Object.values(CONFIG_INTEGRATION);
    expect([...toCapabilities].sort()).toEqual([...fromConfig].sort());
  });
});

describe('registerCoreServices', () => {
  it('defaults to a jwapp.-prefixed storage, the console logger and the global fetch', async () => {
    const container = rootContainer.createChildContainer();
    registerCoreServices(container);
    expect(resolveService(container, 'storage').prefix).toBe('jwapp.');
    expect(typeof resolveService(container, 'logger').error).toBe('function');
    const original = globalThis.fetch;
    globalThis.fetch = () => Promise.resolve(new Response('ok'));
    try {
      await expect((await resolveService(container, 'fetch')('https://x.test')).text()).resolves.toBe('ok');
    } finally {
      globalThis.fetch = original;
    }
  });
});
