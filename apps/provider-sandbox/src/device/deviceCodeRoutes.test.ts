import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHER_ID, START, testSandbox, type TestSandbox } from '../testing';
import { DEVICE_CODE_TTL_SECONDS, VERIFICATION_URL } from './deviceCodeRoutes';

let sandbox: TestSandbox;
beforeEach(async () => (sandbox = await testSandbox()));
afterEach(() => sandbox.app.close());

const generate = (body: Record<string, unknown> = {}, prefix = '') =>
  sandbox.call('POST', `${prefix}/v1/codes/generate`, { deviceId: 'tv-1', deviceName: 'Living room TV', broadcasterId: PUBLISHER_ID, ...body });
const check = (code: string, deviceId = 'tv-1', prefix = '') => sandbox.call('GET', `${prefix}/v1/codes/check?code=${code}&deviceId=${deviceId}&broadcasterId=${PUBLISHER_ID}`);
const authHostError = (code: string, message: string) => ({ code, message });
const NOT_FOUND = authHostError('PINP0201', 'PIN-Pair Authentication Code not found or invalid');
const EXPIRED = authHostError('PINP0203', 'PIN-Pair Authentication Code has expired');

describe('device codes (auth host: its reference shapes, no envelope)', () => {
  it('generate (expiry in ms), 401 until authorized, then the device gets its tokens once', async () => {
    const { status, json } = await generate();
    expect(status).toBe(200);
    expect(json).toEqual({ code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{6}$/), expiresAt: START + DEVICE_CODE_TTL_SECONDS * 1000, verificationUrl: VERIFICATION_URL });
    const { code } = json as unknown as { code: string };
    expect(await check(code)).toEqual({ status: 401, json: authHostError('PINP0301', 'PIN-Pair Authentication Code not authorized yet') });

    const { jwt, customerId } = await sandbox.signUp();
    expect(await sandbox.call('POST', '/v1/codes/authorize', { code }, jwt)).toEqual({ status: 200, json: {} });
    const done = await check(code);
    expect(done).toEqual({
      status: 200,
      json: { tokenType: 'JWT', accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 15 * 60 * 1000, customerId },
    });
    const claims = JSON.parse(Buffer.from((done.json as unknown as { accessToken: string }).accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims.customerId).toBe(customerId);
    expect(await check(code)).toEqual({ status: 404, json: NOT_FOUND });
  });

  it('serves the same routes under /auth (one base URL for both hosts)', async () => {
    const { code } = (await generate({}, '/auth')).json as unknown as { code: string };
    expect((await check(code, 'tv-1', '/auth')).status).toBe(401);
    const { jwt } = await sandbox.signUp();
    expect((await sandbox.call('POST', '/auth/v1/codes/authorize', { code }, jwt)).status).toBe(200);
    expect((await check(code)).status).toBe(200);
  });

  it('410 once a code expired on the clock; 404 for another device, an unknown code or a second authorization', async () => {
    const { jwt } = await sandbox.signUp();
    const { code } = (await generate()).json as unknown as { code: string };
    expect(await check(code, 'tv-2')).toEqual({ status: 404, json: NOT_FOUND });
    expect(await sandbox.call('POST', '/v1/codes/authorize', { code: 'ZZZZZZ' }, jwt)).toEqual({ status: 404, json: NOT_FOUND });
    await sandbox.call('POST', '/v1/codes/authorize', { code }, jwt);
    expect(await sandbox.call('POST', '/v1/codes/authorize', { code }, jwt)).toEqual({ status: 404, json: NOT_FOUND });
    const second = ((await generate({ deviceId: 'tv-3' })).json as unknown as { code: string }).code;
    sandbox.clock.advance(DEVICE_CODE_TTL_SECONDS * 1000);
    expect(await check(second, 'tv-3')).toEqual({ status: 410, json: EXPIRED });
    const fresh = await sandbox.signUp('late@example.org');
    expect(await sandbox.call('POST', '/v1/codes/authorize', { code: second }, fresh.jwt)).toEqual({ status: 410, json: EXPIRED });
  });

  it.each([
    [{ broadcasterId: '1' }, 422, authHostError('PINP0001', 'PIN-Pair Integration not activated')],
    [{ deviceId: '' }, 400, authHostError('REQ0001', 'Invalid request body')],
  ])('refuses to generate for %j', async (body, status, json) => {
    expect(await generate(body)).toEqual({ status, json });
  });

  it('refuses malformed checks and authorizations', async () => {
    const invalidQuery = { status: 400, json: authHostError('REQ0002', 'Invalid query parameters') };
    expect(await sandbox.call('GET', '/v1/codes/check')).toEqual(invalidQuery);
    expect(await sandbox.call('GET', '/v1/codes/check?code=ABC')).toEqual(invalidQuery);
    expect(await sandbox.call('GET', '/v1/codes/check?code=ABC&deviceId=x&broadcasterId=2')).toEqual({ status: 404, json: NOT_FOUND });
    expect((await sandbox.call('POST', '/v1/codes/authorize', { code: 'ABCDEF' })).status).toBe(401);
    const { jwt } = await sandbox.signUp();
    expect(await sandbox.call('POST', '/v1/codes/authorize', { code: 42 }, jwt)).toEqual({ status: 400, json: authHostError('REQ0001', 'Invalid request body') });
  });
});
