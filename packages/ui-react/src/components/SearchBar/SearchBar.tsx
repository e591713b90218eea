import { matchRoute, SEARCH_DEBOUNCE_MS, searchUrl } from '@ott/common';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore, useAppStoreApi } from '../../hooks/useAppStore';
import { useSearchSource } from '../../hooks/useSearch';
import { Icon } from '../Icon/Icon';

/**
 * The header's search (spec 000 §2 "Search"): a button opens a search field and moves focus into
 * it; typing updates the route to `/q/<query>` 350 ms after the last keystroke (Enter searches at
 * once); the clear button empties the field; Escape or the cancel button closes it, resets the
 * query and goes back to the page search was opened from (or `/`). Leaving the results any other
 * way (a result, the browser's back button) closes it too. Arriving on `/q/<query>` opens it with
 * that query. Hidden when the site has no search.
 *
 * The query and the page before search live in the UI store (`openSearch(fromPage)`,
 * `closeSearch()`), so the search screen and the header agree.
 */
export function SearchBar() {
  const { t } = useTranslation('search');
  const source = useSearchSource();
  const active = useAppStore('ui', (state) => state.searchActive);
  const query = useAppStore('ui', (state) => state.searchQuery);
  const uiStore = useAppStoreApi('ui');
  const navigate = useNavigate();
  const location = useLocation();
  const route = matchRoute(location.pathname);
  const onSearchPage = route.name === 'search';
  const urlQuery = route.name === 'search' ? route.params.query : '';

  const inputRef = useRef<HTMLInputElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus follows the bar only when the viewer opened or closed it, not when a link opened it.
  const focusAfterToggle = useRef(false);
  const onSearchPageRef = useRef(onSearchPage);
  const wasOnSearchPage = useRef(false);

  const cancelPendingSearch = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  const search = (text: string) => {
    cancelPendingSearch();
    // The first results page is a new history entry; refining the query replaces it.
    navigate(searchUrl(text.trim()), { replace: onSearchPageRef.current });
  };

  const scheduleSearch = (text: string) => {
    cancelPendingSearch();
    timer.current = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
  };

  useEffect(() => {
    onSearchPageRef.current = onSearchPage;
  }, [onSearchPage]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A results page reached by a link or the back button opens the bar with its query.
  useEffect(() => {
    if (!onSearchPage) return;
    const ui = uiStore.getState();
    if (!ui.searchActive) {
      ui.openSearch();
      ui.setSearchQuery(urlQuery);
    }
  }, [onSearchPage, urlQuery, uiStore]);

  // Leaving the results another way than closing the bar (a result, the back button) ends the search.
  useEffect(() => {
    if (onSearchPage) {
      wasOnSearchPage.current = true;
      return;
    }
    if (!wasOnSearchPage.current) return;
    wasOnSearchPage.current = false;
    cancelPendingSearch();
    if (uiStore.getState().searchActive) uiStore.getState().closeSearch();
  }, [onSearchPage, uiStore]);

  useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    (active ? inputRef : openButtonRef).current?.focus();
  }, [active]);

  if (!source) return null;

  const open = () => {
    focusAfterToggle.current = true;
    uiStore.getState().openSearch(`${location.pathname}${location.search}`);
  };

  const close = () => {
    cancelPendingSearch();
    focusAfterToggle.current = true;
    const back = uiStore.getState().closeSearch();
    if (onSearchPage) navigate(back);
  };

  const clear = () => {
    uiStore.getState().clearSearchQuery();
    scheduleSearch('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Also keeps the browser from clearing a search field on Escape by itself.
    event.preventDefault();
    close();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(query);
  };

  if (!active) {
    return (
      <div className="ott-search-bar">
        <button ref={openButtonRef} type="button" className="ott-icon-button" aria-label={t('open_search')} onClick={open}>
          <Icon name="search" />
        </button>
      </div>
    );
  }

  return (
    <div className="ott-search-bar ott-search-bar--active" onKeyDown={onKeyDown}>
      <form role="search" className="ott-search-bar__form" aria-label={t('title')} onSubmit={onSubmit}>
        <Icon name="search" className="ott-search-bar__icon" />
        <input
          ref={inputRef}
          type="search"
          className="ott-search-bar__input"
          aria-label={t('input_label')}
          placeholder={t('placeholder')}
          enterKeyHint="search"
          autoComplete="off"
          value={query}
          onChange={(event) => {
            uiStore.getState().setSearchQuery(event.target.value);
            scheduleSearch(event.target.value);
          }}
        />
        {query !== '' && (
          <button type="button" className="ott-icon-button ott-search-bar__clear" aria-label={t('clear_search')} onClick={clear}>
            <Icon name="close" />
          </button>
        )}
      </form>
      <button type="button" className="ott-search-bar__cancel" onClick={close}>
        {t('cancel')}
      </button>
    </div>
  );
}
