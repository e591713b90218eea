import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHER_ID, providerError, testSandbox, type TestSandbox } from '../testing';
import { DEVICE_CODE_TTL_SECONDS } from './deviceCodeRoutes';

let sandbox: TestSandbox;
beforeEach(async () => (sandbox = await testSandbox()));
afterEach(() => sandbox.app.close());

const generate = (body: Record<string, unknown> = {}) => sandbox.call('POST', '/v1/codes/generate', { deviceId: 'tv-1', deviceName: 'Living room TV', broadcasterId: PUBLISHER_ID, ...body });
const check = (code: string, deviceId = 'tv-1') => sandbox.call('GET', `/v1/codes/check?code=${code}&deviceId=${deviceId}&broadcasterId=${PUBLISHER_ID}`);

describe('device codes (auth host)', () => {
  it('generate, authorize by a signed-in customer, and the device gets its tokens once', async () => {
    const { status, json } = await generate();
    expect(status).toBe(200);
    const { code, expiresAt } = json.responseData;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(expiresAt).toBeGreaterThan(0);
    expect((await check(code)).json.responseData).toEqual({ status: 'pending' });

    const { jwt, customerId } = await sandbox.signUp();
    expect((await sandbox.call('POST', '/v1/codes/authorize', { code }, jwt)).json).toEqual({ responseData: { success: true }, errors: [] });
    const done = await check(code);
    expect(done.json.responseData).toEqual({ status: 'authorized', jwt: expect.any(String), refreshToken: expect.any(String) });
    const claims = JSON.parse(Buffer.from(done.json.responseData.jwt.split('.')[1], 'base64url').toString());
    expect(claims.customerId).toBe(customerId);
    expect((await check(code)).json).toEqual(providerError('Code is invalid or expired'));
  });

  it('expires codes on the clock, and refuses another device or a second authorization', async () => {
    const { jwt } = await sandbox.signUp();
    const { code } = (await generate()).json.responseData;
    expect((await check(code, 'tv-2')).status).toBe(422);
    await sandbox.call('POST', '/v1/codes/authorize', { code }, jwt);
    expect((await sandbox.call('POST', '/v1/codes/authorize', { code }, jwt)).json).toEqual(providerError('Code is invalid or expired'));
    const second = (await generate({ deviceId: 'tv-3' })).json.responseData.code;
    sandbox.clock.advance(DEVICE_CODE_TTL_SECONDS * 1000);
    expect((await check(second, 'tv-3')).json).toEqual(providerError('Code is invalid or expired'));
  });

  it.each([
    [{ broadcasterId: '1' }, 'Invalid param broadcasterId'],
    [{ deviceId: '' }, 'Invalid param deviceId'],
  ])('refuses to generate for %j', async (body, message) => {
    expect((await generate(body)).json).toEqual(providerError(message));
  });

  it('refuses malformed checks and authorizations', async () => {
    expect((await sandbox.call('GET', '/v1/codes/check')).json).toEqual(providerError('Invalid param code'));
    expect((await sandbox.call('GET', '/v1/codes/check?code=ABC')).json).toEqual(providerError('Invalid param deviceId'));
    expect((await sandbox.call('GET', '/v1/codes/check?code=ABC&deviceId=x&broadcasterId=2')).json).toEqual(providerError('Invalid param broadcasterId'));
    expect((await sandbox.call('POST', '/v1/codes/authorize', { code: 'ABCDEF' })).status).toBe(401);
    const { jwt } = await sandbox.signUp();
    expect((await sandbox.call('POST', '/v1/codes/authorize', { code: 'abc-def' }, jwt)).json).toEqual(providerError('Invalid param code'));
  });
});
