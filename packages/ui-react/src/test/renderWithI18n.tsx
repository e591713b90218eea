import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ACCOUNT_AREA_NAMESPACES, createI18n, MEDIA_NAMESPACE } from '../i18n';
import englishAccountArea from '../i18n/locales/en/onDemand';
import englishMedia from '../i18n/locales/en/video.json';

/**
 * Renders a component that needs only translations (English, every namespace: the on-demand ones
 * are added at once, so that nothing suspends), without the app's other providers.
 */
export function renderWithI18n(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}): RenderResult {
  const i18n = createI18n();
  for (const namespace of ACCOUNT_AREA_NAMESPACES) i18n.addResourceBundle('en', namespace, englishAccountArea[namespace]);
  i18n.addResourceBundle('en', MEDIA_NAMESPACE, englishMedia);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(ui, { ...options, wrapper });
}
