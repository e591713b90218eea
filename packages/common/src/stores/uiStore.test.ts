import { describe, expect, it } from 'vitest';
import { createUiStore, type UiState } from './uiStore';

type Step = (state: UiState) => unknown;

describe('ui store: search', () => {
  it.each<[string, Step[], string]>([
    ['goes back to the page search was opened from', [(s) => s.openSearch('/m/abc/big-buck-bunny?r=feed1')], '/m/abc/big-buck-bunny?r=feed1'],
    ['goes home without a page before search', [(s) => s.openSearch()], '/'],
    ['goes home when search was opened on a results page', [(s) => s.openSearch('/q/bunny')], '/'],
    ['keeps the first page when opened again', [(s) => s.openSearch('/p/feed1'), (s) => s.openSearch('/s/series1')], '/p/feed1'],
    ['keeps the page while the results route changes', [(s) => s.openSearch('/p/feed1'), (s) => s.openSearch('/q/bun')], '/p/feed1'],
  ])('leaving search %s', (_case, steps, back) => {
    const store = createUiStore();
    for (const step of steps) step(store.getState());
    expect(store.getState().searchActive).toBe(true);
    expect(store.getState().closeSearch()).toBe(back);
    expect(store.getState()).toMatchObject({ searchActive: false, preSearchPage: null });
  });

  it('resets the query on close; the clear button only empties it', () => {
    const store = createUiStore();
    store.getState().openSearch('/');
    store.getState().setSearchQuery('bunny');
    expect(store.getState().searchQuery).toBe('bunny');
    store.getState().clearSearchQuery();
    expect(store.getState()).toMatchObject({ searchQuery: '', searchActive: true });
    store.getState().setSearchQuery('sintel');
    store.getState().closeSearch();
    expect(store.getState().searchQuery).toBe('');
  });

  it('closes the menus when search opens', () => {
    const store = createUiStore();
    store.getState().setUserMenuOpen(true);
    store.getState().openSearch('/');
    expect(store.getState().userMenuOpen).toBe(false);
  });
});

describe('ui store: menus', () => {
  const menus = (state: UiState) => [state.userMenuOpen, state.sidebarOpen, state.languageMenuOpen];

  it.each<[string, Step[], boolean[]]>([
    ['user menu', [(s) => s.setUserMenuOpen(true)], [true, false, false]],
    ['sidebar', [(s) => s.setSidebarOpen(true)], [false, true, false]],
    ['language menu', [(s) => s.setLanguageMenuOpen(true)], [false, false, true]],
    ['one at a time', [(s) => s.setUserMenuOpen(true), (s) => s.setLanguageMenuOpen(true)], [false, false, true]],
    ['closing one', [(s) => s.setSidebarOpen(true), (s) => s.setSidebarOpen(false)], [false, false, false]],
    ['closing another leaves the open one', [(s) => s.setUserMenuOpen(true), (s) => s.setLanguageMenuOpen(false)], [true, false, false]],
    ['closing all', [(s) => s.setSidebarOpen(true), (s) => s.closeMenus()], [false, false, false]],
  ])('%s', (_case, steps, expected) => {
    const store = createUiStore();
    for (const step of steps) step(store.getState());
    expect(menus(store.getState())).toEqual(expected);
  });

  it('starts with everything closed and empty', () => {
    expect(createUiStore().getState()).toMatchObject({
      searchQuery: '',
      searchActive: false,
      preSearchPage: null,
      userMenuOpen: false,
      sidebarOpen: false,
      languageMenuOpen: false,
    });
  });
});

describe('ui store: the home first screen', () => {
  it('is not loading unless start-up says so, and stops when told', () => {
    const store = createUiStore();
    expect(store.getState().firstScreenLoading).toBe(false);
    store.getState().setFirstScreenLoading(true);
    expect(store.getState().firstScreenLoading).toBe(true);
    store.getState().setFirstScreenLoading(false);
    expect(store.getState().firstScreenLoading).toBe(false);
  });

  it('knows when the home has rendered', () => {
    const store = createUiStore();
    expect(store.getState().firstScreenRendered).toBe(false);
    store.getState().setFirstScreenRendered();
    expect(store.getState().firstScreenRendered).toBe(true);
  });
});
