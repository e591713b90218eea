import { httpError } from '@ott/common';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findAccountDialog, renderAccountModal, TEST_USER, type RenderAccountModalOptions } from './testing/renderAccountModal';

const TITLE = 'Sign in on a TV or device';

async function open(path: string, options: Partial<RenderAccountModalOptions> = { user: TEST_USER }) {
  const rendered = await renderAccountModal({ path, ...options });
  return { ...rendered, dialog: await findAccountDialog(TITLE) };
}

describe('login-device screen', () => {
  it('requires a code, shows it upper case as typed and puts it in the route, which asks to confirm', async () => {
    const { dialog, user, url, controller } = await open('/?u=login-device');
    const code = dialog.getByLabelText('Code');
    await waitFor(() => expect(code).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(code).toHaveAccessibleDescription('This field is required');

    await user.type(code, 'abcd2345');
    expect(code).toHaveValue('ABCD2345');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(url()).toBe('/?u=login-device&code=ABCD2345');
    expect(await dialog.findByText('Connect the device showing the code ABCD2345 to your account?')).toBeInTheDocument();
    expect(controller.authorizeDeviceCode).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Connect device' })).toHaveFocus());
  });

  it('confirming a code from the link authorizes it, upper case, then says the device is connected', async () => {
    const { dialog, user, controller, url } = await open('/?u=login-device&code=abcd2345');
    expect(dialog.getByText('Connect the device showing the code ABCD2345 to your account?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Connect device' }));

    expect(controller.authorizeDeviceCode).toHaveBeenCalledWith('ABCD2345');
    const success = await screen.findByRole('dialog', { name: 'Your device is connected' });
    expect(success).toHaveTextContent('The device is now signed in with your account.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(url()).toBe('/');
  });

  it('cancel closes without authorizing', async () => {
    const { dialog, user, controller, url } = await open('/p/films?u=login-device&code=ABCD2345');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(url()).toBe('/p/films');
    expect(controller.authorizeDeviceCode).not.toHaveBeenCalled();
  });

  it('shows the error screen for a code that does not work, and lets the viewer enter another', async () => {
    const { dialog, user, controller, url } = await open('/?u=login-device&code=ZZZZ2222');
    controller.authorizeDeviceCode.mockRejectedValue(httpError(400, { message: 'code is not valid' }));
    await user.click(dialog.getByRole('button', { name: 'Connect device' }));

    const error = await screen.findByRole('dialog', { name: 'This code did not work' });
    expect(error).toHaveTextContent('The code may have expired or been used already.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(url()).toBe('/?u=login-device');
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(await screen.findByLabelText('Code')).toHaveValue('');
  });

  it('disables confirming while the code is being authorized', async () => {
    const { dialog, user, controller } = await open('/?u=login-device&code=ABCD2345');
    controller.authorizeDeviceCode.mockImplementation(() => new Promise(() => {}));
    await user.click(dialog.getByRole('button', { name: 'Connect device' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Connect device' })).toHaveAttribute('aria-disabled', 'true'));
  });

  it('has a visitor sign in first, then asks to confirm the code of the link', async () => {
    const { dialog, user, controller, signIn } = await open('/?u=login-device&code=ABCD2345', {});
    controller.login.mockImplementation(async () => signIn());
    expect(dialog.getByText('Sign in first, then connect your TV or device to your account.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('Password'), 'harbour42');
    await user.click(dialog.getByRole('button', { name: 'Sign in' }));

    expect(await dialog.findByText('Connect the device showing the code ABCD2345 to your account?')).toBeInTheDocument();
    expect(screen.getByText('You are signed in. Welcome back!')).toBeInTheDocument();
  });

  it('waits for a stored session instead of offering login', async () => {
    const { services } = await renderAccountModal({ path: '/?u=login-device&code=ABCD2345', authLoading: true });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Sign in first');
    act(() => services.stores.account.getState().setSession({ user: TEST_USER }));
    expect(await screen.findByText('Connect the device showing the code ABCD2345 to your account?')).toBeInTheDocument();
  });
});
