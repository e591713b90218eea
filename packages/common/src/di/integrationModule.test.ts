import { describe, expect, it, vi } from 'vitest';
import { MultipleEntitlementTypesError, MultipleIntegrationsError } from '../config/errors';
import { configSchema, type Config, type ConfigInput } from '../entities';
import type { AuthService } from '../services/account';
import { NO_PROVIDER_CAPABILITIES, type ProviderCapabilities } from '../services/capabilities';
import type { Entitlement, EntitlementService } from '../services/EntitlementService';
import type { StorageService } from '../services/storage';
import { createMemoryStorage, createStorageService } from '../services/storage';
import { createSiteStore } from '../stores/siteStore';
import { FakeSignInAndLists } from './fakeAccount.test-helpers';
import { configuredIntegrations, initialAccessModel, registerServices, registrationProblems, selectIntegration, type IntegrationModule } from './integrationModule';
import type { ServiceCapability } from './registry';
import { createServiceContainer } from './serviceContainer';

const baseConfig: ConfigInput = { description: 'Test site', siteId: 'site1', content: [], menu: [] };
const configWith = (integrations: ConfigInput['integrations'], extra: Partial<ConfigInput> = {}): Config =>
  configSchema.parse({ ...baseConfig, ...extra, integrations });
const isSet = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Two provider descriptions as an integration package would write them (names are config keys). */
const billing: IntegrationModule = {
  name: 'cleeng',
  isEnabled: (config) => isSet(config.integrations.cleeng?.id),
  entitlementType: (config) => (isSet(config.integrations.cleeng?.monthlyOffer) ? 'offers' : null),
  capabilities: { ...NO_PROVIDER_CAPABILITIES, canUpdateEmail: true },
  accessModel: (config) => (isSet(config.integrations.cleeng?.monthlyOffer) ? 'SVOD' : 'AUTHVOD'),
  register: () => undefined,
};
const platform: IntegrationModule = {
  name: 'jwp',
  isEnabled: (config) => isSet(config.integrations.jwp?.clientId),
  entitlementType: (config) => (config.integrations.jwp?.assetId ? 'access_fees' : null),
  capabilities: NO_PROVIDER_CAPABILITIES,
  accessModel: () => 'AUTHVOD',
  register: () => undefined,
};
const MODULES = [billing, platform];

describe('selectIntegration (spec 000 §5: one integration, one entitlement type)', () => {
  it.each([
    ['no integration settings', {}, null],
    ['the billing provider', { cleeng: { id: '123' } }, 'cleeng'],
    ['a blank id', { cleeng: { id: ' ' } }, null],
    ['the platform', { jwp: { clientId: 'c' } }, 'jwp'],
    ['a flag alone, which turns nothing on', { cleeng: { useSandbox: true } }, null],
  ] as const)('%s -> %s', (_case, integrations, expected) => {
    expect(selectIntegration(configWith(integrations), MODULES)?.name ?? null).toBe(expected);
  });

  it('refuses two enabled integrations, naming them', () => {
    const both = configWith({ cleeng: { id: '1' }, jwp: { clientId: 'c' } });
    expect(() => selectIntegration(both, MODULES)).toThrow(MultipleIntegrationsError);
    expect(() => selectIntegration(both, MODULES)).toThrow(expect.objectContaining({ message: 'Failed to initialize app, more than 1 integrations are enabled', details: expect.objectContaining({ enabled: ['cleeng', 'jwp'] }) }));
  });

  it('counts settings of a provider the app has no module for, so a paid site never runs free', () => {
    expect(() => selectIntegration(configWith({ custom: { apiUrl: 'https://api.test' } }), MODULES)).toThrow(
      expect.objectContaining({ code: 'not_supported', details: expect.objectContaining({ integration: 'custom' }) }),
    );
    expect(() => selectIntegration(configWith({ custom: { apiUrl: 'https://api.test' }, jwp: { clientId: 'c' } }), MODULES)).toThrow(MultipleIntegrationsError);
  });

  it('refuses two entitlement types, a leftover setting of another provider included', () => {
    const config = configWith({ cleeng: { id: '1', monthlyOffer: 'S1' }, jwp: { assetId: 42 } });
    expect(() => selectIntegration(config, MODULES)).toThrow(MultipleEntitlementTypesError);
  });
});

describe('initialAccessModel (spec 000 §4)', () => {
  it.each([
    ['the integration decides', configWith({ cleeng: { id: '1', monthlyOffer: 'S1' } }), billing, 'SVOD'],
    ['the integration decides, without offers', configWith({ cleeng: { id: '1' } }), billing, 'AUTHVOD'],
    ['no integration: content protection', configWith({}, { contentProtection: { accessModel: 'authvod' } }), null, 'AUTHVOD'],
    ['no integration, no protection', configWith({}), null, 'AVOD'],
  ] as const)('%s -> %s', (_case, config, module, expected) => {
    expect(initialAccessModel(config, module)).toBe(expected);
  });
});

/** One class serving two capabilities, with the core services it is built from. */
class FakeAccount extends FakeSignInAndLists {
  constructor(
    readonly config: Config,
    readonly storage: StorageService,
  ) {
    super();
  }
}

class FakeEntitlement implements EntitlementService {
  constructor(readonly auth: AuthService) {}
  getEntitlements = (): Promise<Entitlement> => Promise.resolve({ accessGranted: true });
  getMediaToken = () => Promise.resolve('signed');
}

function appContainer(config: Config) {
  const container = createServiceContainer();
  container.value('config', config);
  container.value('storage', createStorageService(createMemoryStorage()));
  registerServices(container, ['auth', 'lists'], (resolve) => new FakeAccount(resolve('config'), resolve('storage')));
  registerServices(container, ['entitlement'], (resolve) => new FakeEntitlement(resolve('auth')));
  return container;
}

describe('registerServices', () => {
  it('serves several capabilities from one instance per container, built from the services it resolves', () => {
    const config = configWith({ cleeng: { id: '1' } });
    const container = appContainer(config);
    const auth = container.resolve('auth');
    expect(container.resolve('lists')).toBe(auth);
    expect((auth as FakeAccount).config).toBe(config);
    expect((container.resolve('entitlement') as FakeEntitlement).auth).toBe(auth);
  });

  it('builds a service on its first use, in whichever of its names comes first', () => {
    const build = vi.fn(() => new FakeSignInAndLists());
    const container = createServiceContainer();
    registerServices(container, ['auth', 'lists'], build);
    expect(build).not.toHaveBeenCalled();
    expect(container.resolve('lists')).toBe(container.resolve('auth'));
    expect(build).toHaveBeenCalledOnce();
  });

  it('keeps two apps apart', () => {
    const first = appContainer(configWith({})).resolve('auth');
    const second = appContainer(configWith({})).resolve('auth');
    expect(first).not.toBe(second);
  });

  it('refuses a capability registered twice', () => {
    const container = appContainer(configWith({}));
    expect(() => registerServices(container, ['auth'], () => new FakeSignInAndLists())).toThrow('a service is registered as "auth" already');
  });
});

describe('registrationProblems (a module and its services must agree)', () => {
  const row = (flags: Partial<ProviderCapabilities>): ProviderCapabilities => ({ ...NO_PROVIDER_CAPABILITIES, ...flags });
  it.each<[string, ProviderCapabilities, ServiceCapability[], number]>([
    ['sign-in only', row({}), ['auth'], 0],
    ['export and delete with their service', row({ canExportAccountData: true, canDeleteAccount: true }), ['auth', 'accountData'], 0],
    ['no sign-in service', row({}), ['lists'], 1],
    ['export promised without its service', row({ canExportAccountData: true, canDeleteAccount: true }), ['auth'], 2],
    ['notifications registered but not in the table', row({}), ['auth', 'notifications'], 1],
    ['password change promised without its service', row({ canChangePasswordWithOldPassword: true }), ['auth'], 1],
  ])('%s: %i problem(s)', (_case, capabilities, registered, count) => {
    expect(registrationProblems(capabilities, new Set(registered))).toHaveLength(count);
  });
});

describe('the site store an integration receives', () => {
  it('lets an integration switch the access model at run time (viewer tokens, spec 000 §4)', () => {
    const container = createServiceContainer();
    container.value('siteStore', createSiteStore({ accessModel: 'SVOD' }));
    container.resolve('siteStore').getState().setAccessModel('AVOD');
    expect(container.resolve('siteStore').getState().accessModel).toBe('AVOD');
  });
});

describe('configuredIntegrations', () => {
  it.each([
    [{}, []],
    [{ cleeng: { useSandbox: true } }, []],
    [{ cleeng: { id: '1' }, jwp: { assetId: 42 } }, ['cleeng', 'jwp']],
    [{ custom: { apiUrl: ' ' }, cognito: { userPoolId: 'pool' } }, ['cognito']],
  ] as const)('%j -> %j', (integrations, expected) => {
    expect(configuredIntegrations(configWith(integrations))).toEqual(expected);
  });
});
