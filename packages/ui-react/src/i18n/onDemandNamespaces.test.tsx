import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';

function SignInLabel() {
  const { t } = useTranslation('account');
  return <p>{t('login.sign_in')}</p>;
}

function SkipLink() {
  const { t } = useTranslation('common');
  return <p>{t('skip_to_content')}</p>;
}

describe('namespaces in components', () => {
  it('renders a first-screen namespace at once', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <SkipLink />
      </I18nextProvider>,
    );
    expect(screen.getByText('Skip to content')).toBeInTheDocument();
  });

  it('suspends a component of an on-demand namespace until it is loaded, so no raw key shows', async () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <Suspense fallback={<p>loading</p>}>
          <SignInLabel />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(screen.queryByText('login.sign_in')).toBeNull();
  });
});
