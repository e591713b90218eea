import { useEffect } from 'react';
import { useConfig } from './useApp';

/** Sets the tab title to "<title> - <site name>" (the site name alone without a title) while the screen is shown. */
export function useDocumentTitle(title?: string): void {
  const { siteName } = useConfig();
  useEffect(() => {
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title, siteName]);
}
