import { describe, expect, it } from 'vitest';
import { movableClock } from '../../src/testing';
import { DIALECTS, T0, useAccountServer } from './helpers';

describe.each(DIALECTS)('device flow (%s)', (dialect) => {
  const clock = movableClock(T0);
  const { api } = useAccountServer(() => ({ dialect, clock }));

  const generate = async (deviceId = 'tv-1'): Promise<string> => {
    const reply = await api().post('/device-flow/generate', { deviceId, deviceName: 'Living room TV', configId: 'demoauth' });
    expect(reply.status).toBe(200);
    return reply.body.code as string;
  };
  const check = (code: string, deviceId = 'tv-1') => api().get(`/device-flow/check?code=${encodeURIComponent(code)}&deviceId=${encodeURIComponent(deviceId)}`);
  const EXPIRED = { status: 'expired', message: 'code is not valid', code: 410 };

  it('pending, then authorized once (a token of a new session), then expired', async () => {
    const { token, user } = await api().register();
    const code = await generate();
    expect((await check(code)).body).toEqual({ status: 'pending' });
    expect((await check(code)).body).toEqual({ status: 'pending' });
    expect((await api().post('/device-flow/authorize', { code }, token)).status).toBe(204);
    const collected = await check(code);
    expect(collected.body).toMatchObject({ status: 'authorized', user });
    expect(collected.body.token).not.toBe(token);
    const again = await check(code);
    expect([again.status, again.body]).toEqual([410, EXPIRED]);
    expect((await api().post('/device-flow/authorize', { code }, token)).body).toEqual({ message: 'code is not valid', code: 400 });
  });

  it('another device id cannot collect the code (410), and does not spoil it for the right one', async () => {
    const { token } = await api().register();
    const code = await generate('tv-right');
    expect((await check(code, 'tv-wrong')).status).toBe(410);
    await api().post('/device-flow/authorize', { code }, token);
    expect((await check(code, 'tv-wrong')).body).toEqual(EXPIRED);
    expect((await check(code, 'tv-right')).body.status).toBe('authorized');
  });

  it('codes expire after 10 minutes: authorize 400, check 410', async () => {
    const { token } = await api().register();
    const pending = await generate();
    const authorized = await generate();
    await api().post('/device-flow/authorize', { code: authorized }, token);
    clock.advance(10 * 60_000);
    expect((await check(pending)).body).toEqual(EXPIRED);
    expect((await check(authorized)).body).toEqual(EXPIRED);
    expect((await api().post('/device-flow/authorize', { code: pending }, token)).status).toBe(400);
    clock.set(T0);
  });

  it('authorize matches the code exactly: the client uppercases it (spec 001 §5)', async () => {
    const { token } = await api().register();
    const code = await generate();
    expect((await api().post('/device-flow/authorize', { code: code.toLowerCase() }, token)).status).toBe(400);
    expect((await api().post('/device-flow/authorize', { code: ` ${code}` }, token)).status).toBe(400);
    expect((await check(code.toLowerCase())).status).toBe(410);
    expect((await api().post('/device-flow/authorize', { code }, token)).status).toBe(204);
  });

  it('unknown codes: authorize 400, check 410', async () => {
    const { token } = await api().register();
    for (const code of ['ZZZZZZZZ', 'SHORT', 'A'.repeat(64)]) {
      expect((await api().post('/device-flow/authorize', { code }, token)).status).toBe(400);
      expect((await check(code)).status).toBe(410);
    }
  });

  it('codes are 8 characters of the alphabet, and differ', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, () => generate()));
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([
    [{}, { deviceId: 'invalid param deviceId: required', deviceName: 'invalid param deviceName: required', configId: 'invalid param configId: required' }],
    [{ deviceId: '', deviceName: 1, configId: null }, { deviceId: 'invalid param deviceId: required', deviceName: 'invalid param deviceName: must be a string', configId: 'invalid param configId: must be a string' }],
    [{ deviceId: 'x'.repeat(129), deviceName: '', configId: '' }, { deviceId: 'invalid param deviceId: 128 characters at most' }],
  ])('generate refuses %j', async (body, errors) => {
    expect((await api().post('/device-flow/generate', body)).body).toEqual({ message: Object.values(errors)[0], code: 400, errors });
  });

  it('check needs both parameters, once each', async () => {
    expect((await api().get('/device-flow/check?code=ABCDEFGH')).body.errors).toEqual({ deviceId: 'invalid param deviceId: required' });
    expect((await api().get('/device-flow/check?code=A&code=B&deviceId=x')).body.errors).toEqual({ code: 'invalid param code: must be a string' });
  });

  it('of two concurrent checks of an authorized code, one gets the token', async () => {
    const { token } = await api().register();
    const code = await generate();
    await api().post('/device-flow/authorize', { code }, token);
    const replies = await Promise.all([check(code), check(code), check(code)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 410, 410]);
  });
});
