import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, ON_DEMAND_NAMESPACES } from '../i18n';
import englishOnDemand from '../i18n/locales/en/onDemand';

/**
 * Renders a component that needs only translations (English, every namespace: the on-demand ones
 * are added at once, so that nothing suspends), without the app's other providers.
 */
export function renderWithI18n(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}): RenderResult {
  const i18n = createI18n();
  for (const namespace of ON_DEMAND_NAMESPACES) i18n.addResourceBundle('en', namespace, englishOnDemand[namespace]);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(ui, { ...options, wrapper });
}
