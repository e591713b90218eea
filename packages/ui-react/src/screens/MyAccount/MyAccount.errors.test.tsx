import { createAccountError, httpError } from '@ott/common';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editButton, renderMyAccount } from './myAccountTestUtils';
import { PROVIDER_ROWS } from '../../test/providerRows';

const badRequest = (message: string, field: string) => httpError(400, { message, code: 400, errors: { [field]: message } });
const GENERIC = 'Something went wrong. Please try again later.';

/** Server failures of the names form (spec 000 §5, 001 §8): a field error, or a form-level alert. */
describe('MyAccount: server errors when saving the names', () => {
  it.each([
    ['a too long first name', badRequest('invalid param firstName: 50 characters at most', 'firstName'), { field: 'First name', key: 'account:validation.first_name' }],
    ['a too long last name', badRequest('invalid param lastName: 50 characters at most', 'lastName'), { field: 'Last name', key: 'account:validation.last_name' }],
    ['a provider phrase naming the last name', new Error('lastName can have max 50 characters'), { field: 'Last name', key: 'account:validation.last_name' }],
  ])('%s shows the spec message at the field and focuses it', async (_name, error, expected) => {
    const { user, controller, i18n, toast } = await renderMyAccount();
    controller.updateCustomer.mockRejectedValueOnce(error);
    await user.click(editButton('About you'));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByRole('textbox', { name: expected.field });
    await waitFor(() => expect(field).toHaveAccessibleDescription(i18n.t(expected.key)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(toast.show).not.toHaveBeenCalled();
  });

  it.each([
    ['email update not supported', createAccountError('email_update_not_supported'), 'Email update not supported'],
    ['a wrong combination', createAccountError('wrong_combination'), 'Wrong email/password combination'],
  ])('%s is shown at form level (the form has no email field)', async (_name, error, text) => {
    const { user, controller, logger } = await renderMyAccount();
    controller.updateCustomer.mockRejectedValueOnce(error);
    await user.click(editButton('About you'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([
    ['a server failure', httpError(500, { message: 'database unavailable' })],
    ['the controller fallback', createAccountError('update_user_failed')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('%s is logged and shown as the generic message; the section stays open', async (_name, error) => {
    const { user, controller, logger, toast } = await renderMyAccount();
    controller.updateCustomer.mockRejectedValueOnce(error);
    await user.click(editButton('About you'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
    expect(logger.error).toHaveBeenCalledWith('Unhandled account update error', error);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('clears the form-level error when the next save succeeds', async () => {
    const { user, controller } = await renderMyAccount();
    controller.updateCustomer.mockRejectedValueOnce(httpError(500, { message: 'database unavailable' }));
    await user.click(editButton('About you'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

/** Server failures of the email form, on a provider that can update the email. */
describe('MyAccount: server errors when changing the email', () => {
  const fill = async (user: Awaited<ReturnType<typeof renderMyAccount>>['user']) => {
    await user.click(editButton('Email'));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, 'ada@lovelace.dev');
    await user.type(screen.getByLabelText('Password'), 'analytical1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
  };

  it.each([
    ['invalid email param', badRequest('invalid param email', 'email'), 'email', 'This email address is not valid.'],
    ['email already exists', httpError(409, { message: 'Email already exists' }), 'email', 'An account with this email address already exists.'],
    ['valid email required', new Error('Please enter a valid e-mail address'), 'email', 'Please enter a valid email address.'],
    ['invalid confirmation password', badRequest('invalid param confirmationPassword', 'confirmationPassword'), 'password', 'The password is not correct.'],
    ['email update not supported', createAccountError('email_update_not_supported'), 'email', 'Email update not supported'],
  ])('%s -> field error', async (_name, error, field, text) => {
    const { user, controller, logger } = await renderMyAccount({ capabilities: PROVIDER_ROWS.cleeng });
    controller.updateCustomer.mockRejectedValueOnce(error);
    await fill(user);
    const input = field === 'email' ? screen.getByRole('textbox', { name: 'Email address' }) : screen.getByLabelText('Password');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(text);
    expect(input).toHaveFocus();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('a wrong combination is a form-level alert', async () => {
    const { user, controller } = await renderMyAccount({ capabilities: PROVIDER_ROWS.cleeng });
    controller.updateCustomer.mockRejectedValueOnce(createAccountError('wrong_combination'));
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email/password combination');
  });

  it('an unknown failure is logged and shown as the generic message', async () => {
    const { user, controller, logger } = await renderMyAccount({ capabilities: PROVIDER_ROWS.cleeng });
    const error = httpError(502, { message: 'Bad gateway' });
    controller.updateCustomer.mockRejectedValueOnce(error);
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
    expect(logger.error).toHaveBeenCalledWith('Unhandled account update error', error);
  });
});
