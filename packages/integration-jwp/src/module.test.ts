import { ACCESS_MODEL, ConfigInvalidError, createServiceContainer, registrationProblems, selectIntegration, type ServiceCapability } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/support/fakeJwp';
import { JWP_HOSTS, resolveJwpHost } from './config/hosts';
import { JWP_ASSET_ENTITLEMENT_TYPE, JWP_CAPABILITIES, createJwpIntegration, jwpIntegration } from './module';

const ALL: readonly ServiceCapability[] = ['auth', 'profile', 'consents', 'lists', 'passwordChange', 'deviceLogin', 'externalLogin', 'checkout', 'subscriptions', 'entitlement', 'notifications', 'accountData'];

describe('jwpIntegration: the module the runtime reads', () => {
  it('is named after its config key and enabled by the client id', () => {
    expect(jwpIntegration.name).toBe('jwp');
    expect(jwpIntegration.offerProvider).toBe('jwp');
    expect(jwpIntegration.isEnabled(testConfig())).toBe(true);
    expect(jwpIntegration.isEnabled(testConfig({ clientId: ' ' }))).toBe(false);
    expect(jwpIntegration.isEnabled(testConfig({ clientId: null }))).toBe(false);
  });

  it.each([
    ['an asset id', { assetId: 118441 }, ACCESS_MODEL.SVOD, JWP_ASSET_ENTITLEMENT_TYPE, ['118441']],
    ['an asset id as text', { assetId: '118441' }, ACCESS_MODEL.SVOD, JWP_ASSET_ENTITLEMENT_TYPE, ['118441']],
    ['no asset id', { assetId: null }, ACCESS_MODEL.AUTHVOD, null, []],
  ])('with %s: access model %s, entitlement type %s (000 §4)', (_case, jwp, accessModel, entitlementType, siteOffers) => {
    const config = testConfig(jwp);
    expect(jwpIntegration.accessModel(config)).toBe(accessModel);
    expect(jwpIntegration.entitlementType(config)).toBe(entitlementType);
    expect(jwpIntegration.siteOfferIds?.(config)).toEqual(siteOffers);
  });

  it('carries the video-platform row of the feature-flag table (000 §6)', () => {
    expect(jwpIntegration.capabilities).toEqual({
      canUpdateEmail: false,
      canSupportEmptyFullName: false,
      canRenewSubscription: false,
      canUpdatePaymentMethod: false,
      canExportAccountData: true,
      canDeleteAccount: true,
      canChangePasswordWithOldPassword: true,
      canShowReceipts: true,
      hasNotifications: true,
      listLimit: 48,
    });
  });

  it('is the one integration selectIntegration picks for a config with a client id', () => {
    expect(selectIntegration(testConfig(), [jwpIntegration])).toBe(jwpIntegration);
  });

  it('registers its services on demand, consistent with its flags', async () => {
    const container = createServiceContainer();
    container.value('config', testConfig());
    container.value('capabilities', JWP_CAPABILITIES);
    await jwpIntegration.register(container, testConfig());
    const registered = new Set(ALL.filter((name) => container.has(name)));
    expect([...registered].sort()).toEqual(['accountData', 'auth', 'checkout', 'consents', 'entitlement', 'lists', 'notifications', 'passwordChange', 'profile', 'subscriptions']);
    expect(registrationProblems(JWP_CAPABILITIES, registered)).toEqual([]);
  });

  it('refuses, at start-up, a config whose client id is missing', async () => {
    await expect(jwpIntegration.register(createServiceContainer(), testConfig({ clientId: null }))).rejects.toBeInstanceOf(ConfigInvalidError);
  });

  it('the module with a host override is the same module otherwise', () => {
    const local = createJwpIntegration({ hostOverride: 'http://127.0.0.1:4010/inplayer' });
    expect(local.capabilities).toBe(jwpIntegration.capabilities);
    expect(local.accessModel(testConfig())).toBe(ACCESS_MODEL.SVOD);
  });
});

describe('hosts', () => {
  it.each([
    ['no flag (the config defaults it to true)', {}, JWP_HOSTS.sandbox],
    ['useSandbox true', { useSandbox: true }, JWP_HOSTS.sandbox],
    ['useSandbox false', { useSandbox: false }, JWP_HOSTS.production],
  ])('%s -> %s (000 §9)', (_case, jwp, host) => {
    expect(resolveJwpHost(testConfig(jwp))).toBe(host);
  });

  it('a development override (one base URL) replaces the host; a blank one does not', () => {
    expect(resolveJwpHost(testConfig({ useSandbox: false }), 'http://127.0.0.1:4010/inplayer/')).toBe('http://127.0.0.1:4010/inplayer');
    expect(resolveJwpHost(testConfig({ useSandbox: false }), '  ')).toBe(JWP_HOSTS.production);
    expect(resolveJwpHost(testConfig({ useSandbox: false }), null)).toBe(JWP_HOSTS.production);
  });
});
