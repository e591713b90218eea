import { StorageService, configSchema, createMemoryStorage, type Config, type ProviderCapabilities, type RefreshChannel } from '@ott/common';
import { spyLogger } from '@ott/test-support';
import { customIntegration } from '../../src/module';
import { CustomAccountService } from '../../src/services/CustomAccountService';
import { API_URL, EMAIL, FakeAccountApi, PASSWORD } from './fakeAccountApi';

export { failureOf, spyLogger, useMswServer } from '@ott/test-support';

/** A config that enables the custom integration against the fake API. */
export const testConfig = (custom: Record<string, unknown> = {}): Config =>
  configSchema.parse({ id: 'demoauth', description: 'Test site', siteId: 'site1', content: [], menu: [], integrations: { custom: { apiUrl: API_URL, ...custom } } });

export const START = Date.parse('2025-06-01T12:00:00.000Z');

export interface TestServiceOptions {
  capabilities?: ProviderCapabilities;
  config?: Config;
  storage?: StorageService;
  /** Another client of the same fake API (a second device), sharing its clock. */
  sharing?: { api: FakeAccountApi; clock: { now: number } };
  refreshChannel?: RefreshChannel;
}

/** The service under test with a clock the test moves, a memory storage and the fake API (handlers not yet installed). */
export function createTestService(options: TestServiceOptions = {}) {
  const clock = options.sharing?.clock ?? { now: START };
  const api = options.sharing?.api ?? new FakeAccountApi(() => clock.now);
  const backend = createMemoryStorage();
  const storage = options.storage ?? new StorageService(backend);
  const logger = spyLogger();
  const service = new CustomAccountService(
    options.config ?? testConfig(),
    (input, init) => globalThis.fetch(input, init),
    storage,
    logger,
    options.capabilities ?? customIntegration.capabilities,
    { clock: () => clock.now, refreshChannel: options.refreshChannel ?? null },
  );
  return {
    service,
    api,
    storage,
    logger,
    clock,
    /** Moves the client's clock (the server's tokens are judged by the fake's accepted set). */
    advance: (ms: number) => {
      clock.now += ms;
    },
    /** What is stored under the app's auth key, parsed; null when nothing is. */
    storedAuth: (): unknown => {
      const raw = backend.getItem('jwapp.auth');
      return raw === null ? null : JSON.parse(raw);
    },
    login: () => service.login({ email: EMAIL, password: PASSWORD, referrer: '/' }),
  };
}
