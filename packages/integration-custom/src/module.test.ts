import {
  ConfigInvalidError,
  STORAGE_KEYS,
  authTokensSchema,
  composeApp,
  configSchema,
  createMemoryStorage,
  createQueryClient,
  createStorageService,
  registrationProblems,
  resolveAppConfig,
  selectIntegration,
  silentLogger,
  type Config,
  type ConfigInput,
  type ServiceCapability,
} from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL, EMAIL, PASSWORD } from '../test/support/fakeAccountApi';
import { testConfig, useMswServer } from '../test/support/testService';
import { customIntegration } from './module';
import { CustomAccountService } from './services/CustomAccountService';
import { CustomEntitlementService } from './services/CustomEntitlementService';

const server = useMswServer();
const config = (integrations: ConfigInput['integrations'], extra: Partial<ConfigInput> = {}): Config =>
  configSchema.parse({ id: 'demoauth', description: 'Test site', siteId: 'site1', content: [], menu: [], ...extra, integrations });

function compose(site: Config, fetchLog: string[] = []) {
  return composeApp({
    appConfig: resolveAppConfig({ contentHost: 'http://content.test' }, 'http://localhost:3000'),
    config: site,
    integrations: [customIntegration],
    storage: createStorageService(createMemoryStorage()),
    logger: silentLogger,
    fetch: (input, init) => {
      fetchLog.push(input);
      return globalThis.fetch(input, init);
    },
    queryClient: createQueryClient(),
    language: 'en',
  });
}

describe('customIntegration (the module the app runtime reads)', () => {
  it.each([
    ['an API URL', { custom: { apiUrl: API_URL } }, true],
    ['a blank API URL', { custom: { apiUrl: '  ' } }, false],
    ['an entitlement host alone', { custom: { entitlementUrl: 'https://e.test' } }, false],
    ['no settings', {}, false],
  ] as const)('is enabled by %s: %s', (_case, integrations, enabled) => {
    expect(customIntegration.isEnabled(config(integrations))).toBe(enabled);
  });

  it('turns on the entitlement-service type only with an entitlement host (spec 000 §5)', () => {
    expect(customIntegration.entitlementType(config({ custom: { apiUrl: API_URL } }))).toBeNull();
    expect(customIntegration.entitlementType(config({ custom: { apiUrl: API_URL, entitlementUrl: 'https://e.test' } }))).toBe('entitlement_service');
  });

  it('is AUTHVOD whatever the content protection says (spec 000 §4: signing in is the access)', () => {
    expect(customIntegration.accessModel(config({ custom: { apiUrl: API_URL } }, { contentProtection: { accessModel: 'free' } }))).toBe('AUTHVOD');
  });

  it('carries the custom column of the feature-flag table (spec 000 §6)', () => {
    const { listLimit, ...flags } = customIntegration.capabilities;
    expect(listLimit).toBe(48);
    expect(Object.entries(flags).filter(([, on]) => on).map(([flag]) => flag)).toEqual(['canSupportEmptyFullName']);
  });

  it('is chosen by selectIntegration for a config that enables it', () => {
    expect(selectIntegration(testConfig(), [customIntegration])).toBe(customIntegration);
  });
});

describe('its registration, as the app runtime composes it', () => {
  const registered = (services: Partial<Record<ServiceCapability, unknown>>) => Object.keys(services).sort();

  it('registers sign-in, profile, consents, lists, device login and sessions over one session, and nothing it cannot do', async () => {
    const app = await compose(testConfig());
    expect(registered(app.services)).toEqual(['auth', 'consents', 'deviceLogin', 'lists', 'profile', 'sessions']);
    expect(app.services.auth).toBeInstanceOf(CustomAccountService);
    expect(new Set([app.services.profile, app.services.consents, app.services.lists, app.services.deviceLogin, app.services.sessions])).toEqual(new Set([app.services.auth]));
    expect(registrationProblems(customIntegration.capabilities, new Set(Object.keys(app.services) as ServiceCapability[]))).toEqual([]);
    expect(app.stores.site.getState().accessModel).toBe('AUTHVOD');
  });

  it('adds the entitlement service when the config names an entitlement host', async () => {
    const app = await compose(testConfig({ entitlementUrl: 'https://entitlement.test/check' }));
    expect(app.services.entitlement).toBeInstanceOf(CustomEntitlementService);
  });

  it('asks a relative entitlement host ("/entitlement") on the content host', async () => {
    const fetchLog: string[] = [];
    const app = await compose(testConfig({ entitlementUrl: '/entitlement' }), fetchLog);
    server.use(
      http.post(`${API_URL}/customers/login`, () => HttpResponse.json({ token: 't', exp: 2_000_000_000, user: { id: 'u', email: EMAIL } })),
      http.put('http://content.test/v2/sites/site1/access/generate', () => HttpResponse.json({ passport: 'p', refresh_token: 'r' })),
      http.post('http://content.test/entitlement', () => HttpResponse.json({ entitled: true, token: 'signed' })),
    );
    await app.services.auth?.login({ email: EMAIL, password: PASSWORD, referrer: '/' });
    await expect(app.services.entitlement?.getMediaToken({ mediaId: 'm1' })).resolves.toBe('signed');
    expect(fetchLog).toContain('http://content.test/entitlement');
  });

  it('uses the access bridge: access tokens are generated when a viewer signs in (000 §4)', async () => {
    expect(customIntegration.accessBridge).toBe(true);
    const fetchLog: string[] = [];
    const app = await compose(testConfig(), fetchLog);
    server.use(
      http.post(`${API_URL}/customers/login`, () => HttpResponse.json({ token: 't', exp: 2_000_000_000, user: { id: 'u', email: EMAIL } })),
      http.get(`${API_URL}/customers/me`, () => HttpResponse.json({ id: 'u', email: EMAIL })),
      http.get(`${API_URL}/favorites`, () => HttpResponse.json({ docs: [] })),
      http.get(`${API_URL}/history`, () => HttpResponse.json({ docs: [] })),
      http.put('http://content.test/v2/sites/site1/access/generate', ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer t');
        return HttpResponse.json({ passport: 'p', refresh_token: 'r' });
      }),
    );
    expect(app.accessTokens).not.toBeNull();
    await app.accountController?.login({ email: EMAIL, password: PASSWORD, referrer: '/' });
    await vi.waitFor(() => expect(fetchLog).toContain('http://content.test/v2/sites/site1/access/generate'));
    await vi.waitFor(() => expect(app.storage.readText(STORAGE_KEYS.accessTokens).status).toBe('value'));
  });

  it('signs in through the app fetch and keeps the session in the app storage', async () => {
    const fetchLog: string[] = [];
    const app = await compose(testConfig(), fetchLog);
    server.use(http.post(`${API_URL}/customers/login`, () => HttpResponse.json({ token: 't', exp: 2_000_000_000, user: { id: 'u', email: EMAIL } })));
    await app.services.auth?.login({ email: EMAIL, password: PASSWORD, referrer: '/' });
    expect(fetchLog).toEqual([`${API_URL}/customers/login`]);
    expect(app.storage.read(STORAGE_KEYS.auth, authTokensSchema)).toMatchObject({ status: 'value', value: { token: 't' } });
  });

  it('keeps two apps apart: two sessions', async () => {
    const first = await compose(testConfig());
    const second = await compose(testConfig());
    server.use(http.post(`${API_URL}/customers/login`, () => HttpResponse.json({ token: 't', exp: 2_000_000_000, user: { id: 'u', email: EMAIL } })));
    await first.services.auth?.login({ email: EMAIL, password: PASSWORD, referrer: '/' });
    await expect(first.services.auth?.getAuthData()).resolves.toMatchObject({ token: 't' });
    await expect(second.services.auth?.getAuthData()).resolves.toBeNull();
  });

  it('fails at start-up with the config error for a relative apiUrl outside a browser', async () => {
    await expect(compose(testConfig({ apiUrl: '/api' }))).rejects.toBeInstanceOf(ConfigInvalidError);
  });
});
