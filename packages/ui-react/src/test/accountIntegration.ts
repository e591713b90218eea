import { customerSchema, registerValue, type AccountService, type Config, type Customer, type IntegrationModule } from '@ott/common';
import { vi } from 'vitest';
import { createTestConfig } from './fixtures';

/**
 * A custom-API site for tests (accounts on: AUTHVOD, favorites feature) and an account service held
 * in memory, registered as the `custom` integration. Every method is a spy a test can override.
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

export function createFakeAccountService({ signedInAs = null, initializeGate }: FakeAccountOptions = {}) {
  let user: Customer | null = signedInAs;
  const remote = { favorites: [] as { mediaid: string }[], history: [] as { mediaid: string; progress: number }[] };
  const service = {
    initialize: vi.fn<AccountService['initialize']>(async () => {
      await initializeGate;
    }),
    getAuthData: vi.fn<AccountService['getAuthData']>(async () => (user ? { token: 'token' } : null)),
    login: vi.fn<AccountService['login']>(async ({ email }) => {
      user = testCustomer({ email });
      return { user, customerConsents: [] };
    }),
    register: vi.fn<AccountService['register']>(async ({ email }) => {
      user = testCustomer({ email, firstName: '', lastName: '' });
      return { user, customerConsents: [] };
    }),
    logout: vi.fn<AccountService['logout']>(async () => {
      user = null;
    }),
    getUser: vi.fn<AccountService['getUser']>(async () => {
      if (!user) throw new Error('Not logged in');
      return { user, customerConsents: [] };
    }),
    getFavorites: vi.fn<AccountService['getFavorites']>(async () => remote.favorites),
    saveFavorites: vi.fn<AccountService['saveFavorites']>(async (_user, list) => {
      remote.favorites = list;
    }),
    getWatchHistory: vi.fn<AccountService['getWatchHistory']>(async () => remote.history),
    saveWatchHistory: vi.fn<AccountService['saveWatchHistory']>(async (_user, list) => {
      remote.history = list;
    }),
    getPublisherConsents: vi.fn<AccountService['getPublisherConsents']>(async () => []),
  };
  const notUsed = () => Promise.reject(new Error('not used in this test'));
  const accountService = new Proxy(service, {
    get: (target, name) => (name in target ? target[name as keyof typeof target] : typeof name === 'string' && name !== 'then' ? notUsed : undefined),
  }) as typeof service & AccountService;
  return { service: accountService, remote };
}

/** The `custom` integration module registering `accountService`. */
export const fakeCustomIntegration = (accountService: AccountService): IntegrationModule => ({
  type: 'custom',
  register: (container) => registerValue(container, 'accountService', accountService),
});
