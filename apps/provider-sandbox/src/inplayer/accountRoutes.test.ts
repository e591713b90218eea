import { describe, expect, it } from 'vitest';
import { PASSWORD, SEED, useInPlayerViewer } from './testing';

const registration = (overrides: Record<string, string>) => ({
  full_name: 'Bo Viewer',
  username: 'bo@example.org',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  client_id: SEED.clientId,
  type: 'consumer',
  referrer: 'http://localhost:8080/',
  'metadata[terms]': 'on',
  ...overrides,
});

describe('video platform accounts', () => {
  const state = useInPlayerViewer();

  it('answers the register fields in the platform shape, with the required terms checkbox', async () => {
    const { status, json } = await state.t.form('GET', `/accounts/register-fields/${SEED.clientId}`);
    expect(status).toBe(200);
    expect(json.collection.map((field: { name: string; type: string; required: boolean }) => [field.name, field.type, field.required])).toEqual([
      ['terms', 'checkbox', true],
      ['nickname', 'input', false],
      ['favourite_genre', 'select', false],
    ]);
    expect(json.collection[2]).toMatchObject({ id: 7103, label: 'Favourite genre', default_value: '', placeholder: '', options: { drama: 'Drama' } });
    expect((await state.t.form('GET', '/accounts/register-fields/another-client')).json).toEqual({ code: 422, message: 'Invalid param client_id', errors: { client_id: 'Unknown client' } });
  });

  it('registers with the register fields in metadata and signs the account in', async () => {
    const { status, json } = await state.t.form('POST', '/accounts', registration({ 'metadata[nickname]': 'Bo', 'metadata[favourite_genre]': 'drama' }));
    expect(status).toBe(200);
    expect(json).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), expires: Date.parse('2030-01-15T11:00:00Z') / 1000 });
    expect(json.account).toMatchObject({ email: 'bo@example.org', full_name: 'Bo Viewer', metadata: { terms: 'on', nickname: 'Bo', favourite_genre: 'drama' }, merchant_uuid: SEED.clientId, uuid: expect.any(String) });
    expect(json.account).not.toHaveProperty('password_hash');
    expect((await state.t.form('GET', '/accounts', undefined, json.access_token)).json.email).toBe('bo@example.org');
  });

  it.each([
    ['an address that is not one', { username: 'bo' }, 422, 'Invalid param username'],
    ['a weak password', { password: 'short', password_confirmation: 'short' }, 422, 'Invalid param password'],
    ['a confirmation that differs', { password_confirmation: 'other1234' }, 422, 'Invalid param password_confirmation'],
    ['the terms not ticked', { 'metadata[terms]': 'off' }, 422, 'Required consents are not accepted: terms'],
    ['another client', { client_id: '00000000-0000-4000-8000-000000000000' }, 422, 'Invalid param client_id'],
    ['an address already registered', { username: 'viewer@example.org' }, 409, 'Account already exists'],
    ['another account type', { type: 'merchant' }, 422, 'Invalid param type'],
  ])('refuses a registration with %s', async (_case, overrides, status, message) => {
    const reply = await state.t.form('POST', '/accounts', registration(overrides));
    expect(reply.status).toBe(status);
    expect(reply.json).toMatchObject({ code: status, message });
  });

  it.each([
    ['the right password', { username: 'viewer@example.org', password: PASSWORD }, 200],
    ['another case of the address', { username: 'Viewer@Example.org', password: PASSWORD }, 200],
    ['a wrong password', { username: 'viewer@example.org', password: 'wrong1234' }, 401],
    ['an unknown address', { username: 'nobody@example.org', password: PASSWORD }, 401],
  ])('authenticates with %s', async (_case, fields, status) => {
    const reply = await state.t.form('POST', '/v2/accounts/authenticate', { client_id: SEED.clientId, grant_type: 'password', referrer: 'http://localhost:8080/', ...fields });
    expect(reply.status).toBe(status);
    if (status === 401) expect(reply.json).toEqual({ code: 401, message: 'Invalid credentials' });
    else expect(reply.json.account.email).toBe('viewer@example.org');
  });

  it('refreshes with the refresh token once (each refresh spends it)', async () => {
    const signIn = await state.t.form('POST', '/v2/accounts/authenticate', { client_id: SEED.clientId, grant_type: 'password', username: 'viewer@example.org', password: PASSWORD });
    const refresh = { client_id: SEED.clientId, grant_type: 'refresh_token', refresh_token: signIn.json.refresh_token };
    const first = await state.t.form('POST', '/v2/accounts/authenticate', refresh);
    expect(first.status).toBe(200);
    expect(first.json.access_token).not.toBe(signIn.json.access_token);
    expect((await state.t.form('GET', '/accounts', undefined, first.json.access_token)).status).toBe(200);
    expect((await state.t.form('POST', '/v2/accounts/authenticate', refresh)).json).toEqual({ code: 401, message: 'Invalid refresh token' });
  });

  it('lets access tokens run out after an hour on the sandbox clock', async () => {
    state.t.sandbox.clock.advance(3600 * 1000);
    expect((await state.t.form('GET', '/accounts', undefined, state.token)).json).toEqual({ code: 401, message: 'Invalid auth token' });
  });

  it('updates the name and merges metadata', async () => {
    const reply = await state.t.form('PUT', '/accounts', { full_name: 'Ada Lovelace', 'metadata[nickname]': 'Ada' }, state.token);
    expect(reply.json).toMatchObject({ full_name: 'Ada Lovelace', metadata: { terms: 'on', nickname: 'Ada' } });
    expect((await state.t.form('PUT', '/accounts', { full_name: '' }, state.token)).json.message).toBe('Invalid param full_name');
  });

  it('logs out: the token is revoked', async () => {
    expect((await state.t.form('GET', '/accounts/logout', undefined, state.token)).status).toBe(200);
    expect((await state.t.form('GET', '/accounts', undefined, state.token)).status).toBe(401);
  });

  it.each([
    ['a wrong old password', { old_password: 'wrong1234', password: 'newpass123', password_confirmation: 'newpass123' }, 400, 'Old password does not match'],
    ['a weak new password', { old_password: PASSWORD, password: 'weak', password_confirmation: 'weak' }, 422, 'Invalid param password'],
    ['a confirmation that differs', { old_password: PASSWORD, password: 'newpass123', password_confirmation: 'newpass124' }, 422, 'Invalid param password_confirmation'],
  ])('refuses a password change with %s', async (_case, fields, status, message) => {
    const reply = await state.t.form('POST', '/accounts/change-password', fields, state.token);
    expect(reply.status).toBe(status);
    expect(reply.json.message).toBe(message);
  });

  it('changes the password with the old one: the new one signs in, the old one no more', async () => {
    expect((await state.t.form('POST', '/accounts/change-password', { old_password: PASSWORD, password: 'newpass123', password_confirmation: 'newpass123' }, state.token)).status).toBe(200);
    const signIn = (password: string) => state.t.form('POST', '/v2/accounts/authenticate', { client_id: SEED.clientId, grant_type: 'password', username: 'viewer@example.org', password });
    expect((await signIn('newpass123')).status).toBe(200);
    expect((await signIn(PASSWORD)).status).toBe(401);
  });

  it('mails a reset token to the outbox and sets a new password with it, once', async () => {
    expect((await state.t.form('POST', '/accounts/forgot-password', { email: 'viewer@example.org', merchant_uuid: SEED.clientId, branding_id: '' })).status).toBe(200);
    expect((await state.t.form('POST', '/accounts/forgot-password', { email: 'nobody@example.org', merchant_uuid: SEED.clientId })).status).toBe(200);
    const outbox = await state.t.sandbox.call('GET', '/_sandbox/outbox');
    const mails = outbox.json.responseData.items;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'viewer@example.org', kind: 'inplayer-password-reset', token: expect.any(String) });
    const reset = (token: string) => state.t.form('PUT', `/accounts/forgot-password/${token}`, { password: 'reset1234', password_confirmation: 'reset1234', branding_id: '' });
    expect((await reset(mails[0].token)).status).toBe(200);
    expect((await reset(mails[0].token)).json).toEqual({ code: 400, message: 'Password could not be set: the token is not valid or has expired' });
    expect((await state.t.form('GET', '/accounts', undefined, state.token)).status).toBe(401);
    expect((await state.t.form('POST', '/v2/accounts/authenticate', { client_id: SEED.clientId, grant_type: 'password', username: 'viewer@example.org', password: 'reset1234' })).status).toBe(200);
  });

  it('exports the account: a JSON file of its data is mailed (attachment and link)', async () => {
    await state.t.form('POST', '/v2/accounts/media/favorites', { media_id: 'mvRule06' }, state.token);
    expect((await state.t.form('POST', '/accounts/export', { password: 'wrong1234' }, state.token)).json).toEqual({ code: 400, message: 'Invalid credentials' });
    expect((await state.t.form('POST', '/accounts/export', { password: PASSWORD }, state.token)).status).toBe(200);
    // The signed-in account may export without its password (the peer client sends none).
    expect((await state.t.form('POST', '/accounts/export', {}, state.token)).status).toBe(200);
    const [mail] = (await state.t.sandbox.call('GET', '/_sandbox/outbox?email=viewer@example.org')).json.responseData.items;
    expect(mail).toMatchObject({ kind: 'inplayer-account-export', attachment: { filename: `account-export-${state.account.id}.json`, contentType: 'application/json' } });
    const attached = JSON.parse(Buffer.from(mail.attachment.content, 'base64').toString());
    expect(attached.account.email).toBe('viewer@example.org');
    expect(attached.favorites).toEqual([{ media_id: 'mvRule06', created_at: expect.any(Number) }]);
    expect(JSON.stringify(attached)).not.toContain('password');
    const download = await state.t.sandbox.app.inject({ method: 'GET', url: new URL(mail.link).pathname });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('account-export-');
    expect(download.json()).toEqual(attached);
  });

  it('erases the account with its password: afterwards signing in fails', async () => {
    expect((await state.t.form('DELETE', '/accounts/erase', { password: 'wrong1234' }, state.token)).json).toEqual({ code: 400, message: 'Invalid credentials' });
    expect((await state.t.form('DELETE', '/accounts/erase', { password: PASSWORD }, state.token)).status).toBe(200);
    expect((await state.t.form('GET', '/accounts', undefined, state.token)).status).toBe(401);
    const signIn = await state.t.form('POST', '/v2/accounts/authenticate', { client_id: SEED.clientId, grant_type: 'password', username: 'viewer@example.org', password: PASSWORD });
    expect(signIn.json).toEqual({ code: 401, message: 'Invalid credentials' });
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'not-a-token'],
  ])('answers 401 for %s', async (_case, token) => {
    expect((await state.t.form('GET', '/accounts', undefined, token)).json).toEqual({ code: 401, message: 'Invalid auth token' });
  });

  it('answers unknown paths in the platform error shape', async () => {
    expect((await state.t.form('GET', '/nowhere')).json).toEqual({ code: 404, message: 'Route GET /inplayer/nowhere not found' });
  });
});
