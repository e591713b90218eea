import {
  NO_PROVIDER_CAPABILITIES,
  customerSchema,
  type AuthService,
  type Config,
  type ConsentsService,
  type Customer,
  type IntegrationModule,
  type ListsService,
} from '@ott/common';
import { vi } from 'vitest';
import { createTestConfig } from './fixtures';

/**
 * A custom-API site for tests (accounts on: AUTHVOD, favorites feature) and an account service held
 * in memory, registered as the `custom` integration (sign-in, lists and consents). Every method is
 * a spy a test can override.
 */
export const createAuthTestConfig = (overrides: Parameters<typeof createTestConfig>[0] = {}): Config =>
  createTestConfig({
    integrations: { custom: { apiUrl: 'http://accounts.test/api' } },
    features: { favoritesList: 'favlist1', continueWatchingList: 'cntwatch' },
    ...overrides,
  });

export const testCustomer = (overrides: Partial<Record<keyof Customer, unknown>> = {}): Customer =>
  customerSchema.parse({ id: 'u-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', ...overrides });

export interface FakeAccountOptions {
  /** A stored session exists: `initialize()` restores this user. */
  signedInAs?: Customer | null;
  /** `initialize()` of the service (and so the session restore) waits for this promise. */
  initializeGate?: Promise<void>;
}

/** The account services the fake plays. */
type FakeAccount = AuthService & ListsService & ConsentsService;

export function createFakeAccountService({ signedInAs = null, initializeGate }: FakeAccountOptions = {}) {
  let user: Customer | null = signedInAs;
  const remote = { favorites: [] as { mediaid: string }[], history: [] as { mediaid: string; progress: number }[] };
  const service = {
    initialize: vi.fn<FakeAccount['initialize']>(async () => {
      await initializeGate;
    }),
    getAuthData: vi.fn<FakeAccount['getAuthData']>(async () => (user ? { token: 'token' } : null)),
    login: vi.fn<FakeAccount['login']>(async ({ email }) => {
      user = testCustomer({ email });
      return { user, customerConsents: [] };
    }),
    register: vi.fn<FakeAccount['register']>(async ({ email }) => {
      user = testCustomer({ email, firstName: '', lastName: '' });
      return { user, customerConsents: [] };
    }),
    logout: vi.fn<FakeAccount['logout']>(async () => {
      user = null;
    }),
    getUser: vi.fn<FakeAccount['getUser']>(async () => {
      if (!user) throw new Error('Not logged in');
      return { user, customerConsents: [] };
    }),
    getFavorites: vi.fn<FakeAccount['getFavorites']>(async () => remote.favorites),
    saveFavorites: vi.fn<FakeAccount['saveFavorites']>(async (_user, list) => {
      remote.favorites = list;
    }),
    getWatchHistory: vi.fn<FakeAccount['getWatchHistory']>(async () => remote.history),
    saveWatchHistory: vi.fn<FakeAccount['saveWatchHistory']>(async (_user, list) => {
      remote.history = list;
    }),
    getPublisherConsents: vi.fn<FakeAccount['getPublisherConsents']>(async () => []),
  };
  const notUsed = () => Promise.reject(new Error('not used in this test'));
  const accountService = new Proxy(service, {
    get: (target, name) => (name in target ? target[name as keyof typeof target] : typeof name === 'string' && name !== 'then' ? notUsed : undefined),
  }) as typeof service & FakeAccount;
  return { service: accountService, remote };
}

/** A `custom` integration module registering the fake as its sign-in, lists and consents services. */
export const fakeCustomIntegration = (account: FakeAccount): IntegrationModule => ({
  name: 'custom',
  isEnabled: (config) => Boolean(config.integrations.custom?.apiUrl),
  entitlementType: () => null,
  capabilities: { ...NO_PROVIDER_CAPABILITIES, canSupportEmptyFullName: true },
  accessModel: () => 'AUTHVOD',
  register: (container) => {
    container.value('auth', account);
    container.value('lists', account);
    container.value('consents', account);
  },
});
