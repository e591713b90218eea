import { describe, expect, it } from 'vitest';
import { DIALECTS, newEmail, PASSWORD, queryRows, useAccountServer } from './helpers';

/** Classic SQL injection payloads, for both dialects' syntax. All fit in 50 characters. */
const PAYLOADS = [
  "'; DROP TABLE users; --",
  "Robert'); DROP TABLE users;--",
  '" OR "1"="1',
  "' OR 1=1 --",
  "1; DELETE FROM favorites",
  "'; SELECT pg_sleep(5); --",
  "' UNION SELECT password_hash FROM users --",
  '$1 ? :name @p1 %s %_',
  '\\\'; --',
  "O'Brien ‘quotes’ “and” emoji 🎬",
];
/** Text a database cannot keep as sent: must be refused, never altered. */
const UNSTORABLE = ['nul\u0000byte', 'lone \ud800 surrogate', 'lone \udc00 low'];

describe.each(DIALECTS)('hostile input (%s)', (dialect) => {
  const { server, api } = useAccountServer(() => ({ dialect }));

  it('names and metadata are stored verbatim and read back equal', async () => {
    const { token, user } = await api().register();
    for (const payload of PAYLOADS) {
      const reply = await api().patch(`/customers/${user.id}`, { firstName: payload, lastName: payload.slice(0, 50), metadata: { [payload.slice(0, 64)]: payload, note: payload } }, token);
      expect(reply.status).toBe(200);
      const me = (await api().get('/customers/me', token)).body;
      expect([me.firstName, me.lastName, me.metadata[payload.slice(0, 64)], me.metadata.note]).toEqual([payload, payload, payload, payload]);
    }
  });

  it('emails with quotes and dashes are stored (lowercased) and sign in', async () => {
    for (const local of ["o'brien--", "x'or'1", "drop_table-users'--", "'+'"]) {
      const email = `${local}.${Date.now()}@example.org`;
      const registered = await api().register(email);
      expect(registered.user.email).toBe(email);
      expect((await api().post('/customers/login', { email, password: PASSWORD })).body.user.id).toBe(registered.user.id);
    }
  });

  it('injection payloads in login, registration and reset are refused or fail, never run', async () => {
    for (const payload of PAYLOADS) {
      expect((await api().post('/customers/login', { email: payload, password: payload })).status).toBe(400);
      expect((await api().post('/customers/login', { email: 'someone@example.org', password: payload })).status).toBe(401);
      expect((await api().post('/customers', { email: payload, password: `${payload} a1`, terms: true })).status).toBe(400);
      expect((await api().post('/customers/reset-password', { token: payload, password: 'fine-passphrase-1' })).body.message).toBe('resetPasswordToken is not valid');
      expect((await api().post('/customers/forgot-password', { email: payload, resetUrl: 'http://localhost/' })).status).toBe(400);
    }
  });

  it('media ids: payloads outside the id pattern are refused; ids within it are stored verbatim', async () => {
    const { token } = await api().register();
    for (const payload of PAYLOADS) {
      expect((await api().post('/favorites', { mediaId: payload }, token)).status).toBe(400);
      expect((await api().post('/history', { mediaId: payload, progress: 0.5 }, token)).status).toBe(400);
      expect((await api().delete(`/favorites/${encodeURIComponent(payload)}`, token)).status).toBe(400);
    }
    const tricky = ['DROP_TABLE_users--', '--', '-1_OR_1-1', 'x'.repeat(64)];
    for (const mediaId of tricky) expect((await api().post('/favorites', { mediaId }, token)).status).toBe(200);
    expect((await api().get('/favorites', token)).body.docs.map((doc: { mediaId: string }) => doc.mediaId).sort()).toEqual([...tricky].sort());
  });

  it('device ids, names and config ids are stored verbatim; codes and device ids are compared exactly', async () => {
    const { token, user } = await api().register();
    for (const payload of PAYLOADS) {
      const { code } = (await api().post('/device-flow/generate', { deviceId: payload, deviceName: payload, configId: payload })).body;
      expect((await api().get(`/device-flow/check?code=${encodeURIComponent(payload)}&deviceId=${encodeURIComponent(payload)}`)).status).toBe(410);
      expect((await api().post('/device-flow/authorize', { code: payload }, token)).status).toBe(400);
      await api().post('/device-flow/authorize', { code }, token);
      expect((await api().get(`/device-flow/check?code=${code}&deviceId=${encodeURIComponent(`${payload} `)}`)).status).toBe(410);
      expect((await api().get(`/device-flow/check?code=${code}&deviceId=${encodeURIComponent(payload)}`)).body.user.id).toBe(user.id);
    }
    const rows = await queryRows<{ device_id: string; device_name: string; config_id: string }>(server(), 'select device_id, device_name, config_id from device_codes');
    for (const payload of PAYLOADS) expect(rows).toContainEqual({ device_id: payload, device_name: payload, config_id: payload });
  });

  it('reset links keep hostile query text as data', async () => {
    const { email } = await api().register();
    const resetUrl = `http://localhost:5173/?next=${encodeURIComponent(PAYLOADS[0]!)}`;
    expect((await api().post('/customers/forgot-password', { email, resetUrl })).status).toBe(204);
    expect(new URL(server().outbox.latest(email)!.link!).searchParams.get('next')).toBe(PAYLOADS[0]);
  });

  it('other path and query parameters: PATCH of a hostile id is 403, the outbox filter is data', async () => {
    const { token } = await api().register();
    for (const payload of PAYLOADS) {
      expect((await api().patch(`/customers/${encodeURIComponent(payload)}`, { firstName: 'x' }, token)).status).toBe(403);
      expect((await api().get(`/dev/outbox?to=${encodeURIComponent(payload)}`)).body).toEqual({ mails: [] });
    }
  });

  it('text that cannot be stored verbatim (NUL, lone surrogates) is refused in every kind of field', async () => {
    const { token, user } = await api().register();
    for (const bad of UNSTORABLE) {
      expect((await api().patch(`/customers/${user.id}`, { firstName: bad }, token)).status).toBe(400);
      expect((await api().patch(`/customers/${user.id}`, { metadata: { k: bad } }, token)).status).toBe(400);
      expect((await api().patch(`/customers/${user.id}`, { metadata: { [bad]: 'v' } }, token)).status).toBe(400);
      expect((await api().post('/device-flow/generate', { deviceId: bad, deviceName: 'n', configId: 'c' })).status).toBe(400);
      expect((await api().post('/customers', { email: newEmail(), password: `${bad} ok12345`, terms: true })).status).toBe(400);
    }
  });

  it.each([
    ['firstName', { firstName: 'x'.repeat(51) }, 'invalid param firstName: 50 characters at most'],
    ['lastName', { lastName: 'x'.repeat(10_000) }, 'invalid param lastName: 50 characters at most'],
    ['metadata value', { metadata: { k: 'x'.repeat(501) } }, 'invalid param metadata: values must be strings of 500 characters at most, booleans or numbers'],
    ['metadata keys', { metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }, 'invalid param metadata: 20 keys at most'],
    ['metadata key length', { metadata: { ['k'.repeat(65)]: 1 } }, 'invalid param metadata: keys must have 1 to 64 characters'],
    ['nested metadata', { metadata: { k: { nested: true } } }, 'invalid param metadata: values must be strings of 500 characters at most, booleans or numbers'],
    ['metadata as an array', { metadata: ['x'] }, 'invalid param metadata: must be an object'],
    ['a __proto__ key', { metadata: JSON.parse('{"constructor": 1}') as object }, 'invalid param metadata: keys must have 1 to 64 characters'],
  ])('oversized or malformed %s is refused with 400', async (_label, body, message) => {
    const { token, user } = await api().register();
    const reply = await api().patch(`/customers/${user.id}`, body, token);
    expect([reply.status, reply.body.message]).toEqual([400, message]);
  });

  it('oversized values in the other bodies are refused with 400', async () => {
    const { token } = await api().register();
    const cases: Array<[string, unknown]> = [
      ['/customers', { email: `${'a'.repeat(250)}@example.org`, password: PASSWORD, terms: true }],
      ['/customers', { email: newEmail(), password: `a1${'b'.repeat(2000)}`, terms: true }],
      ['/customers/login', { email: newEmail(), password: 'p'.repeat(1025) }],
      ['/customers/forgot-password', { email: newEmail(), resetUrl: `http://localhost/${'x'.repeat(2048)}` }],
      ['/customers/reset-password', { token: 't'.repeat(513), password: PASSWORD }],
      ['/history', { mediaId: 'm'.repeat(65), progress: 0.1 }],
      ['/favorites', { mediaId: 'm'.repeat(65) }],
      ['/device-flow/generate', { deviceId: 'd', deviceName: 'n'.repeat(129), configId: 'c' }],
      ['/device-flow/generate', { deviceId: 'd', deviceName: 'n', configId: 'c'.repeat(257) }],
      ['/device-flow/authorize', { code: 'C'.repeat(65) }],
    ];
    for (const [path, body] of cases) expect([path, (await api().post(path, body, token)).status]).toEqual([path, 400]);
  });

  it('leaves the users table intact: every account is still there and signs in', async () => {
    const survivor = await api().register(newEmail('survivor'));
    const rows = await queryRows<{ n: number | string }>(server(), 'select count(*) as n from users');
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(10);
    expect((await api().post('/customers/login', { email: survivor.email, password: PASSWORD })).status).toBe(200);
    const tables = await queryRows<{ n: number | string }>(server(), 'select count(*) as n from favorites');
    expect(Number(tables[0]!.n)).toBeGreaterThan(0);
  });
});
