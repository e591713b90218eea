import { mapPasswordError, type CustomerConsent } from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BASE, CLIENT_ID, EMAIL, PASSWORD, createTestService, fail, failureOf, useMswServer } from '../../test/support/fakeJwp';

const server = useMswServer();

function setup() {
  const context = createTestService();
  server.use(...context.platform.handlers());
  return context;
}

const consent = (name: string, state: 'accepted' | 'declined', value?: string): CustomerConsent => ({ name, version: '1', state, ...(value === undefined ? {} : { value }) });

describe('login (POST /v2/accounts/authenticate)', () => {
  it('sends the password grant form-encoded with the client id, keeps the tokens and reads the account', async () => {
    const { login, platform, storedAuth, clock } = setup();
    const { user } = await login();
    expect(platform.calls[0]).toMatchObject({
      method: 'POST',
      path: '/v2/accounts/authenticate',
      contentType: 'application/x-www-form-urlencoded',
      form: { client_id: CLIENT_ID, grant_type: 'password', username: EMAIL, password: PASSWORD, referrer: 'https://site.test/' },
    });
    expect(user).toMatchObject({ id: '42', uuid: 'uuid-42', email: EMAIL, fullName: 'Ann Lee', firstName: 'Ann', lastName: 'Lee' });
    expect(storedAuth()).toEqual({ token: 'access-1', refreshToken: 'refresh-1', expires: Math.floor((clock.now + 3_600_000) / 1000) * 1000 });
  });

  it.each([
    ['wrong password', () => fail(401, 'Invalid username or password'), { code: 401, message: 'Invalid username or password' }],
    ['a refusal without message', () => HttpResponse.json({}, { status: 400 }), { code: 400, message: 'Failed to authenticate user' }],
    ['a malformed reply', () => HttpResponse.json({ token: 'x' }), { code: 'invalid_reply' }],
    ['no network', () => HttpResponse.error(), { code: 'network_error' }],
  ])('%s fails as the catalogue says and keeps no session', async (_case, reply, expected) => {
    const { service, storedAuth } = setup();
    server.use(http.post(`${BASE}/v2/accounts/authenticate`, reply));
    expect(await failureOf(() => service.login({ email: EMAIL, password: 'nope', referrer: '/' }))).toMatchObject(expected);
    expect(storedAuth()).toBeNull();
  });
});

describe('register (POST /accounts)', () => {
  it('sends the register fields as metadata[...] and signs in', async () => {
    const { service, platform } = setup();
    const consents = [consent('terms', 'accepted'), consent('favourite_genre', 'accepted', 'drama'), consent('marketing', 'declined')];
    const { user, customerConsents } = await service.register({ email: 'new@example.org', password: 'pass1234', referrer: '/', consents });
    expect(platform.calls[0]?.form).toMatchObject({
      username: 'new@example.org',
      full_name: 'new@example.org',
      password: 'pass1234',
      password_confirmation: 'pass1234',
      client_id: CLIENT_ID,
      type: 'consumer',
      grant_type: 'password',
      'metadata[terms]': 'true',
      'metadata[favourite_genre]': 'drama',
      'metadata[marketing]': 'false',
    });
    expect(user).toMatchObject({ email: 'new@example.org', metadata: { terms: true, favourite_genre: 'drama' } });
    expect(customerConsents.map(({ name, state }) => [name, state])).toEqual([
      ['terms', 'accepted'],
      ['favourite_genre', 'accepted'],
      ['marketing', 'declined'],
    ]);
  });

  it('an existing address keeps the platform message for the registration mapping', async () => {
    const { service } = setup();
    expect(await failureOf(() => service.register({ email: EMAIL, password: 'pass1234', referrer: '/', consents: [] }))).toMatchObject({ code: 409, message: 'Account already exists' });
  });
});

describe('register fields (GET /accounts/register-fields/{clientId})', () => {
  it('are the sign-up fields: terms first and required, built-in ones left out, custom ones marked', async () => {
    const { service } = setup();
    server.use(
      http.get(`${BASE}/accounts/register-fields/${CLIENT_ID}`, () =>
        HttpResponse.json({
          collection: [
            { id: 1, name: 'email_confirmation', label: 'Email', type: 'email', required: true, default_value: '', placeholder: '', options: [] },
            { id: 2, name: 'favourite_genre', label: 'Genre', type: 'select', required: false, default_value: '', placeholder: '', options: { drama: 'Drama', docs: 'Documentary' } },
            { id: 3, name: 'terms', label: 'https://example.org/terms', type: 'checkbox', required: true, default_value: 'false', options: [] },
            { id: 4, name: 'nickname', label: 'Nickname', type: 'input', required: false, default_value: 'Ann', options: [] },
          ],
        }),
      ),
    );
    const fields = await service.getPublisherConsents();
    expect(fields.map(({ name, type, required, isCustomRegisterField }) => [name, type, required, isCustomRegisterField])).toEqual([
      ['terms', 'checkbox', true, false],
      ['favourite_genre', 'select', false, true],
      ['nickname', 'input', false, true],
    ]);
    expect(fields[1]?.options).toEqual({ drama: 'Drama', docs: 'Documentary' });
    expect(fields[2]?.defaultValue).toBe('Ann');
  });
});

describe('session', () => {
  it('an expired token is refreshed (refresh grant) before the call', async () => {
    const { service, login, advance, platform, storedAuth } = setup();
    await login();
    advance(2 * 60 * 60 * 1000);
    await service.getUser();
    expect(platform.calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /v2/accounts/authenticate', 'POST /accounts/authenticate', 'GET /accounts']);
    expect(platform.calls[1]?.form).toEqual({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: 'refresh-1' });
    expect(storedAuth()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
  });

  it('a 401 refreshes once and retries once', async () => {
    const { service, login, platform } = setup();
    await login();
    server.use(http.get(`${BASE}/accounts`, () => fail(401, 'Invalid auth token'), { once: true }));
    await expect(service.getUser()).resolves.toMatchObject({ user: { id: '42' } });
    expect(platform.calls.at(-1)).toMatchObject({ path: '/accounts', authorization: 'Bearer access-2' });
  });

  it('a refused refresh ends the session and calls the expiry handler', async () => {
    const { service, login, platform, storedAuth } = setup();
    const onSessionExpired = vi.fn();
    await service.initialize({ onSessionExpired });
    await login();
    platform.revokeAll();
    expect(await failureOf(() => service.getUser())).toMatchObject({ code: 401 });
    expect(storedAuth()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('signed out: not_logged_in without a call', async () => {
    const { service, platform } = setup();
    expect(await failureOf(() => service.getUser())).toMatchObject({ code: 'not_logged_in' });
    expect(platform.calls).toEqual([]);
  });

  it('logout signs out at the platform and forgets the tokens, even when the platform fails', async () => {
    const { service, login, platform, storedAuth, logger } = setup();
    await login();
    await service.logout();
    expect(platform.calls.at(-1)).toMatchObject({ method: 'GET', path: '/accounts/logout', authorization: 'Bearer access-1' });
    expect(storedAuth()).toBeNull();
    await login();
    server.use(http.get(`${BASE}/accounts/logout`, () => HttpResponse.error()));
    await service.logout();
    expect(storedAuth()).toBeNull();
    expect(logger.warn).toHaveBeenCalled();
  });
});

describe('profile (PUT /accounts)', () => {
  it.each([
    ['both names', { firstName: ' Bea ', lastName: 'Ray' }, 'Bea Ray', { first_name: 'Bea', surname: 'Ray' }],
    ['the first name only', { firstName: 'Bea' }, 'Bea Lee', { first_name: 'Bea', surname: 'Lee' }],
    ['empty names', { firstName: '', lastName: '' }, EMAIL, { first_name: '', surname: '' }],
  ])('%s -> full_name %s', async (_case, change, fullName, names) => {
    const { service, login, platform } = setup();
    await login();
    await service.updateCustomer(change);
    const put = platform.calls.find(({ method }) => method === 'PUT');
    expect(put?.form).toMatchObject({ full_name: fullName, 'metadata[first_name]': names.first_name, 'metadata[surname]': names.surname });
  });

  it('an email change is refused before any call (the platform cannot)', async () => {
    const { service, login, platform } = setup();
    await login();
    const calls = platform.calls.length;
    expect(await failureOf(() => service.updateCustomer({ email: 'b@example.org', confirmationPassword: PASSWORD }))).toMatchObject({ message: 'Email update not supported' });
    expect(platform.calls.length).toBe(calls);
  });

  it('consents are kept in the metadata as JSON and read back', async () => {
    const { service, login } = setup();
    const { user } = await login();
    const saved = await service.updateCustomerConsents(user, [consent('terms', 'accepted'), consent('marketing', 'accepted')]);
    expect(saved.map(({ name, state }) => `${name}:${state}`)).toEqual(['terms:accepted', 'marketing:accepted']);
    const { user: again } = await service.getUser();
    expect(await service.getCustomerConsents(again)).toEqual(saved);
  });

  it('capture asks for the names until both are there', async () => {
    const { service, login } = setup();
    const { user } = await login();
    expect((await service.getCaptureStatus(user)).shouldCaptureBeDisplayed).toBe(false);
    expect((await service.getCaptureStatus({ ...user, lastName: undefined })).shouldCaptureBeDisplayed).toBe(true);
  });
});

describe('lists (favorites and watch history, limit 48)', () => {
  it('favorites: adds the new ones and removes the dropped ones', async () => {
    const { service, login, platform } = setup();
    const { user } = await login();
    platform.favorites = ['a', 'b'];
    await service.saveFavorites(user, [{ mediaid: 'b' }, { mediaid: 'c' }]);
    expect(platform.favorites.sort()).toEqual(['b', 'c']);
    await expect(service.getFavorites(user)).resolves.toEqual([{ mediaid: 'b' }, { mediaid: 'c' }]);
  });

  it('watch history: reads currently_watching and sends only new or changed progress', async () => {
    const { service, login, platform } = setup();
    const { user } = await login();
    platform.history.set('a', 0.5);
    platform.history.set('b', 0.2);
    await service.saveWatchHistory(user, [
      { mediaid: 'a', progress: 0.5 },
      { mediaid: 'b', progress: 0.7 },
      { mediaid: 'c', progress: 0.1 },
    ]);
    const patches = platform.calls.filter(({ method }) => method === 'PATCH').map(({ form }) => form);
    expect(patches).toEqual([
      { media_id: 'b', progress: '0.7' },
      { media_id: 'c', progress: '0.1' },
    ]);
    expect(platform.calls.find(({ path, method }) => method === 'GET' && path === '/v2/accounts/media/watch-history')?.query).toEqual({ filter: 'currently_watching' });
    await expect(service.getWatchHistory(user)).resolves.toHaveLength(3);
  });

  it('keeps at most 48 entries', async () => {
    const { service, login, platform } = setup();
    const { user } = await login();
    platform.favorites = Array.from({ length: 60 }, (_, index) => `m${index}`);
    await expect(service.getFavorites(user)).resolves.toHaveLength(48);
  });

  it('a malformed list reply is invalid_reply', async () => {
    const { service, login } = setup();
    const { user } = await login();
    server.use(http.get(`${BASE}/v2/accounts/media/favorites`, () => HttpResponse.json({ items: [] })));
    expect(await failureOf(() => service.getFavorites(user))).toMatchObject({ code: 'invalid_reply' });
  });
});

describe('passwords', () => {
  it.each([
    ['the old password refused', fail(400, 'Invalid old password'), { key: 'account:reset.old_password_does_not_match', field: 'oldPassword' }],
    ['a field error on old_password', fail(422, 'Validation failed', { old_password: 'does not match' }), { key: 'account:reset.old_password_does_not_match', field: 'oldPassword' }],
    ['a weak new password', fail(422, 'Invalid param password'), { key: 'account:reset.invalid_password', field: 'password' }],
  ])('change with the old password: %s -> the password screen key', async (_case, reply, shown) => {
    const { service, login } = setup();
    await login();
    server.use(http.post(`${BASE}/accounts/change-password`, () => reply));
    expect(mapPasswordError(await failureOf(() => service.changePasswordWithOldPassword({ oldPassword: 'x', newPassword: 'newpass12', newPasswordConfirmation: 'newpass12' })))).toEqual(shown);
  });

  it('change with the old password sends old_password, password and its confirmation', async () => {
    const { service, login } = setup();
    await login();
    let form: Record<string, string> = {};
    server.use(
      http.post(`${BASE}/accounts/change-password`, async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ code: 200, message: 'Password changed' });
      }),
    );
    await service.changePasswordWithOldPassword({ oldPassword: PASSWORD, newPassword: 'newpass12', newPasswordConfirmation: 'newpass12' });
    expect(form).toMatchObject({ old_password: PASSWORD, password: 'newpass12', password_confirmation: 'newpass12' });
  });

  it('forgot (POST) and reset (PUT with the token) send the merchant and the new password', async () => {
    const { service } = setup();
    const seen: Array<[string, string, Record<string, string>]> = [];
    const record = async ({ request }: { request: Request }) => {
      seen.push([request.method, new URL(request.url).pathname, Object.fromEntries(new URLSearchParams(await request.text()))]);
      return HttpResponse.json({ code: 200, message: 'ok' });
    };
    server.use(http.post(`${BASE}/accounts/forgot-password`, record), http.put(`${BASE}/accounts/forgot-password/:token`, record));
    await service.forgotPassword({ email: EMAIL });
    await service.resetPassword({ resetPasswordToken: 'tok 1', newPassword: 'newpass12', newPasswordConfirmation: 'newpass12' });
    expect(seen).toEqual([
      ['POST', '/inplayer/accounts/forgot-password', { email: EMAIL, merchant_uuid: CLIENT_ID, branding_id: '0' }],
      ['PUT', '/inplayer/accounts/forgot-password/tok%201', { password: 'newpass12', password_confirmation: 'newpass12', branding_id: '0' }],
    ]);
  });
});

describe('account data (export and erase)', () => {
  it('export sends the password and asks the platform to mail the data; a wrong password is invalid credentials', async () => {
    const { service, login } = setup();
    await login();
    const forms: Array<Record<string, string>> = [];
    server.use(
      http.post(`${BASE}/accounts/export`, async ({ request }) => {
        const form = Object.fromEntries(new URLSearchParams(await request.text()));
        forms.push(form);
        return form.password === PASSWORD ? HttpResponse.json({ code: 200, message: 'Export started' }) : fail(400, 'Invalid credentials');
      }),
    );
    await service.exportAccountData({ password: PASSWORD });
    expect(forms[0]).toMatchObject({ password: PASSWORD });
    expect(await failureOf(() => service.exportAccountData({ password: 'x' }))).toMatchObject({ message: 'Invalid credentials', translationKey: 'user:account.delete_account.invalid_credentials' });
  });

  it('erase sends the password and ends the session', async () => {
    const { service, login, storedAuth } = setup();
    await login();
    let form: Record<string, string> = {};
    server.use(
      http.delete(`${BASE}/accounts/erase`, async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ code: 200, message: 'Account erased' });
      }),
    );
    await service.deleteAccount({ password: PASSWORD });
    expect(form).toMatchObject({ password: PASSWORD });
    expect(storedAuth()).toBeNull();
  });

  it.each([
    ['a wrong password', fail(400, 'Invalid password'), { code: 400, message: 'Invalid credentials', translationKey: 'user:account.delete_account.invalid_credentials' }],
    ['a server failure', fail(500, 'Internal error'), { code: 500, message: 'Internal error' }],
  ])('erase refused for %s, and the session stays', async (_case, reply, raised) => {
    const { service, login, storedAuth } = setup();
    await login();
    server.use(http.delete(`${BASE}/accounts/erase`, () => reply));
    expect(await failureOf(() => service.deleteAccount({ password: 'x' }))).toMatchObject(raised);
    expect(storedAuth()).not.toBeNull();
  });
});
