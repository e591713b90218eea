import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors/AppError';
import {
  FEATURE_LABELS,
  NO_PROVIDER_CAPABILITIES,
  assertFeatureEnabled,
  providerCapabilitiesSchema,
} from './capabilities';
import { assertEmailChangeAllowed } from './emailChange';

/** A provider that can do everything the table lists, and one that can do nothing of it. */
const EVERYTHING = { ...NO_PROVIDER_CAPABILITIES, canUpdateEmail: true, canExportAccountData: true, canDeleteAccount: true };
const NOTHING = NO_PROVIDER_CAPABILITIES;

describe('provider capabilities', () => {
  it('validates a row against the schema and refuses a row without a positive whole list limit', () => {
    expect(providerCapabilitiesSchema.parse(EVERYTHING)).toEqual(EVERYTHING);
    expect(providerCapabilitiesSchema.safeParse({ ...EVERYTHING, listLimit: 0 }).success).toBe(false);
    expect(providerCapabilitiesSchema.safeParse({ ...EVERYTHING, listLimit: 4.5 }).success).toBe(false);
  });

  it('lets a site without account provider do nothing account-related', () => {
    const { listLimit, ...flags } = NO_PROVIDER_CAPABILITIES;
    expect(Object.values(flags).every((flag) => flag === false)).toBe(true);
    expect(listLimit).toBe(48);
  });
});

describe('assertFeatureEnabled', () => {
  it.each([
    ['canExportAccountData', 'Export account feature is not enabled'],
    ['canDeleteAccount', 'Delete account feature is not enabled'],
    ['canShowReceipts', 'Receipts feature is not enabled'],
  ] as const)('%s off raises "%s"', (flag, message) => {
    expect(() => assertFeatureEnabled(NOTHING, flag)).toThrow(message);
  });

  it.each([['canExportAccountData'], ['canDeleteAccount']] as const)('lets a provider with %s use it', (flag) => {
    expect(() => assertFeatureEnabled(EVERYTHING, flag)).not.toThrow();
  });

  it('names every boolean capability', () => {
    const flags = Object.keys(NO_PROVIDER_CAPABILITIES).filter((flag) => flag !== 'listLimit');
    expect(Object.keys(FEATURE_LABELS).sort()).toEqual(flags.sort());
  });
});

describe('assertEmailChangeAllowed', () => {
  const failure = (run: () => void): AppError | undefined => {
    try {
      run();
    } catch (error) {
      return error as AppError;
    }
    return undefined;
  };

  it.each([
    ['cannot update email', NOTHING, { email: 'a@b.c', confirmationPassword: 'p' }, 'Email update not supported'],
    ['can update email', EVERYTHING, { email: 'a@b.c' }, 'Wrong email/password combination'],
    ['can update email', EVERYTHING, { confirmationPassword: 'p' }, 'Wrong email/password combination'],
    ['can update email', EVERYTHING, { email: 'a@b.c', confirmationPassword: '' }, 'Wrong email/password combination'],
    ['can update email', EVERYTHING, { email: 'a@b.c', confirmationPassword: 'p' }, undefined],
  ] as const)('a provider that %s, with %j -> %s', (_case, capabilities, change, message) => {
    expect(failure(() => assertEmailChangeAllowed(capabilities, change))?.message).toBe(message);
  });
});
