import { describe, expect, it } from 'vitest';
import { PROVIDER_CAPABILITIES } from '../services/capabilities';
import { deleteAccountOverlayFor, isExternalRegisterSource, needsPassword, passwordActionFor } from './passwordAction';

const ownUser = { metadata: { has_password: true } };
const externalWithoutPassword = { metadata: { register_source: 'library', has_password: false } };
const externalWithPassword = { metadata: { register_source: 'library', has_password: true } };

describe('register source', () => {
  it.each([
    ['no source', ownUser, false],
    ['the provider’s own sign-up', { metadata: { register_source: 'inplayer' } }, false],
    ['a blank source', { metadata: { register_source: ' ' } }, false],
    ['a library login', externalWithoutPassword, true],
  ])('%s is external: %s', (_case, user, external) => {
    expect(isExternalRegisterSource(user)).toBe(external);
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
  it.each([
    ['custom', ownUser, 'reset-mail'],
    ['cleeng', ownUser, 'reset-mail'],
    ['jwp', ownUser, 'edit-password'],
    ['cognito', ownUser, 'edit-password'],
    ['jwp', externalWithoutPassword, 'add-password'],
    ['custom', externalWithoutPassword, 'add-password'],
    ['jwp', externalWithPassword, 'edit-password'],
  ] as const)('%s provider, %o -> %s', (provider, user, action) => {
    expect(passwordActionFor(user, PROVIDER_CAPABILITIES[provider])).toBe(action);
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
