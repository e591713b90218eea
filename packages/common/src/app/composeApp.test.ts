import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSignInAndLists } from '../di/fakeAccount.test-helpers';
import { registerServices, type IntegrationModule } from '../di/integrationModule';
import { configSchema, type Config, type ConfigInput } from '../entities/config';
import type { AuthTokens } from '../entities/auth';
import { NO_PROVIDER_CAPABILITIES } from '../services/capabilities';
import type { FetchLike } from '../services/http';
import { EpgService } from '../services/epg/EpgService';
import { silentLogger } from '../services/logger';
import { createMemoryStorage, createStorageService } from '../services/storage';
import type { SiteStore } from '../stores/siteStore';
import { resolveAppConfig } from './appConfig';
import type { AddressBar } from '../controllers/ViewerTokenController';
import { composeApp } from './composeApp';
import { createQueryClient } from './queryClient';

const config = (extra: Partial<ConfigInput> = {}): Config =>
  configSchema.parse({ id: 'testsite', description: 'Films', siteId: 'site0001', content: [], menu: [], ...extra });
const SIGN_IN_CONFIG = config({ integrations: { custom: { apiUrl: 'https://accounts.test' } } });

class FakeAccount extends FakeSignInAndLists {
  constructor(readonly site: SiteStore) {
    super();
  }
}

const module = (overrides: Partial<IntegrationModule> = {}): IntegrationModule => ({
  name: 'custom',
  isEnabled: (site) => Boolean(site.integrations.custom?.apiUrl),
  entitlementType: () => null,
  capabilities: { ...NO_PROVIDER_CAPABILITIES, listLimit: 40 },
  accessModel: () => 'AUTHVOD',
  offerProvider: 'shop',
  register: (container) => registerServices(container, ['auth', 'lists'], (resolve) => new FakeAccount(resolve('siteStore'))),
  ...overrides,
});

const compose = (site: Config, integrations: IntegrationModule[], address?: AddressBar) =>
  composeApp({
    appConfig: resolveAppConfig({ contentHost: 'http://content.test' }, 'http://localhost:3000'),
    config: site,
    integrations,
    storage: createStorageService(createMemoryStorage()),
    logger: silentLogger,
    fetch: vi.fn(),
    queryClient: createQueryClient(),
    language: 'en',
    address,
  });

afterEach(() => vi.restoreAllMocks());

describe('composeApp', () => {
  it('runs a site without accounts: no services, no account controller, access from content protection', async () => {
    const app = await compose(config({ contentProtection: { accessModel: 'free' } }), [module()]);
    expect(app.integration).toBeNull();
    expect(app.accountController).toBeNull();
    expect(app.has('auth')).toBe(false);
    expect(app.capabilities).toEqual(NO_PROVIDER_CAPABILITIES);
    expect(app.stores.site.getState().accessModel).toBe('AVOD');
  });

  it('describes and registers the enabled integration, and exposes exactly the services it registered', async () => {
    const app = await compose(SIGN_IN_CONFIG, [module()]);
    expect(app.integration).toEqual({ name: 'custom', offerProvider: 'shop', ownRegisterSources: [], customerPortal: false });
    expect(app.has('auth')).toBe(true);
    expect(app.services.lists).toBe(app.services.auth);
    expect(['checkout', 'subscriptions', 'accountData', 'notifications'].map((capability) => app.has(capability as never))).toEqual([false, false, false, false]);
    expect(app.stores.site.getState().accessModel).toBe('AUTHVOD');
    expect(app.stores.favorites.getState().limit).toBe(40);
    expect(app.accountController).not.toBeNull();
    expect(app.config).toBe(SIGN_IN_CONFIG);
  });

  it('loads the EPG service on demand, once', async () => {
    const app = await compose(config(), []);
    const service = await app.loadEpgService();
    expect(service).toBeInstanceOf(EpgService);
    expect(await app.loadEpgService()).toBe(service);
  });

  it('gives the integration the site store, so it may change the access model at run time', async () => {
    const app = await compose(SIGN_IN_CONFIG, [module()]);
    (app.services.auth as FakeAccount).site.getState().setAccessModel('AVOD');
    expect(app.stores.site.getState().accessModel).toBe('AVOD');
  });

  it('refuses a module whose services do not match its feature flags', async () => {
    const promising = module({ capabilities: { ...NO_PROVIDER_CAPABILITIES, canExportAccountData: true, canDeleteAccount: true } });
    await expect(compose(SIGN_IN_CONFIG, [promising])).rejects.toMatchObject({ code: 'not_supported', details: { integration: 'custom' } });
  });

  it('waits for an integration whose code loads on demand', async () => {
    const loaded = vi.fn();
    const lazy = module({
      register: async (container) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        loaded();
        registerServices(container, ['auth'], (resolve) => new FakeAccount(resolve('siteStore')));
      },
    });
    const app = await compose(SIGN_IN_CONFIG, [lazy]);
    expect(loaded).toHaveBeenCalledOnce();
    expect(app.has('auth')).toBe(true);
  });
});

describe('composeApp access tokens (000 §4 "Access tokens")', () => {
  /** A content host that answers the access bridge and records its calls. */
  function bridgeFetch() {
    const calls: string[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(url).pathname} ${new Headers(init?.headers).get('authorization') ?? ''}`.trim());
      return Response.json({ passport: `passport-${calls.length}`, refresh_token: 'refresh' });
    });
    return { fetch, calls };
  }

  class SignedInAccount extends FakeSignInAndLists {
    signedIn = false;
    override getAuthData = (): Promise<AuthTokens | null> => Promise.resolve(this.signedIn ? { token: 'account-token' } : null);
  }

  const composeWith = (site: Config, integration: IntegrationModule, fetch: FetchLike, storage = createStorageService(createMemoryStorage())) =>
    composeApp({
      appConfig: resolveAppConfig({ contentHost: 'http://content.test' }, 'http://localhost:3000'),
      config: site,
      integrations: [integration],
      storage,
      logger: silentLogger,
      fetch,
      queryClient: createQueryClient(),
      language: 'en',
    });

  const bridgeModule = (account: SignedInAccount, overrides: Partial<IntegrationModule> = {}) =>
    module({ accessBridge: true, register: (container) => registerServices(container, ['auth', 'lists'], () => account), ...overrides });

  it('generates them when a viewer signs in, and forgets them on logout', async () => {
    const { fetch, calls } = bridgeFetch();
    const storage = createStorageService(createMemoryStorage());
    const account = new SignedInAccount();
    const app = await composeWith(SIGN_IN_CONFIG, bridgeModule(account), fetch, storage);
    expect(app.accessTokens).not.toBeNull();
    await vi.waitFor(() => expect(app.stores.account.getState().loading.auth).toBe(false));
    expect(calls).toEqual([]);

    account.signedIn = true;
    await app.accountController!.login({ email: 'ada@example.com', password: 'secret123' } as never);
    await vi.waitFor(() => expect(calls).toEqual(['PUT /v2/sites/site0001/access/generate Bearer account-token']));
    await vi.waitFor(() => expect(storage.readText('access-tokens').status).toBe('value'));

    account.signedIn = false;
    await app.accountController!.logout();
    expect(storage.readText('access-tokens').status).toBe('missing');
  });

  it('makes none for an integration without the access bridge', async () => {
    const { fetch } = bridgeFetch();
    const app = await composeWith(SIGN_IN_CONFIG, bridgeModule(new SignedInAccount(), { accessBridge: false }), fetch);
    expect(app.accessTokens).toBeNull();
  });

  it('generates none while the site runs as AVOD', async () => {
    const { fetch, calls } = bridgeFetch();
    const account = new SignedInAccount();
    const app = await composeWith(SIGN_IN_CONFIG, bridgeModule(account, { accessModel: () => 'AVOD' }), fetch);
    account.signedIn = true;
    await app.accountController!.login({ email: 'ada@example.com', password: 'secret123' } as never);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
  });
});

describe('composeApp: subscriptions', () => {
  /** Sign-in plus a subscription service that lists one active subscription. */
  const subscriptionModule = (getSubscriptions = vi.fn(async () => [
    { subscriptionId: 's1', offerId: 'S1', status: 'active' as const, expiresAt: 4_000_000_000, offerTitle: 'Monthly' },
  ])) =>
    module({
      register: (container) => {
        registerServices(container, ['auth', 'lists'], () => new FakeSignInAndLists());
        container.factory('subscriptions', () => ({ getSubscriptions }) as never);
      },
    });

  it('has no subscription controller without a subscription service', async () => {
    const app = await compose(SIGN_IN_CONFIG, [module()]);
    expect(app.loadSubscriptionController).toBeNull();
  });

  it('loads the subscriptions of a customer who signs in, and forgets them on logout', async () => {
    const getSubscriptions = vi.fn(async () => [
      { subscriptionId: 's1', offerId: 'S1', status: 'active' as const, expiresAt: 4_000_000_000, offerTitle: 'Monthly' },
    ]);
    const app = await compose(SIGN_IN_CONFIG, [subscriptionModule(getSubscriptions)]);
    await app.accountController!.login({ email: 'ada@example.com', password: 'secret123' } as never);
    await vi.waitFor(() => expect(app.stores.account.getState().subscription?.subscriptionId).toBe('s1'));
    expect(getSubscriptions).toHaveBeenCalledWith('1');

    const controller = await app.loadSubscriptionController!();
    expect(controller.store.getState().subscriptions).toHaveLength(1);
    await app.accountController!.logout();
    await vi.waitFor(() => expect(controller.store.getState().subscriptions).toEqual([]));
    expect(app.stores.account.getState().subscription).toBeNull();
  });
});

describe('composeApp: the checkout controller', () => {
  const getOffers = vi.fn(async (ids: readonly string[]) =>
    ids.map((offerId) => ({ id: offerId, offerId, type: 'subscription' as const, offerPrice: 5, offerCurrency: 'EUR', customerPriceInclTax: 5, customerCurrency: 'EUR', offerTitle: offerId, active: true, premier: false })),
  );
  const selling = module({
    siteOfferIds: () => ['S_month', 'S_year'],
    register: (container) => {
      registerServices(container, ['auth', 'lists'], (resolve) => new FakeAccount(resolve('siteStore')));
      registerServices(container, ['checkout'], () => ({ getOffers }) as never);
    },
  });

  it('is there only for an integration that sells (a checkout service), created once on first use', async () => {
    expect((await compose(SIGN_IN_CONFIG, [module()])).loadCheckoutController).toBeNull();
    const app = await compose(SIGN_IN_CONFIG, [selling]);
    const load = app.loadCheckoutController!;
    const controller = await load();
    expect(await load()).toBe(controller);
    await controller.loadOffers();
    expect(getOffers).toHaveBeenCalledWith(['S_month', 'S_year']);
    expect(controller.store.getState().selectedOffer?.offerId).toBe('S_year');
  });

  it('forgets a purchase in progress when the viewer logs out', async () => {
    const app = await compose(SIGN_IN_CONFIG, [selling]);
    const { store } = await app.loadCheckoutController!();
    await app.accountController!.login({ email: 'ada@example.com', password: 'secret', referrer: '/' });
    store.getState().setCouponCode('SAVE20');
    await app.accountController!.logout();
    expect(store.getState().couponCode).toBeNull();
  });
});

describe('composeApp: viewer tokens (000 §2 token, §4 access model, §6 viewer-token user)', () => {
  const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const viewerJwt = `${b64url({ alg: 'HS256' })}.${b64url({ sub: 'card-2000', provider: 'city-library', access: 'avod', exp: 4_000_000_000 })}.sig`;
  const exchange = vi.fn(async () => ({ jwt: viewerJwt, sub: 'card-2000', provider: 'city-library', access: 'avod' }));
  const getSubscriptions = vi.fn(async () => []);
  const viewerModule = (account = new FakeSignInAndLists()) =>
    module({
      accessModel: () => 'SVOD',
      register: (container) => {
        registerServices(container, ['auth', 'lists'], () => account);
        container.factory('subscriptions', () => ({ getSubscriptions }) as never);
        container.value('viewerTokens', { exchange });
      },
    });
  const address = (href: string) => {
    const shown = [href];
    return { shown, href: () => shown.at(-1) ?? '', replace: (next: string) => void shown.push(next) };
  };

  it('has no viewer-token controller when the integration exchanges none', async () => {
    const app = await compose(SIGN_IN_CONFIG, [module()]);
    expect(app.viewerTokens).toBeNull();
  });

  it('removes ?token= before the app is ready, signs the viewer in as AVOD, and restores no account session', async () => {
    const account = new FakeSignInAndLists();
    const getAuthData = vi.spyOn(account, 'getAuthData');
    const bar = address('https://tv.example/?token=library-token');
    const app = await compose(SIGN_IN_CONFIG, [viewerModule(account)], bar);
    expect(bar.shown.at(-1)).toBe('https://tv.example/');
    await vi.waitFor(() => expect(app.stores.account.getState().user?.email).toBe(''));
    expect(exchange).toHaveBeenCalledWith('library-token');
    expect(app.stores.site.getState().accessModel).toBe('AVOD');
    expect(getAuthData).not.toHaveBeenCalled();
    expect(getSubscriptions).not.toHaveBeenCalled();

    await app.viewerTokens!.logout();
    expect(app.stores.site.getState().accessModel).toBe('SVOD');
  });

  it.each([
    ['a site without accounts', config()],
    ['a site whose integration exchanges no viewer tokens', SIGN_IN_CONFIG],
  ])('removes ?token= on %s too (000 §2), signing nobody in', async (_case, site) => {
    const bar = address('https://tv.example/m/1/film?token=library-token&r=list#top');
    const app = await compose(site, [module()], bar);
    expect(bar.shown.at(-1)).toBe('https://tv.example/m/1/film?r=list#top');
    expect(app.stores.account.getState().user).toBeNull();
  });

  it("leaves a checkout return's token alone", async () => {
    const bar = address('https://tv.example/?u=waiting-for-payment&invoice=7&token=purchase');
    await compose(SIGN_IN_CONFIG, [module()], bar);
    expect(bar.shown).toHaveLength(1);
  });

  it('restores the account session when the address carries no token', async () => {
    const account = new FakeSignInAndLists();
    const getAuthData = vi.spyOn(account, 'getAuthData');
    const app = await compose(SIGN_IN_CONFIG, [viewerModule(account)], address('https://tv.example/'));
    await vi.waitFor(() => expect(getAuthData).toHaveBeenCalled());
    expect(app.stores.site.getState().accessModel).toBe('SVOD');
  });
});
