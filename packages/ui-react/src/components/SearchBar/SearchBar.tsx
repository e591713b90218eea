import { matchRoute } from '@ott/common';
import { Component, lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore, useAppStoreApi } from '../../hooks/useAppStore';
import { useSearchSource } from '../../hooks/useSearch';
import { Icon } from '../Icon/Icon';

const loadSearchField = () => import('./SearchField');
/** The open field is its own chunk: the first screen shows the button only. */
const SearchField = lazy(loadSearchField);

/** Shows `fallback` and calls `onError` when the field's chunk cannot be loaded (offline, or a newer deploy removed it). */
class FieldLoadBoundary extends Component<{ children: ReactNode; fallback: ReactNode; onError(): void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The header's search (spec 000 §2 "Search"): a button opens a search field and moves focus into
 * it (SearchField: typing updates the route to `/q/<query>` 350 ms after the last keystroke, Enter
 * searches at once, the clear button empties the field); Escape or the cancel button closes it,
 * resets the query and goes back to the page search was opened from (or `/`). Leaving the results
 * any other way (a result, the browser's back button) closes it too. Arriving on `/q/<query>` opens
 * it with that query. Hidden when the site has no search.
 *
 * The query and the page before search live in the UI store (`openSearch(fromPage)`,
 * `closeSearch()`), so the search screen and the header agree. The field's chunk loads when the
 * pointer or focus reaches the button, so that it is there by the time the button is pressed.
 */
export function SearchBar() {
  const { t } = useTranslation('search');
  const source = useSearchSource();
  const active = useAppStore('ui', (state) => state.searchActive);
  const uiStore = useAppStoreApi('ui');
  const navigate = useNavigate();
  const location = useLocation();
  const route = matchRoute(location.pathname);
  const onSearchPage = route.name === 'search';
  const urlQuery = route.name === 'search' ? route.params.query : '';

  const openButtonRef = useRef<HTMLButtonElement>(null);
  // Focus follows the bar only when the viewer opened or closed it, not when a link opened it.
  const openedByViewer = useRef(false);
  const closedByViewer = useRef(false);
  const wasOnSearchPage = useRef(false);

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
    if (uiStore.getState().searchActive) uiStore.getState().closeSearch();
  }, [onSearchPage, uiStore]);

  // Closed by the viewer: focus returns to the button (the field focuses itself when it opens).
  useEffect(() => {
    if (active) return;
    openedByViewer.current = false;
    if (!closedByViewer.current) return;
    closedByViewer.current = false;
    openButtonRef.current?.focus();
  }, [active]);

  if (!source) return null;

  const open = () => {
    openedByViewer.current = true;
    uiStore.getState().openSearch(`${location.pathname}${location.search}`);
  };

  const close = () => {
    closedByViewer.current = true;
    const back = uiStore.getState().closeSearch();
    if (onSearchPage) navigate(back);
  };

  const preload = () => void loadSearchField().catch(() => undefined);
  const button = (
    <div className="ott-search-bar">
      <button ref={openButtonRef} type="button" className="ott-icon-button" aria-label={t('open_search')} onClick={open} onPointerEnter={preload} onFocus={preload}>
        <Icon name="search" />
      </button>
    </div>
  );
  if (!active) return button;

  return (
    // The button stays while the field's chunk loads, and if it cannot be loaded (the bar closes).
    <FieldLoadBoundary fallback={button} onError={() => uiStore.getState().closeSearch()}>
      <Suspense fallback={button}>
        <SearchField onSearchPage={onSearchPage} openedByViewer={openedByViewer} onClose={close} />
      </Suspense>
    </FieldLoadBoundary>
  );
}
