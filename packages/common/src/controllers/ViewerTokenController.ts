import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../constants';
import { viewerTokenSchema, type ViewerToken } from '../entities/auth';
import type { Customer } from '../entities/account';
import { isAppError, type AppError } from '../errors/AppError';
import { createCatalogueError } from '../errors/accountCatalogue';
import type { Now } from '../rules/parseIsoDate';
import { viewerTokenInUrl, withoutViewerToken } from '../rules/routing/viewerTokenUrl';
import { initialViewerAccessModel, isValidViewerToken, nextViewerAccessModel, type ViewerAccessModelState } from '../rules/viewerTokenAccessModel';
import { silentLogger, type Logger } from '../services/logger';
import type { StorageService } from '../services/storage';
import type { ViewerTokenService } from '../services/ViewerTokenService';
import { selectIsViewerTokenUser } from '../stores/accountSelectors';
import type { AccountStore } from '../stores/accountStore';
import type { FavoritesStore } from '../stores/favoritesStore';
import type { SiteStore } from '../stores/siteStore';
import type { WatchHistoryStore } from '../stores/watchHistoryStore';

/** The browser's address bar, as the controller reads and rewrites it (history.replaceState in a browser). */
export interface AddressBar {
  href(): string;
  /** Replaces the current address without a new history entry or a reload. */
  replace(href: string): void;
}

/** The browser's address bar: the current URL, rewritten without a reload or a new history entry. */
export const browserAddressBar = (): AddressBar => ({
  // Outside a browser (tests, server rendering) there is no address: nothing arrives in it.
  href: () => globalThis.location?.href ?? '',
  replace: (href) => globalThis.history?.replaceState(globalThis.history.state, '', href),
});

/**
 * Removes `?token=` from the address of a site that cannot use it (no integration exchanges viewer
 * tokens): the spec removes it by a redirect on every site (000 §2), and a token must not linger in
 * the history or a shared link. Checkout and payment returns keep theirs (see viewerTokenInUrl).
 */
export function removeQueryViewerToken(address: AddressBar = browserAddressBar()): void {
  if (viewerTokenInUrl(address.href())?.source === 'query') address.replace(withoutViewerToken(address.href(), 'query'));
}

/** `exchanging`: a token from the address or a provider is being traded; `failed`: the last one was refused. */
export type ViewerTokenStatus = 'idle' | 'exchanging' | 'viewer' | 'failed';

export interface ViewerTokenState {
  status: ViewerTokenStatus;
  /** Why the last exchange failed (a catalogue error), null otherwise. */
  error: AppError | null;
}

/**
 * Viewer tokens on a site whose integration exchanges them (spec 000 §1 to §4, §6; 001 §7.7):
 *
 * - start-up: `?token=` is removed from the address at once (000 §2 "removed by a redirect") and
 *   exchanged; else a hash token (`#token=`) is exchanged and removed once the viewer is logged in;
 *   else a stored viewer token that is still valid is loaded again;
 * - a loaded viewer token is stored (`jwapp.viewer-token`), becomes the site store's
 *   `viewerToken`, switches the access model to AVOD and signs in the viewer-token user: an empty
 *   email, no favorites, no history, no sync (000 §6);
 * - logout forgets the token and resets the access model (SVOD in the variant, 000 §4); an
 *   account login replaces the viewer.
 */
export interface ViewerTokenController {
  /** The exchange's progress, for the screens (a refused link says so). */
  readonly state: StoreApi<ViewerTokenState>;
  /**
   * Reads the address (synchronously, before the first await) and storage; resolves true when a
   * viewer is signed in. While a token from the address is exchanged `loading.auth` is on; when
   * the answer is false the caller restores the account session, which ends it.
   */
  start(): Promise<boolean>;
  /** Trades an external provider's token and signs the viewer in; rejects with a catalogue error. */
  loginWithProviderToken(providerToken: string): Promise<void>;
  /** Signs the viewer out: the token is forgotten, the site returns to its own access model. */
  logout(): Promise<void>;
}

export interface ViewerTokenControllerOptions {
  service: ViewerTokenService;
  storage: StorageService;
  stores: { site: SiteStore; account: AccountStore; favorites: FavoritesStore; watchHistory: WatchHistoryStore };
  /** Default: the browser's (browserAddressBar). */
  address?: AddressBar;
  now?: () => Now;
  logger?: Logger;
}

/** The viewer-token user of 000 §6: the token's subject, an empty email. */
export const viewerTokenUser = (token: Pick<ViewerToken, 'sub'>): Customer => ({ id: token.sub ?? '', email: '', metadata: {} });

/** The lists' save target while a viewer is signed in: nothing is kept anywhere. */
const keepNothing = async (): Promise<void> => {};

const asAppError = (error: unknown): AppError => (isAppError(error) ? error : createCatalogueError('authenticate_failed', { cause: error }));

export function createViewerTokenController(options: ViewerTokenControllerOptions): ViewerTokenController {
  const { service, storage, stores } = options;
  const address = options.address ?? browserAddressBar();
  const logger = options.logger ?? silentLogger;
  const now = options.now ?? (() => Date.now());
  const state = createStore<ViewerTokenState>()(() => ({ status: 'idle', error: null }));
  let accessModel: ViewerAccessModelState = initialViewerAccessModel(stores.site.getState().accessModel);

  const applyAccessModel = (next: ViewerAccessModelState) => {
    accessModel = next;
    stores.site.getState().setAccessModel(next.accessModel);
  };

  /** Leaves the viewer's token and access model; the account store is the caller's. */
  function forgetToken() {
    storage.remove(STORAGE_KEYS.viewerToken);
    stores.site.getState().setViewerToken(null);
    applyAccessModel(nextViewerAccessModel(accessModel, { type: 'logout' }));
    state.setState({ status: 'idle', error: null });
  }

  function load(token: ViewerToken): boolean {
    if (!isValidViewerToken(token, now())) return false;
    // The access model changes first, so nothing that reacts to the sign-in sees the old one.
    applyAccessModel(nextViewerAccessModel(accessModel, { type: 'viewerTokenLoaded', token, now: now() }));
    stores.site.getState().setViewerToken(token);
    stores.account.getState().setSession({ user: viewerTokenUser(token) });
    // No favorites or history while the viewer is signed in: empty lists whose changes go nowhere
    // (no sync, and the visitor's local lists stay as they were for after the logout).
    void stores.favorites.getState().restore([], { syncTarget: keepNothing });
    void stores.watchHistory.getState().restore([], { syncTarget: keepNothing });
    state.setState({ status: 'viewer', error: null });
    return true;
  }

  async function exchange(providerToken: string): Promise<void> {
    state.setState({ status: 'exchanging', error: null });
    try {
      const token = await service.exchange(providerToken);
      if (!load(token)) throw createCatalogueError('authenticate_failed', { details: { reason: 'the exchanged viewer token is not valid' } });
      const saved = storage.write(STORAGE_KEYS.viewerToken, token);
      if (!saved.ok) logger.warn('The viewer token could not be stored: it lasts until the page is closed', saved.error);
    } catch (error) {
      const failure = asAppError(error);
      state.setState({ status: 'failed', error: failure });
      throw failure;
    }
  }

  function restoreStored(): boolean {
    const stored = storage.read(STORAGE_KEYS.viewerToken, viewerTokenSchema);
    if (stored.status === 'missing') return false;
    if (stored.status === 'value' && load(stored.value)) return true;
    // Expired or unreadable: nobody can use it any more.
    storage.remove(STORAGE_KEYS.viewerToken);
    return false;
  }

  // An account login replaces the viewer; an account logout has nothing of the viewer's to forget.
  stores.account.subscribe((next, previous) => {
    if (stores.site.getState().viewerToken && next.user && next.user !== previous.user && !selectIsViewerTokenUser(next)) forgetToken();
  });

  const controller: ViewerTokenController = {
    state,

    start() {
      const arrived = viewerTokenInUrl(address.href());
      // Before anything else runs: the token must not stay in the address, history or a shared link.
      if (arrived?.source === 'query') address.replace(withoutViewerToken(address.href(), 'query'));
      if (!arrived) return Promise.resolve(restoreStored());
      stores.account.getState().setLoading('auth', true);
      return exchange(arrived.token)
        .then(() => {
          if (arrived.source === 'hash') address.replace(withoutViewerToken(address.href(), 'hash'));
          return true;
        })
        .catch((error: unknown) => {
          logger.warn('The viewer token in the address was refused', error);
          return restoreStored();
        });
    },

    loginWithProviderToken: (providerToken) => exchange(providerToken),

    async logout() {
      const wasViewer = selectIsViewerTokenUser(stores.account.getState());
      forgetToken();
      if (!wasViewer) return;
      stores.account.getState().clearAccount();
      // The visitor's local lists were left alone while the viewer was signed in.
      await Promise.all([stores.favorites.getState().hydrate(), stores.watchHistory.getState().hydrate()]);
    },
  };
  return controller;
}
