import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors/AppError';
import {
  FEATURE_LABELS,
  INTEGRATION_TYPES,
  NO_PROVIDER_CAPABILITIES,
  PROVIDER_CAPABILITIES,
  assertEmailChangeAllowed,
  assertFeatureEnabled,
  providerCapabilitiesSchema,
  type CapabilityFlag,
} from './capabilities';

/** 000 §6, column by column: cleeng (billing), jwp (video platform), custom API, cognito variant. */
const TABLE: [CapabilityFlag | 'listLimit', boolean | number, boolean | number, boolean | number, boolean | number][] = [
  ['canUpdateEmail', true, false, false, false],
  ['canSupportEmptyFullName', true, false, true, true], // "not shown" for the last three: decided
  ['canRenewSubscription', true, false, false, false],
  ['canUpdatePaymentMethod', true, false, false, false],
  ['canExportAccountData', false, true, false, false],
  ['canDeleteAccount', false, true, false, false],
  ['canChangePasswordWithOldPassword', false, true, false, true],
  ['canShowReceipts', false, true, false, false],
  ['hasNotifications', false, true, false, false],
  ['listLimit', 48, 48, 48, 40],
];

describe('provider capabilities', () => {
  it.each(TABLE)('%s: cleeng %s, jwp %s, custom %s, cognito %s', (flag, cleeng, jwp, custom, cognito) => {
    expect(INTEGRATION_TYPES.map((type) => PROVIDER_CAPABILITIES[type][flag])).toEqual([cleeng, jwp, custom, cognito]);
  });

  it('validates every provider row and the no-provider row against the schema', () => {
    for (const capabilities of [...Object.values(PROVIDER_CAPABILITIES), NO_PROVIDER_CAPABILITIES]) {
      expect(providerCapabilitiesSchema.parse(capabilities)).toEqual(capabilities);
    }
  });

  it('lets a site without account provider do nothing account-related', () => {
    const { listLimit, ...flags } = NO_PROVIDER_CAPABILITIES;
    expect(Object.values(flags).every((flag) => flag === false)).toBe(true);
    expect(listLimit).toBe(48);
  });
});

describe('assertFeatureEnabled', () => {
  it.each([
    ['cleeng', 'canExportAccountData', 'Export account feature is not enabled'],
    ['cleeng', 'canDeleteAccount', 'Delete account feature is not enabled'],
    ['custom', 'canExportAccountData', 'Export account feature is not enabled'],
    ['cognito', 'canDeleteAccount', 'Delete account feature is not enabled'],
  ] as const)('%s: %s raises "%s"', (type, flag, message) => {
    expect(() => assertFeatureEnabled(PROVIDER_CAPABILITIES[type], flag)).toThrow(message);
  });

  it.each([['canExportAccountData'], ['canDeleteAccount']] as const)('lets the video-platform provider use %s', (flag) => {
    expect(() => assertFeatureEnabled(PROVIDER_CAPABILITIES.jwp, flag)).not.toThrow();
  });

  it('names every boolean capability', () => {
    expect(Object.keys(FEATURE_LABELS).sort()).toEqual(TABLE.map(([flag]) => flag).filter((flag) => flag !== 'listLimit').sort());
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
    ['jwp', { email: 'a@b.c', confirmationPassword: 'p' }, 'Email update not supported'],
    ['cleeng', { email: 'a@b.c' }, 'Wrong email/password combination'],
    ['cleeng', { confirmationPassword: 'p' }, 'Wrong email/password combination'],
    ['cleeng', { email: 'a@b.c', confirmationPassword: '' }, 'Wrong email/password combination'],
    ['cleeng', { email: 'a@b.c', confirmationPassword: 'p' }, undefined],
  ] as const)('%s with %j -> %s', (type, change, message) => {
    expect(failure(() => assertEmailChangeAllowed(PROVIDER_CAPABILITIES[type], change))?.message).toBe(message);
  });
});
