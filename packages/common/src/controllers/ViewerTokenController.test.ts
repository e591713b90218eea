import { describe, expect, it, vi } from 'vitest';
import { customerSchema, type ViewerToken } from '../entities';
import type { MediaItem } from '../entities/media';
import { createAppError } from '../errors/catalogue';
import { StorageService, createMemoryStorage, type StorageBackend } from '../services/storage';
import type { ViewerTokenService } from '../services/ViewerTokenService';
import { selectCanSyncLists, selectIsViewerTokenUser } from '../stores/accountSelectors';
import { createAccountStore } from '../stores/accountStore';
import { createFavoritesStore } from '../stores/favoritesStore';
import { createSiteStore } from '../stores/siteStore';
import { createWatchHistoryStore } from '../stores/watchHistoryStore';
import { browserAddressBar, createViewerTokenController, type AddressBar } from './ViewerTokenController';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: object) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.sig`;
const viewer = (exp = NOW / 1000 + 86_400): ViewerToken => ({ jwt: jwt({ sub: 'card-2000', provider: 'city-library', access: 'avod', exp }), sub: 'card-2000', provider: 'city-library', access: 'avod' });
const media = (mediaid: string): MediaItem => ({ mediaid, title: mediaid, duration: 60 });

/** The browser's address bar, as a list of the addresses it showed. */
function fakeAddress(start: string): AddressBar & { shown: string[] } {
  const shown = [start];
  return { shown, href: () => shown[shown.length - 1] ?? '', replace: (href) => void shown.push(href) };
}

interface SetupOptions {
  href?: string;
  stored?: Record<string, string>;
  exchange?: ViewerTokenService['exchange'];
  accessModel?: 'SVOD' | 'AUTHVOD';
}

function setup({ href = 'https://tv.example/', stored = {}, exchange = async () => viewer(), accessModel = 'SVOD' }: SetupOptions = {}) {
  const backend: StorageBackend = createMemoryStorage({ 'jwapp.favorites': JSON.stringify([{ mediaid: 'local-fav' }]), ...stored });
  const storage = new StorageService(backend);
  const resolveMedia = async (ids: string[]) => ids.map(media);
  const stores = {
    site: createSiteStore({ accessModel }),
    account: createAccountStore(),
    favorites: createFavoritesStore({ storage, resolveMedia }),
    watchHistory: createWatchHistoryStore({ storage, resolveMedia }),
  };
  const service = { exchange: vi.fn(exchange) };
  const address = fakeAddress(href);
  const controller = createViewerTokenController({ service, storage, stores, address, now: () => NOW });
  return { controller, service, stores, address, backend };
}

describe('ViewerTokenController start-up (000 §2 token and hash token)', () => {
  it.each([
    ['?token= is exchanged and removed by a redirect at once', 'https://tv.example/m/1/film?r=list&token=lib-jwt', 'lib-jwt', ['https://tv.example/m/1/film?r=list&token=lib-jwt', 'https://tv.example/m/1/film?r=list']],
    ['a hash token is exchanged and removed once logged in', 'https://tv.example/#token=lib-jwt', 'lib-jwt', ['https://tv.example/#token=lib-jwt', 'https://tv.example/']],
  ])('%s', async (_case, href, exchanged, addresses) => {
    const { controller, service, stores, address } = setup({ href });
    const started = controller.start();
    // The query token is gone before the exchange answers.
    if (href.includes('?')) expect(address.shown).toHaveLength(2);
    expect(stores.account.getState().loading.auth).toBe(true);
    await expect(started).resolves.toBe(true);
    expect(service.exchange).toHaveBeenCalledWith(exchanged);
    expect(address.shown).toEqual(addresses);
    expect(stores.site.getState().accessModel).toBe('AVOD');
    expect(stores.site.getState().viewerToken?.sub).toBe('card-2000');
    expect(stores.account.getState().loading.auth).toBe(false);
  });

  it('signs in the viewer-token user: empty email, no sync (000 §6), token stored', async () => {
    const { controller, stores, backend } = setup({ href: '/?token=lib-jwt' });
    await controller.start();
    const account = stores.account.getState();
    expect(account.user).toEqual(customerSchema.parse({ id: 'card-2000', email: '' }));
    expect(selectIsViewerTokenUser(account)).toBe(true);
    expect(selectCanSyncLists(account)).toBe(false);
    expect(JSON.parse(backend.getItem('jwapp.viewer-token') ?? 'null')).toEqual(viewer());
    expect(controller.state.getState()).toEqual({ status: 'viewer', error: null });
  });

  it('a refused token leaves the visitor signed out with the failure to show; the query token is still removed', async () => {
    const refusal = createAppError('unauthorized');
    const { controller, stores, address } = setup({ href: '/?token=forged', exchange: async () => Promise.reject(refusal) });
    await expect(controller.start()).resolves.toBe(false);
    expect(address.href()).toBe('/');
    expect(stores.account.getState().user).toBeNull();
    expect(stores.site.getState().accessModel).toBe('SVOD');
    expect(controller.state.getState()).toEqual({ status: 'failed', error: refusal });
  });

  it.each([
    ['an exchange answer that is not a valid viewer token', async () => ({ jwt: 'opaque', sub: 'x' }), 'authenticate_failed'],
    ['an expired viewer token', async () => viewer(NOW / 1000 - 1), 'authenticate_failed'],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch')), 'authenticate_failed'],
  ])('%s fails as %s', async (_case, exchange, code) => {
    const { controller, stores } = setup({ href: '/#token=t', exchange });
    await expect(controller.start()).resolves.toBe(false);
    expect(controller.state.getState().error?.code).toBe(code);
    expect(stores.site.getState().viewerToken).toBeNull();
  });

  it('leaves a hash token in place while it is refused (removed only once logged in)', async () => {
    const { controller, address } = setup({ href: '/#token=t', exchange: async () => Promise.reject(new Error('no')) });
    await controller.start();
    expect(address.shown).toEqual(['/#token=t']);
  });

  it.each([
    ['a valid stored viewer token', JSON.stringify(viewer()), true, 'AVOD', true],
    ['an expired stored viewer token', JSON.stringify(viewer(NOW / 1000 - 60)), false, 'SVOD', false],
    ['an unreadable stored item', '{not json', false, 'SVOD', false],
    ['nothing stored', undefined, false, 'SVOD', false],
  ])('without a token in the address, %s: viewer %s, %s', async (_case, stored, isViewer, accessModel, kept) => {
    const { controller, service, stores, backend } = setup({ stored: stored === undefined ? {} : { 'jwapp.viewer-token': stored } });
    await expect(controller.start()).resolves.toBe(isViewer);
    expect(service.exchange).not.toHaveBeenCalled();
    expect(stores.site.getState().accessModel).toBe(accessModel);
    expect(backend.getItem('jwapp.viewer-token') !== null).toBe(kept);
  });

  it('does not take a checkout return token for a viewer token', async () => {
    const { controller, service, address } = setup({ href: '/?u=waiting-for-payment&invoice=7&token=purchase' });
    await expect(controller.start()).resolves.toBe(false);
    expect(service.exchange).not.toHaveBeenCalled();
    expect(address.shown).toHaveLength(1);
  });
});

describe('ViewerTokenController access model (000 §4: SVOD by default, AVOD with a viewer token, logout resets)', () => {
  it.each([
    ['SVOD', 'SVOD'],
    ['AUTHVOD', 'AUTHVOD'],
  ] as const)('a %s site is AVOD for the viewer and %s after the viewer logs out', async (base, afterLogout) => {
    const { controller, stores, backend } = setup({ accessModel: base });
    await controller.loginWithProviderToken('lib-jwt');
    expect(stores.site.getState().accessModel).toBe('AVOD');
    await controller.logout();
    expect(stores.site.getState().accessModel).toBe(afterLogout);
    expect(stores.site.getState().viewerToken).toBeNull();
    expect(stores.account.getState().user).toBeNull();
    expect(backend.getItem('jwapp.viewer-token')).toBeNull();
    expect(controller.state.getState().status).toBe('idle');
  });

  it('shows no favorites or history while the viewer is signed in, saves nothing, and brings the local lists back after logout', async () => {
    const { controller, stores, backend } = setup();
    await stores.favorites.getState().hydrate();
    expect(stores.favorites.getState().items.map((item) => item.mediaid)).toEqual(['local-fav']);
    await controller.loginWithProviderToken('lib-jwt');
    await vi.waitFor(() => expect(stores.favorites.getState().loadStatus).toBe('ready'));
    expect(stores.favorites.getState().items).toEqual([]);
    expect(stores.watchHistory.getState().items).toEqual([]);
    stores.watchHistory.getState().saveItem(media('seen'), 0.5);
    await stores.watchHistory.getState().whenSaved();
    expect(backend.getItem('jwapp.history')).toBeNull();
    await controller.logout();
    expect(stores.favorites.getState().items.map((item) => item.mediaid)).toEqual(['local-fav']);
    expect(stores.watchHistory.getState().items).toEqual([]);
  });

  it('an account login replaces the viewer: the token is forgotten and the site model returns', async () => {
    const { controller, stores, backend } = setup();
    await controller.loginWithProviderToken('lib-jwt');
    stores.account.getState().setSession({ user: customerSchema.parse({ id: 'u1', email: 'ada@example.com' }) });
    expect(stores.site.getState().accessModel).toBe('SVOD');
    expect(stores.site.getState().viewerToken).toBeNull();
    expect(backend.getItem('jwapp.viewer-token')).toBeNull();
    expect(stores.account.getState().user?.email).toBe('ada@example.com');
  });

  it('logout without a viewer changes nothing of the account', async () => {
    const { controller, stores } = setup();
    stores.account.getState().setSession({ user: customerSchema.parse({ id: 'u1', email: 'ada@example.com' }) });
    await controller.logout();
    expect(stores.account.getState().user?.id).toBe('u1');
    expect(stores.site.getState().accessModel).toBe('SVOD');
  });

  it('a refused provider token rejects with the catalogue error and keeps the site as it was', async () => {
    const { controller, stores } = setup({ exchange: async () => Promise.reject(createAppError('unauthorized')) });
    await expect(controller.loginWithProviderToken('bad')).rejects.toMatchObject({ code: 'unauthorized' });
    expect(stores.site.getState().accessModel).toBe('SVOD');
  });
});

describe('browserAddressBar', () => {
  it('reads no address outside a browser, so nothing arrives in it', async () => {
    expect(browserAddressBar().href()).toBe('');
    expect(() => browserAddressBar().replace('/')).not.toThrow();
  });
});
