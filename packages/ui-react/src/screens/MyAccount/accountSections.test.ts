import { NO_PROVIDER_CAPABILITIES, type PublisherConsent } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { accountPageSections } from './accountSections';
import { PROVIDER_ROWS } from '../../test/providerRows';

const ownUser = { metadata: { has_password: true } };
const externalWithoutPassword = { metadata: { register_source: 'library', has_password: false } };
const terms: PublisherConsent = { type: 'checkbox', name: 'terms', label: 'Terms', required: true, version: '1' };
const company: PublisherConsent = { type: 'input', name: 'company', label: 'Company', required: false, version: '1', isCustomRegisterField: true };

describe('sections by provider capabilities', () => {
  it('custom API: names editable, email read-only, reset mail, no export or delete', () => {
    expect(accountPageSections({ user: ownUser, capabilities: PROVIDER_ROWS.custom, publisherConsents: [terms], canSave: true })).toEqual({
      names: { editable: true },
      email: { editable: false },
      security: { action: 'reset-mail', enabled: true },
      terms: { visible: true, editable: true },
      details: { visible: false, editable: true },
      exportData: { visible: false },
      deleteAccount: { visible: false, overlay: 'delete-account' },
    });
  });

  it('video-platform provider: export and delete, change with the old password, email read-only', () => {
    const sections = accountPageSections({ user: ownUser, capabilities: PROVIDER_ROWS.jwp, publisherConsents: [terms, company], canSave: true });
    expect(sections.email.editable).toBe(false);
    expect(sections.security.action).toBe('edit-password');
    expect(sections.details.visible).toBe(true);
    expect(sections.exportData.visible).toBe(true);
    expect(sections.deleteAccount.visible).toBe(true);
  });

  it.each([
    ['a provider that deletes accounts', PROVIDER_ROWS.jwp],
    ['a provider that cannot (the page stands in)', PROVIDER_ROWS.custom],
  ])('a configured delete-account page replaces the overlay flow: %s', (_, capabilities) => {
    const sections = accountPageSections({ user: ownUser, capabilities, publisherConsents: [], canSave: true, deleteAccountUrl: 'https://help.example.com/delete' });
    expect(sections.deleteAccount).toEqual({ visible: true, overlay: 'delete-account', externalUrl: 'https://help.example.com/delete' });
  });

  it('subscription-billing provider: email editable, no export or delete', () => {
    const sections = accountPageSections({ user: ownUser, capabilities: PROVIDER_ROWS.cleeng, publisherConsents: [], canSave: true });
    expect(sections.email.editable).toBe(true);
    expect(sections.terms.visible).toBe(false);
    expect(sections.exportData.visible).toBe(false);
    expect(sections.deleteAccount.visible).toBe(false);
  });

  it('follows the register source: add a password, and a warning before deleting', () => {
    const sections = accountPageSections({ user: externalWithoutPassword, capabilities: PROVIDER_ROWS.jwp, publisherConsents: [], canSave: true });
    expect(sections.security.action).toBe('add-password');
    expect(sections.deleteAccount.overlay).toBe('warning-account-deletion');
  });

  it('without a controller everything is read-only and no action is offered', () => {
    const sections = accountPageSections({ user: ownUser, capabilities: PROVIDER_ROWS.jwp, publisherConsents: [terms], canSave: false });
    expect(sections.names.editable).toBe(false);
    expect(sections.email.editable).toBe(false);
    expect(sections.security.enabled).toBe(false);
    expect(sections.terms.editable).toBe(false);
    expect(sections.exportData.visible).toBe(false);
    expect(sections.deleteAccount.visible).toBe(false);
  });

  it('a site without a provider offers nothing to change', () => {
    const sections = accountPageSections({ user: ownUser, capabilities: NO_PROVIDER_CAPABILITIES, publisherConsents: [], canSave: true });
    expect(sections.email.editable).toBe(false);
    expect(sections.exportData.visible).toBe(false);
    expect(sections.deleteAccount.visible).toBe(false);
  });
});
