import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support/msw';
import { cognitoEndpoint, poolRegion, serviceUrl } from './endpoints';

describe('where the integration calls', () => {
  it.each([
    ['the region setting', { region: 'eu-west-1' }, 'https://cognito-idp.eu-west-1.amazonaws.com/'],
    ['the pool id\'s prefix without one', { region: '', userPoolId: 'ap-south-1_AbC' }, 'https://cognito-idp.ap-south-1.amazonaws.com/'],
  ])('Cognito\'s endpoint from %s', (_name, settings, endpoint) => {
    expect(cognitoEndpoint(testConfig(settings))).toBe(endpoint);
  });

  it.each([
    ['as given with a slash', 'http://127.0.0.1:9229/', 'http://127.0.0.1:9229/'],
    ['with a slash added', ' http://127.0.0.1:9229 ', 'http://127.0.0.1:9229/'],
  ])('the development override %s', (_name, override, endpoint) => {
    expect(cognitoEndpoint(testConfig(), override)).toBe(endpoint);
  });

  it('refuses a config without any region', () => {
    expect(() => poolRegion(testConfig({ region: '', userPoolId: '_abc' }))).toThrow(expect.objectContaining({ problems: [expect.objectContaining({ path: 'integrations.cognito.region' })] }));
  });

  it.each([
    ['an absolute URL, without its trailing slash', 'https://api.example.org/cognito/', undefined, 'https://api.example.org/cognito'],
    ['a relative one against the content host', '/api/cognito', 'http://127.0.0.1:8080/', 'http://127.0.0.1:8080/api/cognito'],
    ['none', '', 'http://127.0.0.1:8080', undefined],
  ])('a service URL: %s', (_name, apiUrl, contentHost, expected) => {
    expect(serviceUrl(testConfig({ apiUrl }), 'apiUrl', contentHost)).toBe(expected);
  });

  it('refuses a relative service URL with nothing to resolve it against, naming the setting', () => {
    expect(() => serviceUrl(testConfig({ billingPortalUrl: '/api/cognito/billing-portal' }), 'billingPortalUrl')).toThrow(
      expect.objectContaining({ problems: [expect.objectContaining({ path: 'integrations.cognito.billingPortalUrl' })] }),
    );
  });
});
