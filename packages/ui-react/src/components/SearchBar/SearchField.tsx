import { SEARCH_DEBOUNCE_MS, searchUrl } from '@ott/common';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '@ott/ui-react/styles/search-field.css';
import { useAppStore, useAppStoreApi } from '../../hooks/useAppStore';
import { Icon } from '../Icon/Icon';

export interface SearchFieldProps {
  /** The results page is showing: refining the query replaces it rather than adding a history entry. */
  onSearchPage: boolean;
  /** Whether the viewer opened the bar (not a link to the results), read when the field appears: focus goes into it then. */
  openedByViewer: { readonly current: boolean };
  /** Closes the bar (Escape, the cancel button). */
  onClose(): void;
}

/**
 * The open search bar of the header (SearchBar), its own chunk: typing updates the route to
 * `/q/<query>` 350 ms after the last keystroke (Enter searches at once), the clear button empties
 * the field, Escape or the cancel button closes it (`onClose`). A search not run yet is dropped
 * when the field closes.
 */
export default function SearchField({ onSearchPage, openedByViewer, onClose }: SearchFieldProps) {
  const { t } = useTranslation('search');
  const query = useAppStore('ui', (state) => state.searchQuery);
  const uiStore = useAppStoreApi('ui');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchPageRef = useRef(onSearchPage);

  useEffect(() => {
    onSearchPageRef.current = onSearchPage;
  }, [onSearchPage]);

  useEffect(() => {
    if (openedByViewer.current) inputRef.current?.focus();
    return () => clearTimeout(timer.current);
  }, [openedByViewer]);

  const search = (text: string) => {
    clearTimeout(timer.current);
    // The first results page is a new history entry; refining the query replaces it.
    navigate(searchUrl(text.trim()), { replace: onSearchPageRef.current });
  };

  const scheduleSearch = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
  };

  const close = () => {
    clearTimeout(timer.current);
    onClose();
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
