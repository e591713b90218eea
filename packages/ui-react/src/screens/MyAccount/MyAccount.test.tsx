import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADA, editButton, MARKETING, renderMyAccount, section, TERMS } from './myAccountTestUtils';
import { PROVIDER_ROWS } from '../../test/providerRows';

const LONG_NAME = 'A'.repeat(51);

describe('MyAccount: view mode', () => {
  it('shows each section as a region named by its heading, with the saved values', async () => {
    await renderMyAccount({ publisherConsents: [TERMS], customerConsents: [{ name: 'terms', version: '1', state: 'accepted' }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(document.title).toBe('Account - Harbour TV');
    const about = section('About you');
    expect(within(about).getByText('First name')).toBeInTheDocument();
    expect(within(about).getByText('Ada')).toBeInTheDocument();
    expect(within(about).getByText('Lovelace')).toBeInTheDocument();
    expect(within(section('Email')).getByText('ada@example.com')).toBeInTheDocument();
    expect(section('Security')).toBeInTheDocument();
    expect(within(section('Terms and tracking')).getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says "Not set" for an empty name', async () => {
    await renderMyAccount({ user: { ...ADA, firstName: '', lastName: undefined } });
    expect(within(section('About you')).getAllByText('Not set')).toHaveLength(2);
  });

  it('names each Edit button after its section', async () => {
    await renderMyAccount({ publisherConsents: [TERMS] });
    expect(editButton('About you')).toHaveTextContent('Edit');
    expect(editButton('Terms and tracking')).toHaveTextContent('Edit');
  });

  it('shows the loading indicator while the session is being restored', async () => {
    await renderMyAccount({ user: null, authLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows nothing without a user (the user area sends visitors away)', async () => {
    await renderMyAccount({ user: null });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is read-only on a site without an account controller', async () => {
    await renderMyAccount({ withController: false, publisherConsents: [TERMS] });
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit password' })).not.toBeInTheDocument();
    expect(within(section('About you')).getByText('Ada')).toBeInTheDocument();
  });
});

describe('MyAccount: editing the names', () => {
  it('opens the section with the saved values and moves the focus into its first field', async () => {
    const { user } = await renderMyAccount();
    await user.click(editButton('About you'));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
    expect(firstName).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Edit About you' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('cancel throws the changes away, closes the section and gives the focus back to its Edit button', async () => {
    const { user, controller } = await renderMyAccount();
    await user.click(editButton('About you'));
    await user.clear(screen.getByRole('textbox', { name: 'First name' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section('About you')).getByText('Ada')).toBeInTheDocument();
    expect(editButton('About you')).toHaveFocus();
    await user.click(editButton('About you'));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(controller.updateCustomer).not.toHaveBeenCalled();
  });

  it('saves trimmed names, shows a success toast, closes the section and gives the focus back', async () => {
    const { user, controller, toast } = await renderMyAccount();
    await user.click(editButton('About you'));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, '  Grace ');
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(controller.updateCustomer).toHaveBeenCalledWith({ firstName: 'Grace', lastName: 'Hopper' });
    expect(toast.show).toHaveBeenCalledWith('Your changes have been saved.', { variant: 'success' });
    expect(within(section('About you')).getByText('Grace')).toBeInTheDocument();
    expect(editButton('About you')).toHaveFocus();
  });

  it('says it is saving and ignores a second press meanwhile', async () => {
    const { user, controller } = await renderMyAccount();
    let finish: () => void = () => undefined;
    controller.updateCustomer.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve(ADA))));
    await user.click(editButton('About you'));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), '-Byron');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    await user.click(saving);
    expect(controller.updateCustomer).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
  });

  it.each([
    ['First name', 'account:validation.first_name'],
    ['Last name', 'account:validation.last_name'],
  ])('refuses a %s longer than 50 characters with the spec message, tied to the field', async (label, key) => {
    const { user, controller, i18n } = await renderMyAccount();
    await user.click(editButton('About you'));
    const field = screen.getByRole('textbox', { name: label });
    await user.clear(field);
    await user.click(field);
    await user.paste(LONG_NAME);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = i18n.t(key);
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('account:validation.invalid_fields'));
    expect(controller.updateCustomer).not.toHaveBeenCalled();
  });

  it('accepts exactly 50 characters', async () => {
    const { user, controller } = await renderMyAccount();
    await user.click(editButton('About you'));
    const field = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(field);
    await user.paste('B'.repeat(50));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(controller.updateCustomer).toHaveBeenCalledWith({ firstName: 'B'.repeat(50), lastName: 'Lovelace' }));
  });
});

describe('MyAccount: one edit section at a time', () => {
  it('switches to another section when the open one has no changes', async () => {
    const { user } = await renderMyAccount({ publisherConsents: [TERMS, MARKETING] });
    await user.click(editButton('About you'));
    await user.click(editButton('Terms and tracking'));
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(within(section('Terms and tracking')).getByRole('checkbox', { name: /I accept the terms of use/ })).toHaveFocus();
    expect(editButton('About you')).toBeInTheDocument();
  });

  it('keeps a section with unsaved changes open, says why and puts the focus back into it', async () => {
    const { user } = await renderMyAccount({ publisherConsents: [TERMS] });
    await user.click(editButton('About you'));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'x');
    await user.click(editButton('Terms and tracking'));
    expect(screen.getByRole('alert')).toHaveTextContent('Save or cancel your changes to About you before editing another section.');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelacex');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('lets the other section open once the change is undone', async () => {
    const { user } = await renderMyAccount({ publisherConsents: [TERMS] });
    await user.click(editButton('About you'));
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await user.type(lastName, 'x');
    await user.click(editButton('Terms and tracking'));
    await user.type(lastName, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(editButton('Terms and tracking'));
    expect(screen.getByRole('checkbox', { name: /I accept the terms of use/ })).toBeInTheDocument();
  });
});

describe('MyAccount: email', () => {
  it('is read-only with a note where the provider cannot update it (custom API)', async () => {
    await renderMyAccount({ capabilities: PROVIDER_ROWS.custom });
    const email = section('Email');
    expect(within(email).queryByRole('button')).not.toBeInTheDocument();
    expect(within(email).getByText('ada@example.com')).toHaveAccessibleDescription('Your email address is used to sign in and cannot be changed here.');
  });

  it('is edited with the confirmation password where the provider can update it', async () => {
    const { user, controller } = await renderMyAccount({ capabilities: PROVIDER_ROWS.cleeng });
    await user.click(editButton('Email'));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.type(email, 'ada@lovelace.dev');
    await user.type(screen.getByLabelText('Password'), 'analytical1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(controller.updateCustomer).toHaveBeenCalledWith({ email: 'ada@lovelace.dev', confirmationPassword: 'analytical1' }));
    await waitFor(() => expect(within(section('Email')).getByText('ada@lovelace.dev')).toBeInTheDocument());
  });

  it('checks the email and asks for the password before saving', async () => {
    const { user, controller, i18n } = await renderMyAccount({ capabilities: PROVIDER_ROWS.cleeng });
    await user.click(editButton('Email'));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(`Enter your password to confirm the new email address. ${i18n.t('account:login.field_required')}`);
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('account:validation.required_fields'));
    expect(controller.updateCustomer).not.toHaveBeenCalled();
  });
});
