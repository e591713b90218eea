import {
  ConfigInvalidError,
  PROVIDER_CAPABILITIES,
  STORAGE_KEYS,
  StorageService,
  authTokensSchema,
  container,
  createMemoryStorage,
  registerCoreServices,
  registerIntegration,
  resolveService,
  silentLogger,
  type Config,
} from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, EMAIL, PASSWORD } from '../test/support/fakeAccountApi';
import { testConfig, useMswServer } from '../test/support/testService';
import { customIntegration, register } from './register';
import { CustomAccountService } from './services/CustomAccountService';
import { CustomEntitlementService } from './services/CustomEntitlementService';
import { NoPaymentsCheckoutService } from './services/NoPaymentsCheckoutService';
import { NoPaymentsSubscriptionService } from './services/NoPaymentsSubscriptionService';

const server = useMswServer();

async function appContainer(config: Config, fetchLog: string[] = []) {
  const child = container.createChildContainer();
  registerCoreServices(child, {
    storage: new StorageService(createMemoryStorage()),
    logger: silentLogger,
    fetch: (input, init) => {
      fetchLog.push(input);
      return globalThis.fetch(input, init);
    },
  });
  await registerIntegration(child, config, [customIntegration]);
  return child;
}

describe('register (the RegisterIntegration contract)', () => {
  it('is the module of type custom', () => {
    expect(customIntegration).toEqual({ type: 'custom', register });
  });

  it('registers the four services by token, one instance per container, over the core services', async () => {
    const fetchLog: string[] = [];
    const app = await appContainer(testConfig(), fetchLog);
    const account = resolveService(app, 'accountService');

    expect(account).toBeInstanceOf(CustomAccountService);
    expect(resolveService(app, 'accountService')).toBe(account);
    expect(resolveService(app, 'checkoutService')).toBeInstanceOf(NoPaymentsCheckoutService);
    expect(resolveService(app, 'subscriptionService')).toBeInstanceOf(NoPaymentsSubscriptionService);
    expect(resolveService(app, 'entitlementService')).toBeInstanceOf(CustomEntitlementService);
    expect(resolveService(app, 'capabilities')).toEqual(PROVIDER_CAPABILITIES.custom);
    expect(container.isRegistered(Symbol.for('ott.accountService'))).toBe(false);

    // The account service uses the registered fetch and storage.
    server.use(http.post(`${API_URL}/customers/login`, () => HttpResponse.json({ token: 't', exp: 2_000_000_000, user: { id: 'u', email: EMAIL } })));
    await account.login({ email: EMAIL, password: PASSWORD, referrer: '/' });
    expect(fetchLog).toEqual([`${API_URL}/customers/login`]);
    expect(resolveService(app, 'storage').read(STORAGE_KEYS.auth, authTokensSchema)).toMatchObject({
      status: 'value',
      value: { token: 't' },
    });
  });

  it('two containers hold two independent sessions', async () => {
    const first = resolveService(await appContainer(testConfig()), 'accountService');
    const second = resolveService(await appContainer(testConfig()), 'accountService');
    server.use(http.post(`${API_URL}/customers/login`, () => HttpResponse.json({ token: 't', exp: 2_000_000_000, user: { id: 'u', email: EMAIL } })));
    await first.login({ email: EMAIL, password: PASSWORD, referrer: '/' });
    await expect(first.getAuthData()).resolves.toMatchObject({ token: 't' });
    await expect(second.getAuthData()).resolves.toBeNull();
  });

  it('a relative apiUrl outside a browser fails at startup with the config error', async () => {
    await expect(appContainer(testConfig({ apiUrl: '/api' }))).rejects.toBeInstanceOf(ConfigInvalidError);
  });
});
