import type { IntegrationModule, ViewerToken } from '@ott/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthTestConfig, createFakeAccountService, fakeCustomIntegration } from '../../test/accountIntegration';
import { renderWithApp, setViewportWidth } from '../../test/renderWithApp';
import { Header } from '../Header/Header';

const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const VIEWER: ViewerToken = {
  jwt: `${b64url({ alg: 'HS256' })}.${b64url({ sub: 'card-2000', provider: 'city-library', access: 'avod', exp: 4_000_000_000 })}.sig`,
  sub: 'card-2000',
  provider: 'city-library',
  access: 'avod',
};

/** The variant's shape (000 §4): an SVOD integration that exchanges viewer tokens; a fake service stands in for the integration's. */
function viewerTokenIntegration() {
  const fake = createFakeAccountService();
  const base = fakeCustomIntegration(fake.service);
  const exchange = vi.fn(async () => VIEWER);
  const integration: IntegrationModule = {
    ...base,
    accessModel: () => 'SVOD',
    register: async (container, config) => {
      await base.register(container, config);
      container.value('viewerTokens', { exchange });
    },
  };
  return { integration, exchange, logout: fake.service.logout };
}

async function renderViewerHeader(width = 1280) {
  setViewportWidth(width);
  const { integration, logout } = viewerTokenIntegration();
  const view = await renderWithApp({ config: createAuthTestConfig(), integrations: [integration], routes: [{ path: '*', element: <Header /> }] });
  await waitFor(() => expect(view.services.stores.account.getState().loading.auth).toBe(false));
  await act(() => view.services.viewerTokens!.loginWithProviderToken('library-token'));
  return { ...view, accountLogout: logout };
}

describe('user menu: a viewer-token user (000 §6)', () => {
  afterEach(() => setViewportWidth(1024));

  it('is a guest viewer whose menu only logs out', async () => {
    const view = await renderViewerHeader();
    expect(view.services.stores.site.getState().accessModel).toBe('AVOD');
    const button = await screen.findByRole('button', { name: 'Guest viewer: account menu' });
    await view.user.click(button);
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Log out']);
  });

  it('logs out by forgetting the viewer token: the site is SVOD again and offers sign-in, focus on it', async () => {
    const view = await renderViewerHeader();
    await view.user.click(await screen.findByRole('button', { name: 'Guest viewer: account menu' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(signIn).toHaveFocus());
    expect(view.services.stores.site.getState()).toMatchObject({ accessModel: 'SVOD', viewerToken: null });
    expect(view.services.storage.readText('viewer-token')).toEqual({ status: 'missing' });
    // The viewer never had an account session to end.
    expect(view.accountLogout).not.toHaveBeenCalled();
  });
});
