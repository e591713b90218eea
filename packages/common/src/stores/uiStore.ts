import { createStore, type StoreApi } from 'zustand/vanilla';
import { matchRoute } from '../rules/routing/matchRoute';
import { HOME_PATH } from '../rules/routing/paths';

export interface UiState {
  searchQuery: string;
  /** The search bar is open in the header. */
  searchActive: boolean;
  /** Where leaving search goes back to (path and query), null when search was not opened from a page. */
  preSearchPage: string | null;
  userMenuOpen: boolean;
  sidebarOpen: boolean;
  languageMenuOpen: boolean;
  /**
   * The home's first screen is loading (set at start-up on `/`): its rows below the first screen
   * wait with their lists until the first screen's lists and images have arrived, which then have
   * the connection to themselves.
   */
  firstScreenLoading: boolean;
  /**
   * The home has rendered while its first screen was loading: the rows below also wait for this,
   * since the first screen's images often arrive before the app's script has rendered anything.
   */
  firstScreenRendered: boolean;

  /** Opens the search bar, remembering `fromPage` unless it is itself a search page. */
  openSearch(fromPage?: string): void;
  setSearchQuery(query: string): void;
  /** The clear button: empties the query, the bar stays open. */
  clearSearchQuery(): void;
  /** Closes the search bar and resets the query; returns the page to go back to (or /). */
  closeSearch(): string;
  setUserMenuOpen(open: boolean): void;
  setSidebarOpen(open: boolean): void;
  setLanguageMenuOpen(open: boolean): void;
  /** Closes the menus and the sidebar, e.g. after navigating. */
  closeMenus(): void;
  setFirstScreenLoading(loading: boolean): void;
  setFirstScreenRendered(): void;
}

export type UiStore = StoreApi<UiState>;

const MENUS_CLOSED = { userMenuOpen: false, sidebarOpen: false, languageMenuOpen: false } as const;

const isSearchPage = (page: string): boolean => matchRoute(page.split(/[?#]/)[0] ?? '').name === 'search';

/**
 * Header, search and menu state. One menu is open at a time: opening one closes the others, as
 * two overlapping popovers would hide each other.
 */
export function createUiStore(): UiStore {
  return createStore<UiState>()((set, get) => ({
    searchQuery: '',
    searchActive: false,
    preSearchPage: null,
    ...MENUS_CLOSED,
    firstScreenLoading: false,
    firstScreenRendered: false,

    openSearch(fromPage) {
      const { preSearchPage, searchActive } = get();
      // Opening again (or from the results page) keeps the page the user first searched from.
      const keep = searchActive || fromPage === undefined || isSearchPage(fromPage);
      set({ searchActive: true, preSearchPage: keep ? preSearchPage : fromPage, ...MENUS_CLOSED });
    },
    setSearchQuery(searchQuery) {
      set({ searchQuery });
    },
    clearSearchQuery() {
      set({ searchQuery: '' });
    },
    closeSearch() {
      const back = get().preSearchPage ?? HOME_PATH;
      set({ searchActive: false, searchQuery: '', preSearchPage: null });
      return back;
    },
    setUserMenuOpen(open) {
      set(open ? { ...MENUS_CLOSED, userMenuOpen: true } : { userMenuOpen: false });
    },
    setSidebarOpen(open) {
      set(open ? { ...MENUS_CLOSED, sidebarOpen: true } : { sidebarOpen: false });
    },
    setLanguageMenuOpen(open) {
      set(open ? { ...MENUS_CLOSED, languageMenuOpen: true } : { languageMenuOpen: false });
    },
    closeMenus() {
      set(MENUS_CLOSED);
    },
    setFirstScreenLoading(firstScreenLoading) {
      set({ firstScreenLoading });
    },
    setFirstScreenRendered() {
      set({ firstScreenRendered: true });
    },
  }));
}
