import { DIALOG_ANIMATION_MS, type ConfigInput, type Subscription } from '@ott/common';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestConfig } from '../../test/fixtures';
import { renderWithApp, setViewportWidth } from '../../test/renderWithApp';
import { SUBSCRIBER } from '../../test/subscriptionFakes';

const menuOf = (count: number): ConfigInput['menu'] =>
  Array.from({ length: count }, (_, index) => ({ label: `Shelf ${index + 1}`, contentId: `shelf00${index + 1}`, type: 'playlist' as const }));

const renderLayout = (overrides: Partial<ConfigInput> = {}, options: { languages?: string[] } = {}) =>
  renderWithApp({
    config: createTestConfig(overrides),
    appConfig: { contentHost: 'http://content.test', brand: { logo: '/logo.svg', name: 'Harbour' }, languages: options.languages },
    path: '/o/about',
  });

describe('<Layout>', () => {
  afterEach(() => {
    vi.useRealTimers();
    setViewportWidth(1024);
  });

  it('starts with a skip link to the main content', async () => {
    await renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#content');
    expect(document.body.querySelector('a')).toBe(skip);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(await within(screen.getByRole('main')).findByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('shows the brand logo and the site name, linking home', async () => {
    await renderLayout();
    const brand = screen.getByRole('link', { name: 'Harbour TV' });
    expect(brand).toHaveAttribute('href', '/');
    expect(brand.querySelector('img')).toHaveAttribute('src', '/logo.svg');
  });

  it.each([
    [1280, 4, false],
    [1280, 5, true],
    [1025, 2, false],
    [1024, 2, true],
    [375, 1, true],
  ])('at %i px with %i menu items the menu is collapsed: %s', async (width, items, collapsed) => {
    setViewportWidth(width);
    await renderLayout({ menu: menuOf(items) });
    expect(screen.queryByRole('button', { name: 'Open menu' }) !== null).toBe(collapsed);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' }) !== null).toBe(!collapsed);
  });

  it('lists Home and the menu items in the horizontal navigation', async () => {
    setViewportWidth(1280);
    await renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Films', '/p/films001/films'],
      ['Series', '/p/series01/series'],
    ]);
  });

  // 001 §7.9: menu items by login and subscription state (custom.audience).
  const AUDIENCE_MENU: ConfigInput['menu'] = [
    { label: 'Films', contentId: 'films001', type: 'playlist' },
    { label: 'Join', contentId: 'join0001', type: 'playlist', custom: { audience: '!logged_in' } },
    { label: 'Members', contentId: 'members1', type: 'playlist', custom: { audience: 'logged_in' } },
    { label: 'Plus', contentId: 'plus0001', type: 'playlist', custom: { audience: 'subscribed' } },
  ];
  const activeSubscription = { subscriptionId: 's1', status: 'active', expiresAt: Math.floor(Date.now() / 1000) + 86_400 } as Subscription;

  it.each([
    ['a visitor', false, false, ['Home', 'Films', 'Join']],
    ['a signed-in viewer', true, false, ['Home', 'Films', 'Members']],
    ['a subscriber', true, true, ['Home', 'Films', 'Members', 'Plus']],
  ])('shows %s the menu items meant for them, and follows a sign-in', async (_name, signedIn, subscribed, expected) => {
    setViewportWidth(1280);
    const { services } = await renderLayout({ menu: AUDIENCE_MENU });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    act(() => {
      if (signedIn) services.stores.account.getState().setSession({ user: SUBSCRIBER });
      if (subscribed) services.stores.account.getState().setSubscription(activeSubscription);
    });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(expected);
  });

  it('opens the sidebar from the menu button and closes it when a link is chosen', async () => {
    setViewportWidth(800);
    const { router } = await renderLayout();
    // Fake timeouts: the 300 ms animations last however slow the machine. Events are fired directly
    // (user-event waits on timeouts of its own).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The sidebar is a chunk of its own, loaded on this first click.
    await act(async () => {
      await import('../Sidebar/Sidebar');
    });
    act(() => vi.advanceTimersByTime(DIALOG_ANIMATION_MS));
    const sidebar = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');

    await act(async () => fireEvent.click(within(sidebar).getByRole('link', { name: 'Films' })));
    expect(router.state.location.pathname).toBe('/p/films001/films');
    // It animates out (the Dialog tests follow it to the end).
    expect(document.querySelector('.ott-dialog')).toHaveClass('ott-dialog--closing');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the language menu only when the site offers 2 languages or more', async () => {
    await renderLayout({}, { languages: ['en'] });
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('switches language from the language menu and remembers the choice', async () => {
    const { user, services } = await renderLayout({}, { languages: ['en', 'es'] });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Español']);

    await user.selectOptions(select, 'es');
    expect(await screen.findByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
    expect(services.stores.site.getState().language).toBe('es');
    expect(services.storage.readText('language')).toEqual({ status: 'value', value: 'es' });
  });
});
