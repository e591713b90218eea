import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, fakeJwt, useMswServer } from '../../test/support/msw';
import { exchangeToken } from './exchangeToken';
import { CognitoApiClient } from '../api/CognitoApiClient';
import { CognitoEntitlementService } from '../services/CognitoEntitlementService';

const server = useMswServer();

describe('exchangeToken (POST {accountUrl}/exchange-token)', () => {
  it('trades the provider\'s token for our viewer jwt and keeps {jwt, sub, provider, access}', async () => {
    const viewerJwt = fakeJwt({ sub: 'card-2000', provider: 'library', access: 'avod', iat: 1, exp: 2 });
    let sent: unknown;
    server.use(
      http.post(`${API_URL}/exchange-token`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: viewerJwt });
      }),
    );
    expect(await exchangeToken(`${API_URL}/`, 'provider-jwt')).toEqual({ jwt: viewerJwt, sub: 'card-2000', provider: 'library', access: 'avod' });
    expect(sent).toEqual({ credentials: { token: 'provider-jwt' } });
  });

  it('fails with the server\'s "Invalid token" (401) when the provider\'s token does not verify', async () => {
    server.use(http.post(`${API_URL}/exchange-token`, () => HttpResponse.json({ message: 'Invalid token' }, { status: 401 })));
    await expect(exchangeToken(API_URL, 'forged')).rejects.toMatchObject({ message: 'Invalid token', code: 401 });
  });

  it('refuses a reply that is not a readable jwt', async () => {
    server.use(http.post(`${API_URL}/exchange-token`, () => HttpResponse.json({ token: 'not-a-jwt' })));
    await expect(exchangeToken(API_URL, 'provider-jwt')).rejects.toThrow('Invalid reply from the server');
  });
});

describe('the media token of a viewer-token user (POST {entitlementUrl}/entitlement as a viewer)', () => {
  it('sends the viewer jwt as the viewer-token credential and gives the signed media token, or "Unauthorized"', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API_URL}/entitlement`, async ({ request }) => {
        const body = (await request.json()) as { asset: { id: string } };
        sent.push(body);
        return HttpResponse.json(body.asset.id === 'avod0001' ? { entitled: true, token: 'signed-media' } : { entitled: false });
      }),
    );
    // No account session: a viewer-token user has none, and the call must not ask for one.
    const noAccount = { authorized: () => Promise.reject(new Error('no account session')) };
    const viewer = new CognitoEntitlementService(new CognitoApiClient({ apiUrl: API_URL, entitlementUrl: API_URL }), noAccount, () => ({ jwt: 'viewer-jwt', sub: 'card-2000' }));
    expect(await viewer.getMediaToken({ mediaId: 'avod0001' })).toBe('signed-media');
    await expect(viewer.getMediaToken({ mediaId: 'svod0001' })).rejects.toThrow('Unauthorized');
    expect(sent[0]).toEqual({ provider: 'viewer-token', credentials: { token: 'viewer-jwt' }, asset: { id: 'avod0001' } });
  });
});
