import { httpError } from '@ott/common';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAccountModal } from './testing/renderAccountModal';

/** The login dialog once its screen has loaded. */
const form = async () => {
  const dialog = within(await screen.findByRole('dialog', { name: 'Sign in' }));
  await dialog.findByLabelText('Email');
  return dialog;
};

describe('login screen', () => {
  it('asks for email and password before calling the service', async () => {
    const { user, controller } = await renderAccountModal({ path: '/?u=login' });
    const dialog = await form();
    await user.click(dialog.getByRole('button', { name: 'Sign in' }));

    expect(dialog.getByRole('alert')).toHaveTextContent('Please fill in the required fields.');
    const email = dialog.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    expect(controller.login).not.toHaveBeenCalled();
  });

  it('refuses an email that is not one, and clears the error once corrected', async () => {
    const { user } = await renderAccountModal({ path: '/?u=login' });
    const dialog = await form();
    await user.type(dialog.getByLabelText('Email'), 'ada@');
    await user.type(dialog.getByLabelText('Password'), 'secret12');
    await user.click(dialog.getByRole('button', { name: 'Sign in' }));
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(dialog.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');

    await user.type(dialog.getByLabelText('Email'), 'example.com');
    expect(dialog.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in: the service gets the credentials, a toast says so and the overlay closes', async () => {
    const { user, controller, url, signIn } = await renderAccountModal({ path: '/m/abc/film?u=login' });
    controller.login.mockImplementation(async () => signIn());
    const dialog = await form();
    await user.type(dialog.getByLabelText('Email'), ' ada@example.com ');
    await user.type(dialog.getByLabelText('Password'), 'secret12');
    await user.click(dialog.getByRole('button', { name: 'Sign in' }));

    expect(controller.login).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret12', referrer: window.location.href });
    expect(await screen.findByText('You are signed in. Welcome back!')).toBeInTheDocument();
    expect(url()).toBe('/m/abc/film');
  });

  it('says the combination is wrong without saying which part, and clears the password', async () => {
    const { user, controller, url } = await renderAccountModal({ path: '/?u=login' });
    controller.login.mockRejectedValue(httpError(401, { message: 'Invalid email or password', code: 401 }));
    const dialog = await form();
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('Password'), 'wrong-pass1');
    await user.click(dialog.getByRole('button', { name: 'Sign in' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Incorrect email/password combination');
    expect(dialog.getByLabelText('Password')).toHaveValue('');
    expect(dialog.getByLabelText('Password')).toHaveFocus();
    expect(dialog.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(url()).toBe('/?u=login');
  });

  it('shows an email the provider refuses on the email field', async () => {
    const { user, controller } = await renderAccountModal({ path: '/?u=login' });
    controller.login.mockRejectedValue(httpError(400, { message: 'invalid param email', code: 400, errors: { email: 'invalid param email' } }));
    const dialog = await form();
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('Password'), 'secret12');
    await user.click(dialog.getByRole('button', { name: 'Sign in' }));

    const email = dialog.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please check your email address.'));
    expect(email).toHaveFocus();
    expect(dialog.getByLabelText('Password')).toHaveValue('');
  });

  it('is sent once: the button is disabled while signing in', async () => {
    const { user, controller } = await renderAccountModal({ path: '/?u=login' });
    let finish: () => void = () => {};
    controller.login.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const dialog = await form();
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('Password'), 'secret12');
    await user.click(dialog.getByRole('button', { name: 'Sign in' }));

    const submit = dialog.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    expect(submit).toHaveFocus();
    await user.click(submit);
    expect(controller.login).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.queryByText('You are signed in. Welcome back!')).toBeInTheDocument());
  });

  it('shows and hides the password with a toggle button', async () => {
    const { user } = await renderAccountModal({ path: '/?u=login' });
    const dialog = await form();
    const password = dialog.getByLabelText('Password');
    const toggle = dialog.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('passes the email typed so far to forgot-password, and takes an email from the URL', async () => {
    const { user, url } = await renderAccountModal({ path: '/?u=login&email=ada%40example.com' });
    const dialog = await form();
    expect(dialog.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.clear(dialog.getByLabelText('Email'));
    await user.type(dialog.getByLabelText('Email'), 'bob@example.com');
    await user.click(dialog.getByRole('link', { name: 'Forgot your password?' }));

    expect(url()).toBe('/?u=forgot-password&email=bob%40example.com');
    const forgot = within(await screen.findByRole('dialog', { name: 'Forgot your password?' }));
    expect(forgot.getByLabelText('Email')).toHaveValue('bob@example.com');
  });

  it('links to sign-up', async () => {
    const { user, url } = await renderAccountModal({ path: '/?u=login' });
    await user.click((await form()).getByRole('link', { name: 'Create an account' }));
    expect(url()).toBe('/?u=create-account');
  });

  it('offers the external providers the service has', async () => {
    const getExternalLoginProviders = vi.fn(async () => [{ name: 'City Library', url: 'https://library.test/login' }]);
    await renderAccountModal({ path: '/?u=login', services: { externalLogin: { getExternalLoginProviders } } });
    const dialog = await form();
    const link = await dialog.findByRole('link', { name: 'Continue with City Library' });
    expect(link).toHaveAttribute('href', 'https://library.test/login');
    expect(dialog.getByRole('heading', { name: 'Or sign in with' })).toBeInTheDocument();
    expect(getExternalLoginProviders).toHaveBeenCalledWith(window.location.href);
  });

  it('has no external-provider section when the service lists none', async () => {
    const getExternalLoginProviders = vi.fn(async () => []);
    await renderAccountModal({ path: '/?u=login', services: { externalLogin: { getExternalLoginProviders } } });
    const dialog = await form();
    await waitFor(() => expect(getExternalLoginProviders).toHaveBeenCalled());
    expect(dialog.queryByRole('heading', { name: 'Or sign in with' })).not.toBeInTheDocument();
  });
});
