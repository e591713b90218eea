import { describe, expect, it } from 'vitest';
import { configSchema } from '../entities/config';
import { MultipleEntitlementTypesError, MultipleIntegrationsError } from './errors';
import { checkSingleIntegration, getEnabledEntitlementTypes, getEnabledIntegration, getEnabledIntegrations } from './integrations';

const withIntegrations = (integrations: unknown) => configSchema.parse({ description: 'd', siteId: 's', content: [], menu: [], integrations });

describe('enabled integration', () => {
  it.each([
    ['none', {}, null],
    ['nulls', { cleeng: null, jwp: null, custom: null, cognito: null }, null],
    ['blank ids', { cleeng: { id: ' ' }, jwp: { clientId: '' }, custom: { apiUrl: null }, cognito: { region: 'eu-west-1' } }, null],
    ['cleeng', { cleeng: { id: '199302190', monthlyOffer: 'S1' } }, 'cleeng'],
    ['cleeng with a numeric id', { cleeng: { id: 199302190 } }, 'cleeng'],
    ['jwp', { jwp: { clientId: 'client', assetId: 123 } }, 'jwp'],
    ['custom', { custom: { apiUrl: 'https://api.example' } }, 'custom'],
    ['cognito', { cognito: { region: 'eu-west-1', userPoolId: 'eu-west-1_abc', clientId: 'c' } }, 'cognito'],
  ])('%s -> %s', (_name, integrations, expected) => {
    const config = withIntegrations(integrations);
    expect(getEnabledIntegration(config)).toBe(expected);
    expect(checkSingleIntegration(config)).toBeNull();
  });

  it('reports every enabled integration when there are several', () => {
    const config = withIntegrations({ cleeng: { id: '1' }, jwp: { clientId: 'c' }, custom: { apiUrl: 'u' }, cognito: { userPoolId: 'p' } });
    expect(getEnabledIntegrations(config)).toEqual(['cleeng', 'jwp', 'custom', 'cognito']);
    const error = checkSingleIntegration(config);
    expect(error).toBeInstanceOf(MultipleIntegrationsError);
    expect(error?.message).toBe('Failed to initialize app, more than 1 integrations are enabled');
  });
});

describe('enabled entitlement types', () => {
  it.each([
    ['cleeng monthly offer', { cleeng: { id: '1', monthlyOffer: 'S1' } }, ['cleeng_offers']],
    ['cleeng yearly offer', { cleeng: { id: '1', yearlyOffer: 'S2' } }, ['cleeng_offers']],
    ['jwp asset', { jwp: { clientId: 'c', assetId: 42 } }, ['jwp_access_fees']],
    ['custom entitlement host', { custom: { apiUrl: 'u', entitlementUrl: 'https://ent' } }, ['entitlement_service']],
    ['cognito entitlement host', { cognito: { userPoolId: 'p', entitlementUrl: 'https://ent' } }, ['entitlement_service']],
    ['none', { custom: { apiUrl: 'u' } }, []],
  ])('%s', (_name, integrations, expected) => {
    expect(getEnabledEntitlementTypes(withIntegrations(integrations))).toEqual(expected);
  });

  it('refuses two entitlement types under one integration', () => {
    const config = withIntegrations({ cleeng: { id: '1', monthlyOffer: 'S1' }, jwp: { assetId: 42 } });
    expect(getEnabledIntegration(config)).toBe('cleeng');
    const error = checkSingleIntegration(config);
    expect(error).toBeInstanceOf(MultipleEntitlementTypesError);
    expect(error?.message).toBe('Failed to initialize app, more than 1 entitlement types are enabled');
  });
});
