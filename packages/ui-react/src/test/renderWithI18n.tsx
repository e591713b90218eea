import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';

/** Renders a component that needs only translations (English), without the app's other providers. */
export function renderWithI18n(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}): RenderResult {
  const i18n = createI18n();
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(ui, { ...options, wrapper });
}
