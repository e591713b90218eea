import { StorageService, configSchema, createMemoryStorage, type Config, type Logger, type ProviderCapabilities, type RefreshChannel } from '@ott/common';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { customIntegration } from '../../src/module';
import { CustomAccountService } from '../../src/services/CustomAccountService';
import { API_URL, EMAIL, FakeAccountApi, PASSWORD } from './fakeAccountApi';

/** A config that enables the custom integration against the fake API. */
export const testConfig = (custom: Record<string, unknown> = {}): Config =>
  configSchema.parse({ id: 'demoauth', description: 'Test site', siteId: 'site1', content: [], menu: [], integrations: { custom: { apiUrl: API_URL, ...custom } } });

/** One msw server per test file; requests nobody handles fail the test. */
export function useMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

type LogMethod = Logger['error'];
export const spyLogger = () => ({
  debug: vi.fn<LogMethod>(),
  info: vi.fn<LogMethod>(),
  warn: vi.fn<LogMethod>(),
  error: vi.fn<LogMethod>(),
});

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

/** Runs `call` and returns what it threw. */
export async function failureOf(call: () => Promise<unknown>): Promise<Error & { code?: unknown; details?: Record<string, unknown> }> {
  try {
    await call();
  } catch (error) {
    return error as Error & { code?: unknown; details?: Record<string, unknown> };
  }
  throw new Error('expected a failure');
}
