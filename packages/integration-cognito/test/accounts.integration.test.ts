import { AppError, toggleFavorite } from '@ott/common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: the starter is plain JavaScript (it also runs from the start script).
import { startCognitoLocal } from '../testing/cognitoLocal.mjs';
import { COGNITO_LIST_LIMIT } from '../src/module';
import { ACCESS_TOKEN_REFRESH_MARGIN_MS } from '../src/session/CognitoSession';
import { createCognitoTestService, type PoolAddress } from './support/cognitoTestService';

interface Emulator {
  url: string;
  poolId: string;
  clientId: string;
  readConfirmationCode(email: string): string | null;
  stop(): Promise<void>;
}

// Against cognito-local on loopback (testing/cognitoLocal.mjs), seeded with the demo pool.
let emulator: Emulator;
let pool: PoolAddress;
let counter = 0;
const PASSWORD = 'secret123';
const newEmail = () => `viewer${Date.now()}${(counter += 1)}@example.org`;

beforeAll(async () => {
  emulator = (await startCognitoLocal()) as Emulator;
  pool = { endpoint: `${emulator.url}/`, userPoolId: emulator.poolId, clientId: emulator.clientId };
}, 30_000);
afterAll(() => emulator?.stop());

const signedUp = async () => {
  const email = newEmail();
  const test = createCognitoTestService(pool);
  await test.service.register({ email, password: PASSWORD, referrer: '', consents: [] });
  return { ...test, email };
};

/** The catalogue message a failure shows (the error's code is its HTTP status where there is one). */
const failureMessage = async (promise: Promise<unknown>): Promise<unknown> => {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
};

describe('sign-up and sign-in against the pool', () => {
  it('signs a new viewer up and in: the user is the pool user with their email', async () => {
    const { service, email } = await signedUp();
    const { user } = await service.getUser();
    expect(user.email).toBe(email);
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await service.getAuthData()).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
  });

  it('refuses the same email twice with "user already exists" (registration.user_exists)', async () => {
    const { email } = await signedUp();
    const other = createCognitoTestService(pool);
    await expect(other.service.register({ email, password: PASSWORD, referrer: '', consents: [] })).rejects.toThrow('user already exists');
  });

  it('signs in with the right password, and refuses a wrong one as "Failed to authenticate user"', async () => {
    const { email } = await signedUp();
    const device = createCognitoTestService(pool);
    expect((await device.service.login({ email, password: PASSWORD, referrer: '' })).user.email).toBe(email);
    const stranger = createCognitoTestService(pool);
    expect(await failureMessage(stranger.service.login({ email, password: 'wrong1234', referrer: '' }))).toBe('Failed to authenticate user');
    expect(await stranger.service.getAuthData()).toBeNull();
  });
});

describe('the session', () => {
  it('refreshes once for concurrent callers when the access token is about to expire, then keeps the new token', async () => {
    const { service, identity, clock } = await signedUp();
    const before = (await service.getAuthData())!;
    const refresh = vi.spyOn(identity, 'refresh');
    clock.now = before.expires! - ACCESS_TOKEN_REFRESH_MARGIN_MS + 1000;
    // The emulator's tokens carry second-precision times: a later second gives a different token.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const [first, second, third] = await Promise.all([service.getAuthData(), service.getAuthData(), service.getUser()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(first!.token).not.toBe(before.token);
    expect(second!.token).toBe(first!.token);
    expect(first!.refreshToken).toBe(before.refreshToken);
    expect(third.user.email).toBeTruthy();
  });

  it('logs out when the refresh is refused (the refresh token was revoked by a logout elsewhere)', async () => {
    const { service, clock, email } = await signedUp();
    const onSessionExpired = vi.fn();
    await service.initialize({ onSessionExpired });
    const tokens = (await service.getAuthData())!;
    // Another device with the same refresh token logs out: the token is revoked.
    const other = createCognitoTestService(pool);
    await other.service.login({ email, password: PASSWORD, referrer: '' });
    await other.identity.revokeRefreshToken(tokens.refreshToken!);
    clock.now = tokens.expires! + 1;
    expect(await failureMessage(service.getAuthData())).toBe('Not logged in');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(await service.getAuthData()).toBeNull();
  });

  it('logout forgets the session and revokes the refresh token', async () => {
    const { service, identity } = await signedUp();
    const { refreshToken } = (await service.getAuthData())!;
    await service.logout();
    expect(await service.getAuthData()).toBeNull();
    await expect(identity.refresh(refreshToken!)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('favorites and watch history in the user attributes', () => {
  it('keeps favorites and history as JSON in custom:favorites and custom:watchHistory, read back by a second device', async () => {
    const { service, email } = await signedUp();
    const { user } = await service.getUser();
    await service.saveFavorites(user, [{ mediaid: 'abcd1234' }, { mediaid: 'efgh5678' }]);
    await service.saveWatchHistory(user, [{ mediaid: 'abcd1234', progress: 0.42 }]);
    const device = createCognitoTestService(pool);
    await device.service.login({ email, password: PASSWORD, referrer: '' });
    expect(await device.service.getFavorites()).toEqual([{ mediaid: 'abcd1234' }, { mediaid: 'efgh5678' }]);
    expect(await device.service.getWatchHistory()).toEqual([{ mediaid: 'abcd1234', progress: 0.42 }]);
    const raw = await device.identity.getUser((await device.service.getAuthData())!.token);
    expect(raw.UserAttributes.find(({ Name }) => Name === 'custom:favorites')?.Value).toBe('[{"mediaid":"abcd1234"},{"mediaid":"efgh5678"}]');
  });

  it('holds at most 40 entries (the pool attribute fits them); the 41st favorite gets the favorites warning', async () => {
    const { service } = await signedUp();
    const { user } = await service.getUser();
    const ids = Array.from({ length: 45 }, (_, index) => `media${String(index).padStart(3, '0')}`);
    await service.saveFavorites(user, ids.map((mediaid) => ({ mediaid })));
    await service.saveWatchHistory(user, ids.map((mediaid, index) => ({ mediaid, progress: (index + 1) / 47 })));
    const favorites = await service.getFavorites();
    expect(favorites).toHaveLength(COGNITO_LIST_LIMIT);
    expect(favorites[0]).toEqual({ mediaid: 'media000' });
    expect(await service.getWatchHistory()).toHaveLength(COGNITO_LIST_LIMIT);
    expect(toggleFavorite(favorites, { mediaid: 'media099' }, COGNITO_LIST_LIMIT)).toEqual({
      ok: false,
      warning: { translationKey: 'video:favorites_warning', maxCount: 40 },
    });
  });
});

describe('passwords', () => {
  it('changes the password with the old one; a wrong old password is "old password does not match"', async () => {
    const { service, email } = await signedUp();
    expect(await failureMessage(service.changePasswordWithOldPassword({ oldPassword: 'wrong1234', newPassword: 'newsecret1', newPasswordConfirmation: 'newsecret1' }))).toBe(
      'old password does not match',
    );
    await service.changePasswordWithOldPassword({ oldPassword: PASSWORD, newPassword: 'newsecret1', newPasswordConfirmation: 'newsecret1' });
    const device = createCognitoTestService(pool);
    expect(await failureMessage(device.service.login({ email, password: PASSWORD, referrer: '' }))).toBe('Failed to authenticate user');
    expect((await device.service.login({ email, password: 'newsecret1', referrer: '' })).user.email).toBe(email);
  });

  it('resets a forgotten password with the mailed code; a wrong code is the invalid reset link', async () => {
    const { email } = await signedUp();
    const visitor = createCognitoTestService(pool);
    await visitor.service.forgotPassword({ email, resetUrl: 'http://127.0.0.1:5178/?u=reset-password' });
    const code = emulator.readConfirmationCode(email);
    expect(code).toMatch(/^\d+$/);
    await expect(visitor.service.resetPassword({ email, resetPasswordToken: '000000x', newPassword: 'another1x', newPasswordConfirmation: 'another1x' })).rejects.toThrow(
      'resetPasswordToken is not valid',
    );
    await visitor.service.resetPassword({ email, resetPasswordToken: code!, newPassword: 'another1x', newPasswordConfirmation: 'another1x' });
    expect((await visitor.service.login({ email, password: 'another1x', referrer: '' })).user.email).toBe(email);
  });

  it('answers a forgotten password for an unknown email like a known one (no account enumeration)', async () => {
    const visitor = createCognitoTestService(pool);
    await expect(visitor.service.forgotPassword({ email: newEmail() })).resolves.toBeUndefined();
  });
});
