import { mapDeviceCodeError } from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, USER_ID } from '../../test/support/fakeAccountApi';
import { START, createTestService, failureOf, testConfig, useMswServer } from '../../test/support/testService';

const server = useMswServer();
const TV = { deviceId: 'tv-1', deviceName: 'Living room TV' };

function setup(options: Parameters<typeof createTestService>[0] = {}) {
  const context = createTestService(options);
  server.use(...context.api.handlers());
  return context;
}

describe('generateDeviceCode', () => {
  it('posts the device and the config id; expiresAt stays epoch ms, interval becomes pollInterval (s)', async () => {
    const { service, api } = setup();
    const code = await service.generateDeviceCode(TV);
    expect(code).toEqual({ code: 'ABCD2221', expiresAt: START + 600_000, pollInterval: 5 });
    expect(api.calls).toEqual([
      { method: 'POST', path: '/device-flow/generate', body: { deviceId: 'tv-1', deviceName: 'Living room TV', configId: 'demoauth' }, authorization: null },
    ]);
  });

  it('a config without id sends an empty configId', async () => {
    const config = testConfig();
    const { service, api } = setup({ config: { ...config, id: undefined } });
    await service.generateDeviceCode(TV);
    expect(api.calls[0]?.body).toMatchObject({ configId: '' });
  });

  it.each([
    ['no code', { expiresAt: 1, interval: 5 }],
    ['interval 0', { code: 'ABCD2345', expiresAt: 1, interval: 0 }],
    ['expiresAt as text', { code: 'ABCD2345', expiresAt: 'soon', interval: 5 }],
  ])('a malformed reply (%s) is invalid_reply', async (_name, body) => {
    const { service } = setup();
    server.use(http.post(`${API_URL}/device-flow/generate`, () => HttpResponse.json(body)));
    await expect(service.generateDeviceCode(TV)).rejects.toMatchObject({ code: 'invalid_reply' });
  });

  it('a 500 without message is "Failed to generate code"', async () => {
    const { service } = setup();
    server.use(http.post(`${API_URL}/device-flow/generate`, () => new HttpResponse(null, { status: 500 })));
    const error = await failureOf(() => service.generateDeviceCode(TV));
    expect(error).toMatchObject({ code: 500, message: 'Failed to generate code', translationKey: 'account:login_device.error_title' });
  });
});

describe('authorizeCode', () => {
  it.each([
    ['abcd2221', 'ABCD2221'],
    ['  abCD2221 ', 'ABCD2221'],
    ['ABCD2221', 'ABCD2221'],
  ])('"%s" is sent as %s (001 §5), with the bearer of the signed-in user', async (typed, sent) => {
    const { service, api, login } = setup();
    await service.generateDeviceCode(TV);
    await login();
    await service.authorizeCode(typed);
    expect(api.callsTo('POST', '/device-flow/authorize')).toEqual([{ method: 'POST', path: '/device-flow/authorize', body: { code: sent }, authorization: 'Bearer token-1' }]);
  });

  it('an empty code fails without a call', async () => {
    const { service, api, login } = setup();
    await login();
    api.calls.length = 0;
    await expect(service.authorizeCode('  ')).rejects.toMatchObject({ code: 'authorize_code_failed', message: 'Failed to authorize code' });
    expect(api.calls).toEqual([]);
  });

  it('an unknown code -> 400 "code is not valid", shown as the device-login error', async () => {
    const { service, login } = setup();
    await login();
    const error = await failureOf(() => service.authorizeCode('ZZZZ9999'));
    expect(error).toMatchObject({ code: 400, message: 'code is not valid' });
    expect(mapDeviceCodeError(error)).toEqual({ key: 'account:login_device.error_title' });
  });

  it('signed out -> not_logged_in without a call', async () => {
    const { service, api } = setup();
    await expect(service.authorizeCode('ABCD2221')).rejects.toMatchObject({ code: 'not_logged_in' });
    expect(api.calls).toEqual([]);
  });
});

describe('checkDeviceCode', () => {
  it('pending, then authorized by a signed-in user elsewhere: the device is signed in with the token of the reply', async () => {
    const tv = setup();
    const phone = createTestService({ sharing: tv });
    await phone.login();
    const { code } = await tv.service.generateDeviceCode(TV);

    await expect(tv.service.checkDeviceCode(code, TV)).resolves.toEqual({ status: 'pending' });
    await phone.service.authorizeCode(code.toLowerCase());
    const status = await tv.service.checkDeviceCode(code, TV);

    expect(status).toEqual({ status: 'authorized', auth: { token: 'token-2', expires: expect.any(Number) } });
    expect(tv.api.callsTo('GET', '/device-flow/check').map((call) => call.path)).toEqual([
      `/device-flow/check?code=${code}&deviceId=tv-1`,
      `/device-flow/check?code=${code}&deviceId=tv-1`,
    ]);
    await expect(tv.service.getAuthData()).resolves.toMatchObject({ token: 'token-2' });
    await expect(tv.service.getUser()).resolves.toMatchObject({ user: { id: USER_ID } });
    // Used once: a second check answers expired.
    await expect(tv.service.checkDeviceCode(code, TV)).resolves.toEqual({ status: 'expired' });
  });

  it.each([
    ['410 (used, expired or unknown)', () => HttpResponse.json({ status: 'expired', message: 'code is not valid' }, { status: 410 })],
    ['200 with status expired', () => HttpResponse.json({ status: 'expired' })],
  ])('%s -> expired', async (_name, resolver) => {
    const { service } = setup();
    server.use(http.get(`${API_URL}/device-flow/check`, resolver));
    await expect(service.checkDeviceCode('ABCD2221', TV)).resolves.toEqual({ status: 'expired' });
  });

  it.each([
    ['an unknown status', { status: 'maybe' }],
    ['authorized without token', { status: 'authorized', exp: 1, user: { id: USER_ID, email: 'a@b.c' } }],
  ])('a malformed reply (%s) is invalid_reply and signs nobody in', async (_name, body) => {
    const { service } = setup();
    server.use(http.get(`${API_URL}/device-flow/check`, () => HttpResponse.json(body)));
    await expect(service.checkDeviceCode('ABCD2221', TV)).rejects.toMatchObject({ code: 'invalid_reply' });
    await expect(service.getAuthData()).resolves.toBeNull();
  });

  it.each([
    [500, undefined, 'Failed to check code'],
    [429, { message: 'Too many attempts, try again later', code: 429 }, 'Too many attempts, try again later'],
  ])('%i -> an error ("%s")', async (status, body, message) => {
    const { service } = setup();
    server.use(http.get(`${API_URL}/device-flow/check`, () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }))));
    await expect(service.checkDeviceCode('ABCD2221', TV)).rejects.toMatchObject({ code: status, message });
  });
});
