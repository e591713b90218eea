import type { Config } from '@ott/common';
import { useEffect } from 'react';
import { useAppStore } from '../hooks/useAppStore';
import { applyDocumentHead, applyStyleVariables, stylingVariables } from './documentStyling';

/** Applies the config's colours, site name, description and the active language to the document. */
export function useDocumentStyling(config: Config): void {
  const language = useAppStore('site', (state) => state.language);

  useEffect(() => applyStyleVariables(document.documentElement, stylingVariables(config.styling)), [config.styling]);

  useEffect(() => {
    applyDocumentHead(document, { siteName: config.siteName, description: config.description });
  }, [config.siteName, config.description]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
