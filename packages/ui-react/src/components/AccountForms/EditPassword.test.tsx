import { httpError } from '@ott/common';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findAccountDialog, renderAccountModal, TEST_USER, type RenderAccountModalOptions } from './testing/renderAccountModal';

async function open(path: string, title: string, options: Partial<RenderAccountModalOptions> = {}) {
  const rendered = await renderAccountModal({ path, user: TEST_USER, ...options });
  const dialog = await findAccountDialog(title);
  return { ...rendered, dialog };
}

describe('edit-password screen', () => {
  const withOldPassword = { capabilities: { canChangePasswordWithOldPassword: true } };

  it('changes the password with the old one where the provider can', async () => {
    const { dialog, user, controller, url } = await open('/u/my-account?u=edit-password', 'Change password', withOldPassword);
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(dialog.getByLabelText('Current password')).toHaveAccessibleDescription('This field is required');

    await user.type(dialog.getByLabelText('Current password'), 'harbour41');
    await user.type(dialog.getByLabelText('New password'), 'harbour42');
    await user.type(dialog.getByLabelText('Confirm new password'), 'harbour42');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(controller.changePasswordWithOldPassword).toHaveBeenCalledWith({ oldPassword: 'harbour41', newPassword: 'harbour42', newPasswordConfirmation: 'harbour42' });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(url()).toBe('/u/my-account');
  });

  it('puts a wrong old password on its field', async () => {
    const { dialog, user, controller } = await open('/?u=edit-password', 'Change password', withOldPassword);
    controller.changePasswordWithOldPassword.mockRejectedValue(httpError(400, { message: 'old password does not match' }));
    await user.type(dialog.getByLabelText('Current password'), 'harbour40');
    await user.type(dialog.getByLabelText('New password'), 'harbour42');
    await user.type(dialog.getByLabelText('Confirm new password'), 'harbour42');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(dialog.getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is not correct.'));
  });

  it('says the session has expired when the provider no longer knows the user', async () => {
    const { dialog, user, controller } = await open('/?u=edit-password', 'Change password', withOldPassword);
    controller.changePasswordWithOldPassword.mockRejectedValue(httpError(401, { message: 'Not logged in' }));
    await user.type(dialog.getByLabelText('Current password'), 'harbour41');
    await user.type(dialog.getByLabelText('New password'), 'harbour42');
    await user.type(dialog.getByLabelText('Confirm new password'), 'harbour42');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again and retry.');
  });

  it('sends a reset mail where the provider cannot change a password with the old one', async () => {
    const { dialog, user, controller, url } = await open('/?u=edit-password', 'Change password');
    expect(dialog.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send link' }));
    expect(controller.forgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com', resetUrl: `${window.location.origin}/?u=reset-password` });
    await waitFor(() => expect(url()).toBe('/?u=send-confirmation&email=ada%40example.com'));
  });

  it('closes on cancel', async () => {
    const { dialog, user, url } = await open('/?u=edit-password', 'Change password');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(url()).toBe('/');
  });

  it("opens the new-password form for a reset mail's link, without a user", async () => {
    const { dialog } = await open('/?u=edit-password&resetPasswordToken=tok-1&email=ada%40example.com', 'Change password', { user: undefined });
    expect(dialog.getByLabelText('New password')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});

describe('add-password screen', () => {
  it('sends a link to set a password', async () => {
    const { dialog, user, controller, url } = await open('/?u=add-password', 'Set a password');
    expect(dialog.getByText(/Your account does not have a password yet\. We will send a link to ada@example.com/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send link' }));
    expect(controller.forgotPassword).toHaveBeenCalled();
    await waitFor(() => expect(url()).toBe('/?u=send-confirmation&email=ada%40example.com'));
  });

  it('says so when the mail cannot be sent, and lets the user try again', async () => {
    const { dialog, user, controller } = await open('/?u=add-password', 'Set a password');
    controller.forgotPassword.mockRejectedValueOnce(httpError(429, { message: 'Too many attempts, try again later' }));
    await user.click(dialog.getByRole('button', { name: 'Send link' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Too many attempts, try again later');
    expect(dialog.getByRole('button', { name: 'Send link' })).toBeEnabled();
  });
});
