import { AppError, ConfigLoadError, NoUsableConfigSourcesError, TranslationsLoadError, createAppError } from '@ott/common';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { renderWithI18n } from '../../test/renderWithI18n';
import { StartupErrorScreen } from './StartupErrorScreen';
import { startupErrorText } from '@ott/common';

describe('startup error screen (title, description, help link)', () => {
  it('shows the error title, its description and its help link', () => {
    renderWithI18n(<StartupErrorScreen error={new NoUsableConfigSourcesError({ description: 'Add a source.', helpLink: 'https://docs.example/sources' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'No usable config sources' })).toBeInTheDocument();
    expect(screen.getByText('Add a source.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More information' })).toHaveAttribute('href', 'https://docs.example/sources');
  });

  it('falls back to a general description and the app help link, without a home link', () => {
    renderWithI18n(<StartupErrorScreen error={new ConfigLoadError()} helpLink="https://help.example" brandName="Harbour" />);
    expect(screen.getByRole('heading', { name: 'Failed to load the config' })).toBeInTheDocument();
    expect(screen.getByText(/The site could not start/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More information' })).toHaveAttribute('href', 'https://help.example');
    expect(screen.queryByRole('link', { name: 'Back to the home page' })).not.toBeInTheDocument();
  });

  it('says "Unable to load translations" in plain English, asking to check the language settings', () => {
    renderWithI18n(<StartupErrorScreen error={new TranslationsLoadError()} />);
    expect(screen.getByRole('heading', { name: 'Unable to load translations' })).toBeInTheDocument();
    expect(screen.getByText(/Check your language settings.*contact support/)).toBeInTheDocument();
  });
});

describe('startupErrorText', () => {
  const i18n = createI18n();
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);

  it.each([
    ['a spec message is translated', new ConfigLoadError(), 'Failed to load the config'],
    ['a custom title is shown as is', new ConfigLoadError({ title: 'Maintenance' }), 'Maintenance'],
    ['another app error shows its translation', createAppError('not_supported'), 'An unknown error occurred'],
    ['an app error without translation shows its message', new AppError('Odd failure', { code: 'odd' }), 'Odd failure'],
    ['anything else is the generic title', new TypeError('x'), 'Something went wrong'],
  ])('%s', (_name, error, title) => {
    expect(startupErrorText(error, t).title).toBe(title);
  });
});
