import { describe, expect, it } from 'vitest';
import { deleteAccountOverlayFor, externalDeleteAccountUrl, isExternalRegisterSource, needsPassword, passwordActionFor } from './passwordAction';

const ownUser = { metadata: { has_password: true } };
const externalWithoutPassword = { metadata: { register_source: 'library', has_password: false } };
const externalWithPassword = { metadata: { register_source: 'library', has_password: true } };

describe('register source', () => {
  it.each([
    ['no source', ownUser, false],
    ['the provider’s own sign-up', { metadata: { register_source: 'own-form' } }, false],
    ['a blank source', { metadata: { register_source: ' ' } }, false],
    ['a library login', externalWithoutPassword, true],
  ])('%s is external: %s', (_case, user, external) => {
    expect(isExternalRegisterSource(user, ['own-form'])).toBe(external);
  });

  it('counts every source as external when the provider names none of its own', () => {
    expect(isExternalRegisterSource({ metadata: { register_source: 'own-form' } })).toBe(true);
  });

  it.each([
    ['an external user without a password', externalWithoutPassword, true],
    ['an external user with a password', externalWithPassword, false],
    ['an own user marked without a password', { metadata: { has_password: false } }, false],
  ])('%s needs a password: %s', (_case, user, needs) => {
    expect(needsPassword(user)).toBe(needs);
  });
});

describe('password action (spec §6)', () => {
  const withOldPassword = { canChangePasswordWithOldPassword: true };
  const resetOnly = { canChangePasswordWithOldPassword: false };
  it.each([
    ['reset only', resetOnly, ownUser, 'reset-mail'],
    ['change with old password', withOldPassword, ownUser, 'edit-password'],
    ['change with old password', withOldPassword, externalWithoutPassword, 'add-password'],
    ['reset only', resetOnly, externalWithoutPassword, 'add-password'],
    ['change with old password', withOldPassword, externalWithPassword, 'edit-password'],
  ] as const)('a provider with %s, %o -> %s', (_case, capabilities, user, action) => {
    expect(passwordActionFor(user, capabilities)).toBe(action);
  });

  it("does not send the provider's own users without a password to add-password", () => {
    const ownWithoutPassword = { metadata: { register_source: 'own-form', has_password: false } };
    expect(passwordActionFor(ownWithoutPassword, resetOnly, ['own-form'])).toBe('reset-mail');
    expect(deleteAccountOverlayFor(ownWithoutPassword, ['own-form'])).toBe('delete-account');
  });
});

describe('delete account destination', () => {
  it.each([
    [externalWithoutPassword, 'warning-account-deletion'],
    [externalWithPassword, 'delete-account'],
    [ownUser, 'delete-account'],
  ] as const)('%o -> %s', (user, overlay) => {
    expect(deleteAccountOverlayFor(user)).toBe(overlay);
  });
});

describe('external delete-account page (custom.deleteAccountUrl)', () => {
  it.each([
    [undefined, undefined],
    [{}, undefined],
    [{ deleteAccountUrl: '' }, undefined],
    [{ deleteAccountUrl: 42 }, undefined],
    [{ deleteAccountUrl: 'not a url' }, undefined],
    [{ deleteAccountUrl: 'javascript:alert(1)' }, undefined],
    [{ deleteAccountUrl: ' https://help.example.com/delete-account ' }, 'https://help.example.com/delete-account'],
    [{ deleteAccountUrl: 'http://127.0.0.1:8080/privacy?delete=1' }, 'http://127.0.0.1:8080/privacy?delete=1'],
  ])('%j -> %s', (custom, url) => {
    expect(externalDeleteAccountUrl(custom)).toBe(url);
  });
});
