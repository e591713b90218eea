import { AppError, httpError } from '@ott/common';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deletionPassword } from './deletionPassword';
import { findAccountDialog, renderAccountModal, TEST_USER, type RenderAccountModalOptions } from './testing/renderAccountModal';

const deletes = { capabilities: { canDeleteAccount: true } };

async function open(path: string, title: string, options: Partial<RenderAccountModalOptions> = {}) {
  const rendered = await renderAccountModal({ path, user: TEST_USER, ...deletes, ...options });
  const dialog = await findAccountDialog(title);
  return { ...rendered, dialog };
}

/** The password step, then the confirmation step with its warnings (000 §2). */
async function toConfirmation(password = 'harbour41') {
  const view = await open('/u/my-account?u=delete-account', 'Delete account');
  await view.user.type(view.dialog.getByLabelText('Password'), password);
  await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(view.url()).toBe('/u/my-account?u=delete-account-confirmation'));
  const dialog = await findAccountDialog('Delete your account?');
  return { ...view, dialog };
}

describe('delete-account screens', () => {
  afterEach(() => deletionPassword.clear());

  it('asks for the password first: required (login.field_required)', async () => {
    const { dialog, user, controller, url } = await open('/u/my-account?u=delete-account', 'Delete account');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    expect(url()).toBe('/u/my-account?u=delete-account');
    expect(controller.deleteAccount).not.toHaveBeenCalled();
  });

  it('confirms with the warnings in the large dialog, then deletes: home, logged out, the success message', async () => {
    const { dialog, user, controller, url } = await toConfirmation();
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your profile, favorites and watch history are removed for good.',
      'Your subscriptions and purchases end, and what you paid for can no longer be watched.',
      'You can no longer sign in with this email address.',
    ]);
    expect(document.querySelector('.ott-dialog--large')).not.toBeNull();
    expect(document.querySelector('.ott-account-modal__banner')).toBeNull();
    expect(controller.deleteAccount).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(controller.deleteAccount).toHaveBeenCalledWith({ password: 'harbour41' });
    await waitFor(() => expect(url()).toBe('/'));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
  });

  it('a password the provider refuses goes back to the password step with user:account.delete_account.invalid_credentials', async () => {
    const { dialog, user, controller, url } = await toConfirmation('harbour40');
    controller.deleteAccount.mockRejectedValueOnce(httpError(401, { message: 'Invalid credentials' }));
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(url()).toBe('/u/my-account?u=delete-account'));
    const step = await findAccountDialog('Delete account');
    await waitFor(() => expect(step.getByLabelText('Password')).toHaveAccessibleDescription('The password is not correct.'));
  });

  it('any other failure says user:account.delete_account.error and keeps the confirmation', async () => {
    const { dialog, user, controller, url } = await toConfirmation();
    controller.deleteAccount.mockRejectedValueOnce(new AppError('Internal error', { code: 'provider_error' }));
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your account could not be deleted. Please try again later.');
    expect(url()).toBe('/u/my-account?u=delete-account-confirmation');
  });

  it('the confirmation without a password typed in this page (a reload) asks for it again', async () => {
    await renderAccountModal({ path: '/u/my-account?u=delete-account-confirmation', user: TEST_USER, ...deletes });
    const dialog = await findAccountDialog('Delete account');
    expect(dialog.getByLabelText('Password')).toHaveValue('');
  });

  it('cancel closes the overlay', async () => {
    const { dialog, user, url } = await open('/u/my-account?u=delete-account', 'Delete account');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(url()).toBe('/u/my-account');
  });

  it('warns an external-source user without a password, and sends the mail that sets one', async () => {
    const external = { ...TEST_USER, metadata: { register_source: 'library', has_password: false } };
    const { dialog, user, controller, url } = await open('/u/my-account?u=warning-account-deletion', 'Set a password first', { user: external });
    expect(dialog.getByText(/no password for this account yet/)).toHaveTextContent('we send a link to ada@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send link' }));
    expect(controller.forgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com', resetUrl: expect.stringMatching(/\?u=reset-password$/) });
    await waitFor(() => expect(url()).toBe('/u/my-account?u=send-confirmation&email=ada%40example.com'));
  });
});
