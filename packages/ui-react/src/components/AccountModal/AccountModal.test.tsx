import { createTestConfig } from '../../test/fixtures';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DIALOG_ANIMATION_MS } from '@ott/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountModal, TEST_USER } from '../AccountForms/testing/renderAccountModal';

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

describe('<AccountModal>', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['login', 'Sign in'],
    ['create-account', 'Create an account'],
    ['forgot-password', 'Forgot your password?'],
    ['send-confirmation', 'Check your email'],
    ['reset-password', 'Choose a new password'],
    ['login-device', 'Sign in on a TV or device'],
    ['login-external', 'Sign in with an external account'],
  ])('opens u=%s for a visitor, titled "%s"', async (value, title) => {
    const { url } = await renderAccountModal({ path: `/m/abc/film?u=${value}` });
    expect(await dialog(title)).toBeInTheDocument();
    expect(url()).toBe(`/m/abc/film?u=${value}`);
  });

  it.each([
    ['personal-details', 'About you'],
    ['edit-password', 'Change password'],
    ['add-password', 'Set a password'],
  ])('opens u=%s for a logged-in user, titled "%s"', async (value, title) => {
    await renderAccountModal({ path: `/?u=${value}`, user: TEST_USER });
    expect(await dialog(title)).toBeInTheDocument();
  });

  it.each(['personal-details', 'edit-password', 'add-password', 'choose-offer', 'delete-account'])('replaces u=%s by login for a visitor', async (value) => {
    const { url } = await renderAccountModal({ path: `/p/films?r=x&u=${value}` });
    expect(await dialog('Sign in')).toBeInTheDocument();
    expect(url()).toBe('/p/films?r=x&u=login');
  });

  it.each([
    ['an unknown value, for a visitor', 'not-a-screen', undefined],
    ['an unknown value, for a user', 'not-a-screen', TEST_USER],
  ])('says %s is not available instead of closing; Close removes it', async (_case, value, user) => {
    const { url, user: viewer } = await renderAccountModal({ path: `/m/abc?u=${value}&offerId=S1`, ...(user && { user }) });
    const notAvailable = await dialog('Not available');
    expect(within(notAvailable).getByText('This page is not available on this site.')).toBeInTheDocument();
    expect(url()).toBe(`/m/abc?u=${value}&offerId=S1`);
    await viewer.click(within(notAvailable).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(url()).toBe('/m/abc'));
  });

  it('waits for a stored session, then opens the screen for the user it restored', async () => {
    const { services } = await renderAccountModal({ path: '/?u=edit-password', authLoading: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => services.stores.account.getState().setSession({ user: TEST_USER }));
    expect(await dialog('Change password')).toBeInTheDocument();
  });

  it.each(['login', 'create-account'])('closes u=%s for a user already signed in, also once a stored session is restored', async (value) => {
    const { url } = await renderAccountModal({ path: `/m/abc/film?u=${value}`, user: TEST_USER });
    await waitFor(() => expect(url()).toBe('/m/abc/film'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const restored = await renderAccountModal({ path: `/?u=${value}`, authLoading: true });
    act(() => restored.services.stores.account.getState().setSession({ user: TEST_USER }));
    await waitFor(() => expect(restored.url()).toBe('/'));
  });

  it('waits for a stored session, then sends a visitor to login', async () => {
    const { services, url } = await renderAccountModal({ path: '/?u=add-password', authLoading: true });
    expect(url()).toBe('/?u=add-password');
    act(() => services.stores.account.getState().setLoading('auth', false));
    expect(await dialog('Sign in')).toBeInTheDocument();
    expect(url()).toBe('/?u=login');
  });

  it('shows nothing and leaves the URL alone on a site without accounts', async () => {
    const { url } = await renderAccountModal({ path: '/?u=login', controller: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url()).toBe('/?u=login');
  });

  it('closes on Escape, removing u and the overlay parameters but not the page parameters', async () => {
    const { url } = await renderAccountModal({ path: '/s/srPatMkr/x?e=ep1&u=reset-password&resetPasswordToken=t1&email=a%40b.c' });
    await dialog('Choose a new password');
    fireEvent.keyDown(screen.getByLabelText('New password'), { key: 'Escape' });
    expect(url()).toBe('/s/srPatMkr/x?e=ep1');
  });

  it('closes with the close button', async () => {
    const { url, user } = await renderAccountModal({ path: '/?u=login&email=a%40b.c' });
    await dialog('Sign in');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(url()).toBe('/');
  });

  it('starts in the first field, keeps Tab inside, and gives focus back to what opened it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderAccountModal({ path: '/' });
    const opener = screen.getByRole('button', { name: 'Open account' });
    opener.focus();
    await act(() => router.navigate('/?u=login'));
    await dialog('Sign in');
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());

    // Tab from the last control wraps to the first one (the dialog's focus trap).
    const controls = screen.getByRole('dialog').querySelectorAll<HTMLElement>('input, button, a[href]');
    controls[controls.length - 1]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(controls[0]).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(DIALOG_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('moves between screens in place and starts each in its first field', async () => {
    const { user, url } = await renderAccountModal({ path: '/?u=login' });
    await dialog('Sign in');
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await dialog('Create an account')).toBeInTheDocument();
    expect(url()).toBe('/?u=create-account');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it("shows the site's banner above the screen, from the content host", async () => {
    const config = createTestConfig({ assets: { banner: '/art/banner.webp?width=640' } });
    await renderAccountModal({ path: '/?u=login', config });
    const dialogElement = await dialog('Sign in');
    expect(dialogElement.querySelector('img.ott-account-modal__banner')).toHaveAttribute('src', 'http://content.test/art/banner.webp?width=640');
  });

  it('has no banner when the config has none', async () => {
    const dialogElement = (await renderAccountModal({ path: '/?u=login' }), await dialog('Sign in'));
    expect(dialogElement.querySelector('img')).toBeNull();
  });
});
