import { configSchema, type Config } from '@ott/common';

export { useMswServer } from '@ott/test-support';

export const SERVER = 'https://ott.example.org';
export const API_URL = `${SERVER}/api/cognito`;
export const COGNITO_ENDPOINT = 'https://cognito-idp.us-east-1.amazonaws.com/';

/** A config that enables this integration with the contract's demo values (democognito). */
export const testConfig = (cognito: Record<string, unknown> = {}): Config =>
  configSchema.parse({
    id: 'democognito',
    description: 'Test site',
    siteId: 'site1',
    content: [],
    menu: [],
    integrations: {
      cognito: {
        region: 'us-east-1',
        userPoolId: 'us-east-1_0tt0demo',
        clientId: '0ttdemoclient00000000000000',
        accountUrl: API_URL,
        apiUrl: API_URL,
        entitlementUrl: API_URL,
        billingPortalUrl: `${API_URL}/billing-portal`,
        ...cognito,
      },
    },
  });

/** A JWT-shaped token with these claims (unsigned: the client reads claims, the server verifies). */
export const fakeJwt = (claims: Record<string, unknown>): string =>
  ['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.signature';
