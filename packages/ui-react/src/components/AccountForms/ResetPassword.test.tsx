import { httpError } from '@ott/common';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findAccountDialog, renderAccountModal, TEST_USER, type RenderAccountModalOptions } from './testing/renderAccountModal';

const LINK = '/m/abc?u=reset-password&resetPasswordToken=tok-1&email=ada%40example.com';

async function open(path: string, options: Partial<RenderAccountModalOptions> = {}) {
  const rendered = await renderAccountModal({ path, ...options });
  const dialog = await findAccountDialog('Choose a new password');
  return { ...rendered, dialog };
}

const type = async ({ user, dialog }: Awaited<ReturnType<typeof open>>, password: string, confirmation = password) => {
  await user.type(dialog.getByLabelText('New password'), password);
  await user.type(dialog.getByLabelText('Confirm new password'), confirmation);
  await user.click(dialog.getByRole('button', { name: 'Save password' }));
};

describe('reset-password screen with a mail link', () => {
  it('asks for both passwords, the rule and a matching confirmation', async () => {
    const screenState = await open(LINK);
    const { dialog, user, controller } = screenState;
    expect(dialog.getByText('Choose a new password for ada@example.com.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save password' }));
    expect(dialog.getByLabelText('New password')).toHaveAccessibleDescription(/This field is required/);
    expect(dialog.getByLabelText('Confirm new password')).toHaveAccessibleDescription('This field is required');

    await user.type(dialog.getByLabelText('New password'), 'harbour');
    expect(dialog.getByLabelText('New password')).toHaveAccessibleDescription(/Use at least 8 characters, with a lowercase letter and a number\./);
    await user.type(dialog.getByLabelText('New password'), '42');
    await user.type(dialog.getByLabelText('Confirm new password'), 'harbour24');
    await user.click(dialog.getByRole('button', { name: 'Save password' }));
    expect(dialog.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(dialog.getByLabelText('New password')).toHaveAccessibleDescription(/Password strength: fair/);
    expect(controller.resetPassword).not.toHaveBeenCalled();
  });

  it('sets the password with the token, says so and opens login with the email filled in', async () => {
    const state = await open(LINK);
    await type(state, 'Harbour42!');
    expect(state.controller.resetPassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      resetPasswordToken: 'tok-1',
      newPassword: 'Harbour42!',
      newPasswordConfirmation: 'Harbour42!',
    });
    expect(await screen.findByText('Your password has been changed. Sign in with your new password.')).toBeInTheDocument();
    const login = within(await screen.findByRole('dialog', { name: 'Sign in' }));
    expect(await login.findByLabelText('Email')).toHaveValue('ada@example.com');
    expect(state.url()).toBe('/m/abc?u=login&email=ada%40example.com');
  });

  it('says when the link is used or expired, and offers a new one', async () => {
    const state = await open(LINK);
    state.controller.resetPassword.mockRejectedValue(httpError(400, { message: 'resetPasswordToken is not valid' }));
    await type(state, 'harbour42');
    const alert = await state.dialog.findByRole('alert');
    expect(alert).toHaveTextContent('This link is not valid any more: it has expired or has already been used.');
    await state.user.click(within(alert).getByRole('link', { name: 'Request a new link' }));
    expect(state.url()).toBe('/m/abc?u=forgot-password&email=ada%40example.com');
  });

  it('shows a password the provider refuses on the field', async () => {
    const state = await open(LINK);
    state.controller.resetPassword.mockRejectedValue(
      httpError(400, { message: 'invalid param password: this password is too common', errors: { password: 'invalid param password: this password is too common' } }),
    );
    await type(state, 'password1');
    await waitFor(() => expect(state.dialog.getByLabelText('New password')).toHaveAccessibleDescription(/This password cannot be used\./));
  });

  it('disables the button while saving', async () => {
    const state = await open(LINK);
    state.controller.resetPassword.mockImplementation(() => new Promise(() => {}));
    await type(state, 'harbour42');
    await waitFor(() => expect(state.dialog.getByRole('button', { name: 'Save password' })).toHaveAttribute('aria-disabled', 'true'));
  });
});

describe('reset-password screen without a token', () => {
  it('tells a visitor the link is broken and offers a new one', async () => {
    const { dialog, user, url } = await open('/?u=reset-password&email=ada%40example.com');
    expect(dialog.getByText('This link is not valid any more: it has expired or has already been used.')).toBeInTheDocument();
    await user.click(dialog.getByRole('link', { name: 'Request a new link' }));
    expect(url()).toBe('/?u=forgot-password&email=ada%40example.com');
  });

  it('offers a logged-in user a reset mail to their address', async () => {
    const { dialog, user, controller, url } = await open('/?u=reset-password', { user: TEST_USER });
    expect(dialog.getByText('We will send a link to ada@example.com where you can choose a new password.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send link' }));
    expect(controller.forgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com', resetUrl: `${window.location.origin}/?u=reset-password` });
    await waitFor(() => expect(url()).toBe('/?u=send-confirmation&email=ada%40example.com'));
  });
});
