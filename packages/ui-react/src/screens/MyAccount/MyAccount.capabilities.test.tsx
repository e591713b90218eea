import { featureNotEnabledError, httpError, type AccountDataService } from '@ott/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADA, location, renderMyAccount, section } from './myAccountTestUtils';
import { PROVIDER_ROWS } from '../../test/providerRows';

const EXTERNAL_WITHOUT_PASSWORD = { ...ADA, metadata: { register_source: 'library', has_password: false } };
const exportService = (exportAccountData: AccountDataService['exportAccountData'] = async () => undefined) => ({
  exportAccountData: vi.fn(exportAccountData),
  deleteAccount: vi.fn<AccountDataService['deleteAccount']>(async () => undefined),
});

/** Spec 000 §6: what each provider's capabilities show on the account page. */
describe('MyAccount: capability matrix', () => {
  it.each([
    ['custom', { emailEditable: false, password: 'reset-mail', exportData: false, deleteAccount: false }],
    ['cleeng', { emailEditable: true, password: 'reset-mail', exportData: false, deleteAccount: false }],
    ['jwp', { emailEditable: false, password: 'edit-password', exportData: true, deleteAccount: true }],
    ['cognito', { emailEditable: false, password: 'edit-password', exportData: false, deleteAccount: false }],
  ] as const)('%s provider', async (provider, expected) => {
    await renderMyAccount({ capabilities: PROVIDER_ROWS[provider], services: { accountData: exportService() } });
    expect(screen.queryByRole('button', { name: 'Edit Email' }) !== null).toBe(expected.emailEditable);
    expect(screen.queryByText('Your email address is used to sign in and cannot be changed here.') !== null).toBe(!expected.emailEditable);
    const security = section('Security');
    if (expected.password === 'edit-password') {
      expect(within(security).getByRole('link', { name: 'Edit password' })).toHaveAttribute('href', '/u/my-account?u=edit-password');
    } else {
      expect(within(security).getByRole('button', { name: 'Edit password' })).toHaveAccessibleDescription('We will email you a link to choose a new password.');
    }
    expect(screen.queryByRole('region', { name: 'Export data' }) !== null).toBe(expected.exportData);
    expect(screen.queryByRole('region', { name: 'Delete account' }) !== null).toBe(expected.deleteAccount);
  });
});

describe('MyAccount: security', () => {
  it('requests a reset mail for the current email and confirms it in place (custom API)', async () => {
    const { user, controller } = await renderMyAccount({ capabilities: PROVIDER_ROWS.custom });
    let finish: () => void = () => undefined;
    controller.forgotPassword.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.click(screen.getByRole('button', { name: 'Edit password' }));
    expect(controller.forgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com', resetUrl: `${window.location.origin}/?u=reset-password` });
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    expect(controller.forgotPassword).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(within(section('Security')).getByRole('status')).toHaveTextContent('We have sent a link to reset your password to ada@example.com.');
    expect(screen.getByRole('button', { name: 'Send the email again' })).toBeInTheDocument();
    expect(location()).toBe('/u/my-account');
  });

  it('says when the mail could not be sent, and logs why', async () => {
    const { user, controller, logger } = await renderMyAccount();
    const error = httpError(400, { message: 'invalid param resetUrl' });
    controller.forgotPassword.mockRejectedValueOnce(error);
    await user.click(screen.getByRole('button', { name: 'Edit password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email could not be sent. Please try again later.');
    expect(logger.error).toHaveBeenCalledWith('The password mail could not be sent', error);
    expect(screen.getByRole('button', { name: 'Edit password' })).toBeInTheDocument();
  });

  it('sends an external-source user without a password to add-password after requesting the mail', async () => {
    const { user, controller } = await renderMyAccount({ user: EXTERNAL_WITHOUT_PASSWORD, capabilities: PROVIDER_ROWS.jwp, services: { accountData: exportService() } });
    expect(within(section('Security')).getByText('You have not set a password yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add password' }));
    expect(controller.forgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com', resetUrl: `${window.location.origin}/?u=reset-password` });
    await waitFor(() => expect(location()).toBe('/u/my-account?u=add-password'));
  });

  it('opens the edit-password overlay where the password changes with the old one', async () => {
    const { user, controller } = await renderMyAccount({ capabilities: PROVIDER_ROWS.jwp, services: { accountData: exportService() }, path: '/u/my-account?lng=fr' });
    await user.click(screen.getByRole('link', { name: 'Edit password' }));
    expect(location()).toBe('/u/my-account?lng=fr&u=edit-password');
    expect(controller.forgotPassword).not.toHaveBeenCalled();
  });
});

describe('MyAccount: export data', () => {
  it('asks the provider to mail the data and says so in a toast', async () => {
    const accountData = exportService();
    const { user, toast } = await renderMyAccount({ capabilities: PROVIDER_ROWS.jwp, services: { accountData } });
    const button = within(section('Export data')).getByRole('button', { name: 'Export account data' });
    expect(button).toHaveAccessibleDescription('Receive a copy of your account data by email.');
    await user.click(button);
    await waitFor(() => expect(toast.show).toHaveBeenCalledWith('We are preparing your data. You will receive it by email shortly.', { variant: 'success' }));
    expect(accountData.exportAccountData).toHaveBeenCalledTimes(1);
  });

  it('shows an error toast and logs a failure', async () => {
    const error = featureNotEnabledError('Export account');
    const accountData = exportService(async () => {
      throw error;
    });
    const { user, toast, logger } = await renderMyAccount({ capabilities: PROVIDER_ROWS.jwp, services: { accountData } });
    await user.click(screen.getByRole('button', { name: 'Export account data' }));
    await waitFor(() => expect(toast.show).toHaveBeenCalledWith('Your account data could not be exported. Please try again later.', { variant: 'error' }));
    expect(logger.error).toHaveBeenCalledWith('The account data could not be exported', error);
  });

  it('says it is exporting and ignores a second press meanwhile', async () => {
    let finish: () => void = () => undefined;
    const accountData = exportService(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = await renderMyAccount({ capabilities: PROVIDER_ROWS.jwp, services: { accountData } });
    await user.click(screen.getByRole('button', { name: 'Export account data' }));
    await user.click(screen.getByRole('button', { name: 'Exporting…' }));
    expect(accountData.exportAccountData).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Export account data' })).toBeInTheDocument();
  });
});

describe('MyAccount: delete account', () => {
  it('opens the delete-account overlay', async () => {
    await renderMyAccount({ capabilities: PROVIDER_ROWS.jwp, services: { accountData: exportService() } });
    const link = within(section('Delete account')).getByRole('link', { name: 'Delete account' });
    expect(link).toHaveAttribute('href', '/u/my-account?u=delete-account');
    expect(link).toHaveAccessibleDescription('Permanently delete your account and its data. This cannot be undone.');
  });

  it('warns an external-source user without a password first', async () => {
    await renderMyAccount({ user: EXTERNAL_WITHOUT_PASSWORD, capabilities: PROVIDER_ROWS.jwp, services: { accountData: exportService() } });
    expect(screen.getByRole('link', { name: 'Delete account' })).toHaveAttribute('href', '/u/my-account?u=warning-account-deletion');
  });

  it.each([
    ['a provider that deletes accounts', PROVIDER_ROWS.jwp],
    ['a provider that cannot', PROVIDER_ROWS.custom],
  ])("opens the publisher's own page when the config names one: %s", async (_, capabilities) => {
    await renderMyAccount({ capabilities, custom: { deleteAccountUrl: 'https://help.example.com/delete' }, services: { accountData: exportService() } });
    const link = within(section('Delete account')).getByRole('link', { name: 'Delete account (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://help.example.com/delete');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
