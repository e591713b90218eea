import { ACCESS_MODEL, NO_PROVIDER_CAPABILITIES, createServiceContainer, selectIntegration } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/support/msw';
import { COGNITO_CAPABILITIES, cognitoIntegration, createCognitoIntegration } from './module';

describe('the Cognito module (000 §4, §6)', () => {
  it.each([
    ['a pool id', { userPoolId: 'us-east-1_abc' }, true],
    ['no pool id', { userPoolId: '' }, false],
  ])('is enabled by integrations.cognito.userPoolId: %s', (_name, settings, enabled) => {
    expect(cognitoIntegration.isEnabled(testConfig(settings))).toBe(enabled);
  });

  it('has the Cognito column of the feature-flag table: change password with the old one, list limit 40, nothing else', () => {
    expect(COGNITO_CAPABILITIES).toEqual({ ...NO_PROVIDER_CAPABILITIES, canChangePasswordWithOldPassword: true, listLimit: 40 });
  });

  it('makes the site SVOD, manages subscriptions in the billing portal and names its entitlement type', () => {
    const config = testConfig();
    expect(cognitoIntegration.accessModel(config)).toBe(ACCESS_MODEL.SVOD);
    expect(cognitoIntegration.customerPortal?.(config)).toBe(true);
    expect(cognitoIntegration.customerPortal?.(testConfig({ billingPortalUrl: '' }))).toBe(false);
    expect(cognitoIntegration.entitlementType(config)).toBe('cognito_entitlement');
    expect(selectIntegration(config, [cognitoIntegration])).toBe(cognitoIntegration);
  });

  it.each([
    ['both offers', { monthlyOffer: 'cognito-monthly', yearlyOffer: 'cognito-yearly' }, ['cognito-monthly', 'cognito-yearly']],
    ['a yearly offer only', { yearlyOffer: ' cognito-yearly ' }, ['cognito-yearly']],
    ['none', {}, []],
  ])("offers the site's monthly and yearly offers on choose-offer: %s", (_name, settings, ids) => {
    expect(cognitoIntegration.siteOfferIds?.(testConfig(settings))).toEqual(ids);
  });

  it('registers account, lists, password change, subscriptions, checkout and entitlement (the last three only with their hosts)', async () => {
    const full = createServiceContainer();
    await createCognitoIntegration({ endpointOverride: 'http://127.0.0.1:9229' }).register(full, testConfig());
    for (const name of ['auth', 'profile', 'lists', 'passwordChange', 'subscriptions', 'checkout', 'entitlement'] as const) expect(full.has(name)).toBe(true);
    const bare = createServiceContainer();
    await cognitoIntegration.register(bare, testConfig({ apiUrl: '', entitlementUrl: '' }));
    expect(bare.has('auth')).toBe(true);
    expect(bare.has('subscriptions')).toBe(false);
    expect(bare.has('entitlement')).toBe(false);
  });

  it('refuses at start-up a config without an app client id, naming the setting', async () => {
    await expect(cognitoIntegration.register(createServiceContainer(), testConfig({ clientId: '' }))).rejects.toMatchObject({
      problems: [{ path: 'integrations.cognito.clientId' }],
    });
  });
});
