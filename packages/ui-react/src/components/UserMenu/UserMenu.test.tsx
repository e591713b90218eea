import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthTestConfig, createFakeAccountService, fakeCustomIntegration, testCustomer } from '../../test/accountIntegration';
import { createTestConfig } from '../../test/fixtures';
import { renderWithApp, setViewportWidth, type RenderAppResult } from '../../test/renderWithApp';
import { Header } from '../Header/Header';
import { menuFocusIndex, userDisplayName, userMenuItems } from './userMenuItems';

type Options = { signedIn?: boolean; favorites?: boolean; avod?: boolean; width?: number; gate?: Promise<void>; path?: string };

async function renderHeader({ signedIn = false, favorites = true, avod = false, width = 1280, gate, path = '/p/films001/films?r=x' }: Options = {}) {
  setViewportWidth(width);
  const fake = createFakeAccountService({ signedInAs: signedIn ? testCustomer() : null, initializeGate: gate });
  const config = avod
    ? createTestConfig()
    : createAuthTestConfig(favorites ? {} : { features: {} });
  const result = await renderWithApp({
    config,
    integrations: [fakeCustomIntegration(fake.service)],
    path,
    routes: [{ path: '*', element: <Header /> }],
  });
  if (!gate) await waitFor(() => expect(result.services.stores.account.getState().loading.auth).toBe(false));
  return { ...result, ...fake };
}

const url = ({ router }: Pick<RenderAppResult, 'router'>) => `${router.state.location.pathname}${router.state.location.search}`;
const menuButton = () => screen.getByRole('button', { name: 'Ada Lovelace: account menu' });
const menuItems = () => within(screen.getByRole('menu')).getAllByRole('menuitem');

describe('user menu: visitors', () => {
  afterEach(() => setViewportWidth(1024));

  it('offers "Sign in" and "Sign up", which open the account overlay on the current page', async () => {
    const view = await renderHeader();
    // The menu is a chunk of its own (see LazyUserMenu): it appears once loaded.
    await view.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(url(view)).toBe('/p/films001/films?r=x&u=login');
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(url(view)).toBe('/p/films001/films?r=x&u=create-account');
  });

  it('is not there at all on a site without an integration (AVOD)', async () => {
    await renderHeader({ avod: true });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
  });

  it('offers nothing while a stored session is being restored, then the menu of the restored user', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const view = await renderHeader({ signedIn: true, gate });
    expect(view.services.stores.account.getState().loading.auth).toBe(true);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'Ada Lovelace: account menu' })).toBeInTheDocument();
  });

  it('moves focus to the new user menu once the overlay has signed the user in and closed', async () => {
    const view = await renderHeader({ path: '/' });
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await act(async () => {
      await view.services.accountController?.login({ email: 'ada@example.com', password: 'secret123', referrer: '/' });
      await view.router.navigate('/');
    });
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });
});

describe('user menu: logged-in user (menu button pattern)', () => {
  afterEach(() => setViewportWidth(1024));

  it('shows the user name on a collapsed menu button', async () => {
    await renderHeader({ signedIn: true });
    const button = menuButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('Ada Lovelace');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['with the favoritesList feature', true, ['Account', 'Favorites', 'Log out']],
    ['without it', false, ['Account', 'Log out']],
  ])('opens on click with the account pages and logout (%s), focus on the first item', async (_case, favorites, names) => {
    const view = await renderHeader({ signedIn: true, favorites });
    await view.user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Ada Lovelace: account menu' })).toBeInTheDocument();
    expect(menuItems().map((item) => item.textContent)).toEqual(names);
    expect(menuItems()[0]).toHaveFocus();
  });

  it('works from the keyboard: arrows, Home, End, Escape back to the button, Arrow Up opens on the last item', async () => {
    const view = await renderHeader({ signedIn: true });
    menuButton().focus();
    await view.user.keyboard('{Enter}');
    expect(menuItems()[0]).toHaveFocus();
    await view.user.keyboard('{ArrowDown}');
    expect(menuItems()[1]).toHaveFocus();
    await view.user.keyboard('{End}');
    expect(menuItems()[2]).toHaveFocus();
    await view.user.keyboard('{ArrowDown}');
    expect(menuItems()[0]).toHaveFocus();
    await view.user.keyboard('{ArrowUp}');
    expect(menuItems()[2]).toHaveFocus();
    await view.user.keyboard('{Home}');
    expect(menuItems()[0]).toHaveFocus();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();

    await view.user.keyboard('{ArrowUp}');
    expect(menuItems()[2]).toHaveFocus();
    await view.user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    menuButton().focus();
    await view.user.keyboard('{ArrowDown}');
    expect(menuItems()[0]).toHaveFocus();
  });

  it('closes on a click elsewhere and on a second click of the button', async () => {
    const view = await renderHeader({ signedIn: true });
    await view.user.click(menuButton());
    await view.user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await view.user.click(menuButton());
    await view.user.click(menuButton());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['Account', '/u/my-account'],
    ['Favorites', '/u/favorites'],
  ])('"%s" goes to %s and closes the menu', async (name, path) => {
    const view = await renderHeader({ signedIn: true });
    await view.user.click(menuButton());
    await view.user.click(screen.getByRole('menuitem', { name }));
    expect(view.router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it('logs out: the visitor buttons come back with focus on "Sign in"', async () => {
    const view = await renderHeader({ signedIn: true });
    await view.user.click(menuButton());
    await view.user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(view.service.logout).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus());
    expect(view.services.stores.account.getState().user).toBeNull();
  });
});

describe('user menu in the sidebar on small screens', () => {
  afterEach(() => setViewportWidth(1024));

  it('a visitor finds "Sign in" and "Sign up" in the sidebar, which closes before the overlay opens', async () => {
    const view = await renderHeader({ width: 400 });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Main navigation' });
    await view.user.click(await within(sidebar).findByRole('button', { name: 'Sign up' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url(view)).toBe('/p/films001/films?r=x&u=create-account');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
    await view.user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Sign in' }));
    expect(url(view)).toBe('/p/films001/films?r=x&u=login');
  });

  it('a logged-in user finds their name, the account pages and logout there', async () => {
    const view = await renderHeader({ signedIn: true, width: 400 });
    expect(screen.queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const links = await screen.findByRole('navigation', { name: 'Ada Lovelace: account menu' });
    expect(within(links).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/u/my-account');
    expect(within(links).getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/u/favorites');
    await view.user.click(within(links).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(view.services.stores.account.getState().user).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing in the sidebar on a site without an integration', async () => {
    const view = await renderHeader({ avod: true, width: 400 });
    await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('user menu rules', () => {
  it.each([
    [{ email: 'a@b.c', fullName: ' Grace Hopper ' }, 'Grace Hopper'],
    [{ email: 'a@b.c', firstName: 'Grace', lastName: '' }, 'Grace'],
    [{ email: 'a@b.c', firstName: ' ', lastName: 'Hopper' }, 'Hopper'],
    [{ email: 'a@b.c' }, 'a@b.c'],
  ])('display name of %o is %s', (user, name) => {
    expect(userDisplayName(user)).toBe(name);
  });

  it('lists favorites only with the feature', () => {
    expect(userMenuItems({ favoritesEnabled: true }).map((item) => item.key)).toEqual(['account', 'favorites', 'logout']);
    expect(userMenuItems({ favoritesEnabled: false }).map((item) => item.key)).toEqual(['account', 'logout']);
  });

  it.each([
    // subscriptions managed here, customer portal -> items (spec 000 §6)
    [false, false, ['account', 'favorites', 'logout']],
    [false, true, ['account', 'favorites', 'logout']],
    [true, false, ['account', 'favorites', 'payments', 'logout']],
    [true, true, ['account', 'favorites', 'manage_subscription', 'logout']],
  ])('subscriptions %s, customer portal %s: %o', (subscriptionsEnabled, customerPortal, keys) => {
    expect(userMenuItems({ favoritesEnabled: true, subscriptionsEnabled, customerPortal }).map((item) => item.key)).toEqual(keys);
    expect(userMenuItems({ favoritesEnabled: true, subscriptionsEnabled, customerPortal }).find((item) => item.key === 'payments')).toEqual(
      subscriptionsEnabled && !customerPortal ? { key: 'payments', to: '/u/payments' } : undefined,
    );
  });

  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['ArrowUp', -1, 3, 1],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['a', 0, 3, undefined],
    ['ArrowDown', 0, 0, undefined],
  ])('%s from %i of %i items -> %s', (key, current, count, next) => {
    expect(menuFocusIndex(key, current, count)).toBe(next);
  });
});
