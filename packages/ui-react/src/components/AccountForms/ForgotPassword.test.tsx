import { httpError } from '@ott/common';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccountModal } from './testing/renderAccountModal';

const RESET_URL = `${window.location.origin}/m/abc/film?r=featured&u=reset-password`;

async function open(path: string) {
  const rendered = await renderAccountModal({ path });
  const dialog = within(await screen.findByRole('dialog', { name: 'Forgot your password?' }));
  await dialog.findByLabelText('Email');
  return { ...rendered, dialog };
}

describe('forgot-password screen', () => {
  it('asks for a valid email', async () => {
    const { user, dialog, controller } = await open('/?u=forgot-password');
    await user.click(dialog.getByRole('button', { name: 'Send link' }));
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    await user.type(dialog.getByLabelText('Email'), 'ada@');
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(controller.forgotPassword).not.toHaveBeenCalled();
  });

  it('sends the reset mail with a link back to this page, then confirms', async () => {
    const { user, dialog, controller, url } = await open('/m/abc/film?r=featured&u=forgot-password&email=ada%40example.com');
    expect(dialog.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send link' }));

    expect(controller.forgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com', resetUrl: RESET_URL });
    const confirmation = within(await screen.findByRole('dialog', { name: 'Check your email' }));
    expect(confirmation.getByText(/If there is an account for ada@example.com, a link/)).toBeInTheDocument();
    expect(url()).toBe('/m/abc/film?r=featured&u=send-confirmation&email=ada%40example.com');
  });

  it('shows an email the provider refuses on the field', async () => {
    const { user, dialog, controller } = await open('/?u=forgot-password&email=ada%40example.com');
    controller.forgotPassword.mockRejectedValue(httpError(400, { message: 'invalid param email', errors: { email: 'invalid param email' } }));
    await user.click(dialog.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Please check your email address.'));
  });

  it("shows any other failure as the provider's message, and disables the button meanwhile", async () => {
    const { user, dialog, controller } = await open('/?u=forgot-password&email=ada%40example.com');
    let fail: (error: unknown) => void = () => {};
    controller.forgotPassword.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    await user.click(dialog.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Send link' })).toHaveAttribute('aria-disabled', 'true'));
    fail(httpError(429, { message: 'Too many attempts, try again later' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Too many attempts, try again later');
    expect(dialog.getByRole('button', { name: 'Send link' })).toBeEnabled();
  });

  it('leads back to login', async () => {
    const { user, dialog, url } = await open('/?u=forgot-password');
    await user.click(dialog.getByRole('link', { name: 'Back to sign in' }));
    expect(url()).toBe('/?u=login');
  });
});

describe('send-confirmation screen', () => {
  const open = async (path: string) => {
    const rendered = await renderAccountModal({ path });
    const dialog = within(await screen.findByRole('dialog', { name: 'Check your email' }));
    await dialog.findByRole('link', { name: 'Back to sign in' });
    return { ...rendered, dialog };
  };

  it('sends the link again on request', async () => {
    const { user, dialog, controller } = await open('/?u=send-confirmation&email=ada%40example.com');
    await user.click(dialog.getByRole('button', { name: 'Send the link again' }));
    expect(controller.forgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com', resetUrl: `${window.location.origin}/?u=reset-password` });
    expect(await dialog.findByText('We have sent the link again.')).toBeInTheDocument();
  });

  it('says so when sending again fails', async () => {
    const { user, dialog, controller } = await open('/?u=send-confirmation&email=ada%40example.com');
    controller.forgotPassword.mockRejectedValue(new Error('offline'));
    await user.click(dialog.getByRole('button', { name: 'Send the link again' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The link could not be sent again. Please try later.');
  });

  it('without an email, only leads back to login', async () => {
    const { user, dialog, url } = await open('/?u=send-confirmation');
    expect(dialog.getByText(/If there is an account for this address/)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('link', { name: 'Back to sign in' }));
    expect(url()).toBe('/?u=login');
  });
});
