import { StorageService, configSchema, createMemoryStorage, type Config, type RefreshChannel } from '@ott/common';
import { spyLogger } from '@ott/test-support';
import { CLEENG_CAPABILITIES } from '../../src/module';
import { CleengAccountService } from '../../src/services/CleengAccountService';
import { AUTH_HOST, EMAIL, FakeCleeng, MEDIASTORE, PASSWORD, PUBLISHER_ID } from './fakeCleeng';

export { failureOf, spyLogger, useMswServer } from '@ott/test-support';

/** A config that enables the provider (SVOD with a monthly offer unless told otherwise). */
export const testConfig = (cleeng: Record<string, unknown> = {}): Config =>
  configSchema.parse({ id: 'demosvod', description: 'Test site', siteId: 'site1', content: [], menu: [], integrations: { cleeng: { id: PUBLISHER_ID, monthlyOffer: 'S100_NL', ...cleeng } } });

export const START = Date.parse('2025-06-01T12:00:00.000Z');

export interface TestServiceOptions {
  storage?: StorageService;
  sharing?: { api: FakeCleeng; clock: { now: number } };
  refreshChannel?: RefreshChannel;
}

/** The account service under test: a clock the test moves, memory storage, the fake provider (handlers not installed). */
export function createTestService(options: TestServiceOptions = {}) {
  const clock = options.sharing?.clock ?? { now: START };
  const api = options.sharing?.api ?? new FakeCleeng(() => clock.now);
  const backend = createMemoryStorage();
  const storage = options.storage ?? new StorageService(backend);
  const logger = spyLogger();
  const service = new CleengAccountService({
    hosts: { mediaStore: MEDIASTORE, auth: AUTH_HOST },
    publisherId: PUBLISHER_ID,
    fetch: (input, init) => globalThis.fetch(input, init),
    storage,
    logger,
    capabilities: CLEENG_CAPABILITIES,
    clock: () => clock.now,
    refreshChannel: options.refreshChannel ?? null,
  });
  return {
    service,
    api,
    storage,
    logger,
    clock,
    advance: (ms: number) => {
      clock.now += ms;
    },
    storedAuth: (): unknown => {
      const raw = backend.getItem('jwapp.auth');
      return raw === null ? null : JSON.parse(raw);
    },
    login: () => service.login({ email: EMAIL, password: PASSWORD, referrer: '/' }),
  };
}
