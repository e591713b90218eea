import { httpError, type PublisherConsent } from '@ott/common';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editButton, MARKETING, renderMyAccount, section, TERMS } from './myAccountTestUtils';

const ACCEPTED_TERMS = [{ name: 'terms', version: '1', state: 'accepted' as const }];
const COMPANY: PublisherConsent = { type: 'input', name: 'company', label: 'Company', required: true, version: '1', isCustomRegisterField: true };
const PLAN: PublisherConsent = { type: 'select', name: 'plan', label: 'Favourite genre', required: false, version: '1', options: { doc: 'Documentaries', kids: 'Children' } };
const SEEN: PublisherConsent = { type: 'radio', name: 'seen', label: 'How did you find us?', required: false, version: '1', options: { friend: 'A friend', ad: 'An advert' } };
const BIRTH: PublisherConsent = { type: 'datepicker', name: 'birth', label: 'Date of birth', required: false, version: '1', isCustomRegisterField: true };

describe('MyAccount: terms and tracking', () => {
  it('lists each consent with its state; no section without consents', async () => {
    await renderMyAccount({ publisherConsents: [TERMS, MARKETING], customerConsents: ACCEPTED_TERMS });
    const terms = section('Terms and tracking');
    const values = within(terms).getAllByRole('definition').map((node) => node.textContent);
    expect(values).toEqual(['Accepted', 'Not accepted']);
    expect(within(terms).getByText('Send me news about new films')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Other registration details' })).not.toBeInTheDocument();
  });

  it('has no section when the publisher has no consents', async () => {
    await renderMyAccount();
    expect(screen.queryByRole('region', { name: 'Terms and tracking' })).not.toBeInTheDocument();
  });

  it('toggles a consent and saves the whole list with updateConsents', async () => {
    const { user, controller, toast } = await renderMyAccount({ publisherConsents: [TERMS, MARKETING], customerConsents: ACCEPTED_TERMS });
    await user.click(editButton('Terms and tracking'));
    const terms = screen.getByRole('checkbox', { name: /I accept the terms of use/ });
    expect(terms).toBeChecked();
    expect(terms).toHaveFocus();
    expect(screen.getByText('(required)')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Send me news about new films' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(controller.updateConsents).toHaveBeenCalledWith([
        { name: 'terms', version: '1', state: 'accepted', needsUpdate: false },
        { name: 'marketing', version: '1', state: 'accepted', needsUpdate: false },
      ]),
    );
    expect(toast.show).toHaveBeenCalledWith('Your changes have been saved.', { variant: 'success' });
    await waitFor(() => expect(within(section('Terms and tracking')).getAllByText('Accepted')).toHaveLength(2));
    expect(editButton('Terms and tracking')).toHaveFocus();
  });

  it('cancel leaves the consents as they were', async () => {
    const { user, controller } = await renderMyAccount({ publisherConsents: [TERMS, MARKETING], customerConsents: ACCEPTED_TERMS });
    await user.click(editButton('Terms and tracking'));
    await user.click(screen.getByRole('checkbox', { name: 'Send me news about new films' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(section('Terms and tracking')).getByText('Not accepted')).toBeInTheDocument();
    await user.click(editButton('Terms and tracking'));
    expect(screen.getByRole('checkbox', { name: 'Send me news about new films' })).not.toBeChecked();
    expect(controller.updateConsents).not.toHaveBeenCalled();
  });

  it('keeps a required consent accepted', async () => {
    const { user, controller, i18n } = await renderMyAccount({ publisherConsents: [TERMS, MARKETING], customerConsents: ACCEPTED_TERMS });
    await user.click(editButton('Terms and tracking'));
    const terms = screen.getByRole('checkbox', { name: /I accept the terms of use/ });
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(terms).toHaveAccessibleDescription(i18n.t('account:registration.consents_error')));
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('account:validation.required_fields'));
    expect(controller.updateConsents).not.toHaveBeenCalled();
  });

  it('shows the generic message and logs an unknown failure', async () => {
    const { user, controller, logger } = await renderMyAccount({ publisherConsents: [TERMS, MARKETING], customerConsents: ACCEPTED_TERMS });
    const error = httpError(500, { message: 'database unavailable' });
    controller.updateConsents.mockRejectedValueOnce(error);
    await user.click(editButton('Terms and tracking'));
    await user.click(screen.getByRole('checkbox', { name: 'Send me news about new films' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    expect(logger.error).toHaveBeenCalledWith('Unhandled account update error', error);
  });
});

describe('MyAccount: other registration details', () => {
  const consents = [
    { name: 'company', version: '1', state: 'accepted' as const, value: 'Analytical Engines Ltd' },
    { name: 'plan', version: '1', state: 'accepted' as const, value: 'doc' },
  ];

  it('shows the answers, an option by its label, and "Not set" for a missing one', async () => {
    await renderMyAccount({ publisherConsents: [COMPANY, PLAN, SEEN], customerConsents: consents });
    const details = section('Other registration details');
    expect(within(details).getAllByRole('definition').map((node) => node.textContent)).toEqual(['Analytical Engines Ltd', 'Documentaries', 'Not set']);
  });

  it('edits text, select, radio and date fields and saves them', async () => {
    const { user, controller } = await renderMyAccount({ publisherConsents: [COMPANY, PLAN, SEEN, BIRTH], customerConsents: consents });
    await user.click(editButton('Other registration details'));
    const company = screen.getByRole('textbox', { name: 'Company (required)' });
    expect(company).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Favourite genre' }), 'Children');
    await user.click(within(screen.getByRole('group', { name: 'How did you find us?' })).getByRole('radio', { name: 'A friend' }));
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(controller.updateConsents).toHaveBeenCalledTimes(1));
    expect(controller.updateConsents.mock.calls[0]![0]).toEqual([
      { name: 'company', version: '1', state: 'accepted', needsUpdate: false, value: 'Analytical Engines Ltd' },
      { name: 'plan', version: '1', state: 'accepted', needsUpdate: false, value: 'kids' },
      { name: 'seen', version: '1', state: 'accepted', needsUpdate: false, value: 'friend' },
      { name: 'birth', version: '1', state: 'declined', needsUpdate: false, value: '' },
    ]);
  });

  it('asks for a required answer', async () => {
    const { user, controller, i18n } = await renderMyAccount({ publisherConsents: [COMPANY], customerConsents: [] });
    await user.click(editButton('Other registration details'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const company = screen.getByRole('textbox', { name: 'Company (required)' });
    await waitFor(() => expect(company).toHaveAccessibleDescription(i18n.t('account:login.field_required')));
    expect(controller.updateConsents).not.toHaveBeenCalled();
  });
});
