import { ACCESS_MODEL, ConfigInvalidError, createServiceContainer, registrationProblems, selectIntegration, type ServiceCapability } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/support/testService';
import { CLEENG_HOSTS, resolveCleengHosts } from './config/hosts';
import { CLEENG_CAPABILITIES, CLEENG_OFFERS_ENTITLEMENT_TYPE, cleengIntegration, createCleengIntegration } from './module';

describe('cleengIntegration: the module the runtime reads', () => {
  it('is named after its config key and enabled by the publisher id', () => {
    expect(cleengIntegration.name).toBe('cleeng');
    expect(cleengIntegration.offerProvider).toBe('cleeng');
    expect(cleengIntegration.isEnabled(testConfig())).toBe(true);
    expect(cleengIntegration.isEnabled(testConfig({ id: 987654321 }))).toBe(true);
    expect(cleengIntegration.isEnabled(testConfig({ id: '  ' }))).toBe(false);
    expect(cleengIntegration.isEnabled(testConfig({ id: null }))).toBe(false);
  });

  it.each([
    ['a monthly offer', { monthlyOffer: 'S1', yearlyOffer: null }, ACCESS_MODEL.SVOD, CLEENG_OFFERS_ENTITLEMENT_TYPE],
    ['a yearly offer', { monthlyOffer: null, yearlyOffer: 'S2' }, ACCESS_MODEL.SVOD, CLEENG_OFFERS_ENTITLEMENT_TYPE],
    ['both', { monthlyOffer: 'S1', yearlyOffer: 'S2' }, ACCESS_MODEL.SVOD, CLEENG_OFFERS_ENTITLEMENT_TYPE],
    ['no offer', { monthlyOffer: null, yearlyOffer: null }, ACCESS_MODEL.AUTHVOD, null],
    ['blank offers', { monthlyOffer: ' ', yearlyOffer: '' }, ACCESS_MODEL.AUTHVOD, null],
  ])('with %s: access model %s, entitlement type %s (000 §4)', (_name, offers, accessModel, entitlementType) => {
    const config = testConfig(offers);
    expect(cleengIntegration.accessModel(config)).toBe(accessModel);
    expect(cleengIntegration.entitlementType(config)).toBe(entitlementType);
    // The same offers are the ones choose-offer shows on the site.
    expect(cleengIntegration.siteOfferIds?.(config)).toEqual([offers.monthlyOffer, offers.yearlyOffer].filter((id) => id?.trim()));
  });

  it('carries the subscription-billing row of the feature-flag table (000 §6)', () => {
    expect(cleengIntegration.capabilities).toEqual({
      canUpdateEmail: true,
      canSupportEmptyFullName: true,
      canRenewSubscription: true,
      canUpdatePaymentMethod: true,
      canExportAccountData: false,
      canDeleteAccount: false,
      canChangePasswordWithOldPassword: false,
      canShowReceipts: false,
      hasNotifications: false,
      listLimit: 48,
    });
  });

  it('is the one integration selectIntegration picks for a config with a publisher id', () => {
    expect(selectIntegration(testConfig(), [cleengIntegration])).toBe(cleengIntegration);
  });

  it('registers its services on demand, consistent with its flags', async () => {
    const container = createServiceContainer();
    container.value('config', testConfig());
    container.value('capabilities', CLEENG_CAPABILITIES);
    await cleengIntegration.register(container, testConfig());
    const registered = new Set<ServiceCapability>(
      (['auth', 'profile', 'consents', 'lists', 'passwordChange', 'deviceLogin', 'externalLogin', 'checkout', 'subscriptions', 'entitlement', 'notifications', 'accountData'] as const).filter((name) => container.has(name)),
    );
    expect([...registered].sort()).toEqual(['auth', 'checkout', 'consents', 'deviceLogin', 'entitlement', 'profile', 'subscriptions']);
    expect(registrationProblems(CLEENG_CAPABILITIES, registered)).toEqual([]);
  });

  it('refuses, at start-up, a config whose publisher id is missing', async () => {
    const container = createServiceContainer();
    await expect(cleengIntegration.register(container, testConfig({ id: null }))).rejects.toBeInstanceOf(ConfigInvalidError);
  });

  it('the module with a host override is the same module otherwise', () => {
    const local = createCleengIntegration({ hostOverride: 'http://127.0.0.1:8091' });
    expect(local.capabilities).toBe(cleengIntegration.capabilities);
    expect(local.accessModel(testConfig())).toBe(ACCESS_MODEL.SVOD);
  });
});

describe('hosts', () => {
  it('sandbox unless useSandbox is false (the config defaults it to true), production otherwise (000 §9)', () => {
    expect(resolveCleengHosts(testConfig())).toEqual(CLEENG_HOSTS.sandbox);
    expect(resolveCleengHosts(testConfig({ useSandbox: true }))).toEqual(CLEENG_HOSTS.sandbox);
    expect(resolveCleengHosts(testConfig({ useSandbox: false }))).toEqual(CLEENG_HOSTS.production);
    expect(CLEENG_HOSTS.production.mediaStore).toBe('https://mediastoreapi.cleeng.com');
    expect(CLEENG_HOSTS.sandbox.mediaStore).toBe('https://mediastoreapi-sandbox.cleeng.com');
  });

  it('a development override points both hosts at a local stand-in', () => {
    expect(resolveCleengHosts(testConfig(), 'http://127.0.0.1:8091/')).toEqual({ mediaStore: 'http://127.0.0.1:8091', auth: 'http://127.0.0.1:8091/auth' });
    expect(resolveCleengHosts(testConfig({ useSandbox: true }), { auth: 'http://localhost:9/' })).toEqual({ mediaStore: CLEENG_HOSTS.sandbox.mediaStore, auth: 'http://localhost:9' });
    expect(resolveCleengHosts(testConfig({ useSandbox: false }), '  ')).toEqual(CLEENG_HOSTS.production);
    expect(resolveCleengHosts(testConfig({ useSandbox: false }), null)).toEqual(CLEENG_HOSTS.production);
  });
});
