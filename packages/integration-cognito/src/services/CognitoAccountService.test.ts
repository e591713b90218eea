import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createCognitoTestService } from '../../test/support/cognitoTestService';
import { COGNITO_ENDPOINT, fakeJwt, useMswServer } from '../../test/support/msw';

const server = useMswServer();
const POOL = { endpoint: COGNITO_ENDPOINT, userPoolId: 'us-east-1_0tt0demo', clientId: '0ttdemoclient00000000000000' };
const NOW = Date.parse('2026-11-26T12:00:00Z');
const accessToken = (exp: number, n = 1) => fakeJwt({ sub: 'user-1', username: 'user-1', exp: Math.floor(exp / 1000), n });

interface CognitoCall {
  target: string;
  body: Record<string, unknown>;
}

/** Cognito's JSON protocol: one POST per operation, named by X-Amz-Target; `reply` answers each. */
function cognito(reply: (call: CognitoCall) => Response | Promise<Response>) {
  const calls: CognitoCall[] = [];
  server.use(
    http.post(COGNITO_ENDPOINT, async ({ request }) => {
      const call = { target: (request.headers.get('X-Amz-Target') ?? '').replace('AWSCognitoIdentityProviderService.', ''), body: (await request.json()) as Record<string, unknown> };
      calls.push(call);
      return reply(call);
    }),
  );
  return calls;
}

const refusal = (type: string, message: string) => HttpResponse.json({ __type: type, message }, { status: 400 });
const user = { Username: 'user-1', UserAttributes: [{ Name: 'sub', Value: 'user-1' }, { Name: 'email', Value: 'viewer@example.org' }, { Name: 'given_name', Value: 'Ada' }] };

describe('the account service on the Cognito protocol', () => {
  it('signs in with USER_PASSWORD_AUTH, stores the access token as the bearer, and reads the user', async () => {
    const calls = cognito(({ target }) =>
      target === 'InitiateAuth'
        ? HttpResponse.json({ AuthenticationResult: { AccessToken: accessToken(NOW + 3_600_000), IdToken: fakeJwt({ sub: 'user-1', exp: NOW / 1000 + 3600 }), RefreshToken: 'refresh-1', ExpiresIn: 3600 } })
        : HttpResponse.json(user),
    );
    const { service } = createCognitoTestService(POOL, NOW);
    const { user: customer } = await service.login({ email: ' viewer@example.org ', password: 'secret123', referrer: '' });
    expect(customer).toMatchObject({ id: 'user-1', email: 'viewer@example.org', firstName: 'Ada', fullName: 'Ada' });
    expect(calls.map(({ target }) => target)).toEqual(['InitiateAuth', 'GetUser']);
    expect(calls[0]!.body).toMatchObject({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: 'viewer@example.org', PASSWORD: 'secret123' } });
    expect(calls[1]!.body).toEqual({ AccessToken: accessToken(NOW + 3_600_000) });
    expect(await service.getAuthData()).toEqual({ token: accessToken(NOW + 3_600_000), refreshToken: 'refresh-1', expires: Math.floor((NOW + 3_600_000) / 1000) * 1000 });
  });

  it('refreshes a token on a 401 once and retries the call with the new one', async () => {
    let refused = false;
    const calls = cognito(({ target, body }) => {
      if (target === 'InitiateAuth' && body.AuthFlow === 'USER_PASSWORD_AUTH') return HttpResponse.json({ AuthenticationResult: { AccessToken: accessToken(NOW + 3_600_000), IdToken: fakeJwt({ exp: NOW / 1000 + 3600 }), RefreshToken: 'refresh-1' } });
      if (target === 'InitiateAuth') return HttpResponse.json({ AuthenticationResult: { AccessToken: accessToken(NOW + 3_600_000, 2) } });
      if (!refused) {
        refused = true;
        return refusal('NotAuthorizedException', 'Access Token has been revoked');
      }
      return HttpResponse.json(user);
    });
    const { service } = createCognitoTestService(POOL, NOW);
    await service.login({ email: 'viewer@example.org', password: 'secret123', referrer: '' });
    expect(calls.filter(({ target }) => target === 'GetUser').map(({ body }) => body.AccessToken)).toEqual([accessToken(NOW + 3_600_000), accessToken(NOW + 3_600_000, 2)]);
    expect(calls.find(({ body }) => body.AuthFlow === 'REFRESH_TOKEN_AUTH')?.body).toMatchObject({ AuthParameters: { REFRESH_TOKEN: 'refresh-1' } });
  });

  it('keeps the session when the refresh fails for lack of network, and ends it when the pool refuses it', async () => {
    let network = true;
    cognito(({ target, body }) => {
      if (target === 'InitiateAuth' && body.AuthFlow === 'USER_PASSWORD_AUTH') return HttpResponse.json({ AuthenticationResult: { AccessToken: accessToken(NOW + 3_600_000), IdToken: fakeJwt({ exp: NOW / 1000 + 3600 }), RefreshToken: 'refresh-1' } });
      if (target === 'InitiateAuth') return network ? HttpResponse.error() : refusal('NotAuthorizedException', 'Refresh Token has been revoked');
      return HttpResponse.json(user);
    });
    const { service, clock } = createCognitoTestService(POOL, NOW);
    const onSessionExpired = vi.fn();
    await service.initialize({ onSessionExpired });
    await service.login({ email: 'viewer@example.org', password: 'secret123', referrer: '' });
    clock.now = NOW + 3_600_000;
    await expect(service.getAuthData()).rejects.toMatchObject({ code: 'network_error' });
    expect(onSessionExpired).not.toHaveBeenCalled();
    network = false;
    await expect(service.getAuthData()).rejects.toThrow('Not logged in');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(await service.getAuthData()).toBeNull();
  });

  it('a sign-up the pool does not confirm at once fails as "Failed to create account" and signs nobody in', async () => {
    const calls = cognito(() => HttpResponse.json({ UserConfirmed: false, UserSub: 'user-2' }));
    const { service } = createCognitoTestService(POOL, NOW);
    await expect(service.register({ email: 'new@example.org', password: 'secret123', referrer: '', consents: [] })).rejects.toThrow('Failed to create account');
    expect(calls.map(({ target }) => target)).toEqual(['SignUp']);
    expect(calls[0]!.body).toMatchObject({ Username: 'new@example.org', Password: 'secret123', UserAttributes: [{ Name: 'email', Value: 'new@example.org' }] });
    expect(await service.getAuthData()).toBeNull();
  });

  it('updates the names as given_name and family_name; an email change is "Email update not supported"', async () => {
    const calls = cognito(({ target }) => {
      if (target === 'InitiateAuth') return HttpResponse.json({ AuthenticationResult: { AccessToken: accessToken(NOW + 3_600_000), IdToken: fakeJwt({ exp: NOW / 1000 + 3600 }), RefreshToken: 'refresh-1' } });
      if (target === 'UpdateUserAttributes') return HttpResponse.json({ CodeDeliveryDetailsList: [] });
      return HttpResponse.json(user);
    });
    const { service } = createCognitoTestService(POOL, NOW);
    await service.login({ email: 'viewer@example.org', password: 'secret123', referrer: '' });
    await service.updateCustomer({ firstName: 'Grace', lastName: 'Hopper' });
    expect(calls.find(({ target }) => target === 'UpdateUserAttributes')?.body.UserAttributes).toEqual([
      { Name: 'given_name', Value: 'Grace' },
      { Name: 'family_name', Value: 'Hopper' },
    ]);
    await expect(service.updateCustomer({ email: 'other@example.org', confirmationPassword: 'secret123' })).rejects.toThrow('Email update not supported');
  });

  it('sends the site\'s reset page to the pool\'s message trigger with the code request', async () => {
    const calls = cognito(() => HttpResponse.json({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } }));
    const { service } = createCognitoTestService(POOL, NOW);
    await service.forgotPassword({ email: 'viewer@example.org', resetUrl: 'https://site.example.org/?u=reset-password' });
    expect(calls[0]).toMatchObject({ target: 'ForgotPassword', body: { Username: 'viewer@example.org', ClientMetadata: { resetUrl: 'https://site.example.org/?u=reset-password' } } });
  });
});
