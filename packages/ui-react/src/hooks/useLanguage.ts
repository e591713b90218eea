import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { saveLanguage } from '@ott/common';
import { loadLanguage } from '../i18n';
import { useApp } from './useApp';
import { useAppStore, useAppStoreApi } from './useAppStore';

export interface LanguageControl {
  /** Active language code. */
  language: string;
  /** Languages the site offers. */
  languages: readonly string[];
  /**
   * Loads the language if needed, switches the UI and content to it and remembers the choice.
   * Resolves false (and stays on the current language) when its translations cannot be loaded.
   */
  changeLanguage(language: string): Promise<boolean>;
}

export function useLanguage(): LanguageControl {
  const { i18n } = useTranslation();
  const { appConfig, queryClient, storage, logger } = useApp();
  const { languages } = appConfig;
  const siteStore = useAppStoreApi('site');
  const language = useAppStore('site', (state) => state.language);

  const changeLanguage = useCallback(
    async (next: string) => {
      try {
        await loadLanguage(i18n, next, queryClient);
      } catch (error) {
        logger.warn(`Could not load the translations of "${next}"`, error);
        return false;
      }
      // Content queries key on the language, so translated fields are fetched again.
      const changed = siteStore.getState().setLanguage(next);
      if (changed) saveLanguage(storage, next);
      return changed;
    },
    [i18n, queryClient, siteStore, storage, logger],
  );

  return { language, languages, changeLanguage };
}
