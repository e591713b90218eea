import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguage, saveLanguage } from '../i18n';
import { useAppConfig } from './useConfig';
import { useAppStore, useAppStoreApi } from './useAppStore';
import { useService } from './useService';
import { useStorage } from './useStorage';

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
  const { languages } = useAppConfig();
  const configStore = useAppStoreApi('config');
  const storage = useStorage();
  const logger = useService('logger');
  const language = useAppStore('config', (state) => state.language);

  const changeLanguage = useCallback(
    async (next: string) => {
      try {
        await loadLanguage(i18n, next);
      } catch (error) {
        logger.warn(`Could not load the translations of "${next}"`, error);
        return false;
      }
      // Content queries key on the language, so translated fields are fetched again.
      const changed = configStore.getState().setLanguage(next);
      if (changed) saveLanguage(storage, next);
      return changed;
    },
    [i18n, configStore, storage, logger],
  );

  return { language, languages, changeLanguage };
}
