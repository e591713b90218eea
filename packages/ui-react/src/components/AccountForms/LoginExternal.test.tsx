import { createStore } from 'zustand/vanilla';
import type { AppServices, ViewerTokenController, ViewerTokenState } from '@ott/common';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestConfig } from '../../test/fixtures';
import { renderAccountModal } from './testing/renderAccountModal';

const PROVIDERS = [
  { name: 'City Library', url: 'https://library.example/login', icon: 'https://library.example/icon.svg' },
  { name: 'County Archive', url: 'https://archive.example/sign-in?lang=en' },
  { name: 'Broken', url: 'javascript:alert(1)' },
];

/** A site whose integration exchanges viewer tokens (the fake stands in for the integration's service). */
function fakeViewerTokens(): ViewerTokenController {
  return {
    state: createStore<ViewerTokenState>()(() => ({ status: 'idle', error: null })),
    start: vi.fn(async () => false),
    loginWithProviderToken: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
  };
}

const withViewerTokens = (services: AppServices) => {
  services.viewerTokens = fakeViewerTokens();
};

const config = createTestConfig({ custom: { externalProviders: PROVIDERS } });
const dialog = async (name = 'Sign in with an external account') => within(await screen.findByRole('dialog', { name }));

describe('login-external overlay (000 §2 optional external-account login)', () => {
  it("lists the config's providers, each a link back to the page it was opened on", async () => {
    await renderAccountModal({ path: '/m/abc123/film?r=list&u=login-external', config, prepare: withViewerTokens });
    const overlay = await dialog();
    const list = await overlay.findByRole('list', { name: /Choose where you have an account/ });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Continue with City Library', 'Continue with County Archive']);
    const back = encodeURIComponent(`${window.location.origin}/m/abc123/film?r=list`);
    expect(links[0]).toHaveAttribute('href', `https://library.example/login?returnUrl=${back}`);
    expect(links[1]).toHaveAttribute('href', `https://archive.example/sign-in?lang=en&returnUrl=${back}`);
    // The icon is decoration: the link's name is its text.
    expect(links[0]?.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('is reached from the login form and back, by keyboard', async () => {
    const { user, url } = await renderAccountModal({ path: '/?u=login', config, prepare: withViewerTokens });
    const login = await dialog('Sign in');
    const link = await login.findByRole('link', { name: 'Sign in with an external account' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(url()).toBe('/?u=login-external');
    const overlay = await dialog();
    // The new screen replaced the link that had focus: focus starts on its first provider.
    await waitFor(() => expect(overlay.getByRole('link', { name: 'Continue with City Library' })).toHaveFocus());
    await user.click(await overlay.findByRole('link', { name: 'Sign in with email instead' }));
    expect(url()).toBe('/?u=login');
  });

  it.each([
    ['a site without viewer tokens', undefined, config],
    ['a config without providers', withViewerTokens, createTestConfig()],
  ])('the login form offers no external-account login on %s', async (_case, prepare, site) => {
    await renderAccountModal({ path: '/?u=login', config: site, prepare });
    const login = await dialog('Sign in');
    await login.findByLabelText('Email');
    expect(login.queryByRole('link', { name: 'Sign in with an external account' })).not.toBeInTheDocument();
  });

  it('says that nothing is available on a site without viewer tokens, and offers the email login', async () => {
    await renderAccountModal({ path: '/?u=login-external', config });
    const overlay = await dialog();
    expect(await overlay.findByText('No external sign-in is available on this site.')).toBeInTheDocument();
    expect(overlay.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(overlay.getByRole('link', { name: 'Sign in with email instead' })).toBeInTheDocument();
  });

  it('tells a viewer whose arrival token was refused', async () => {
    await renderAccountModal({
      path: '/',
      config,
      prepare: (services) => {
        const viewerTokens = fakeViewerTokens();
        viewerTokens.state.setState({ status: 'failed', error: null });
        services.viewerTokens = viewerTokens;
      },
    });
    expect(await screen.findByText('Your sign-in link could not be used. Please sign in again.')).toBeInTheDocument();
  });
});
