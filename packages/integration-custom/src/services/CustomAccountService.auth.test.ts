import { AppError, mapLoginError, mapRegistrationError, type CustomerConsent } from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL, EMAIL, PASSWORD, TOKEN_TTL_MS, USER_ID } from '../../test/support/fakeAccountApi';
import { START, createTestService, failureOf, useMswServer } from '../../test/support/testService';

const server = useMswServer();

/** A service whose fake API is installed. */
function setup() {
  const context = createTestService();
  server.use(...context.api.handlers());
  return context;
}

const reply = (status: number, body?: unknown) => () =>
  body === undefined ? new HttpResponse(null, { status }) : typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body as never, { status });

const accepted: CustomerConsent = { name: 'terms', version: '1', state: 'accepted' };
const declined: CustomerConsent = { name: 'terms', version: '1', state: 'declined' };

describe('login', () => {
  it('signs in: the user, the terms consent from metadata, and the token stored under jwapp.auth with its expiry in ms', async () => {
    const { service, api, storedAuth } = setup();
    const auth = await service.login({ email: EMAIL, password: PASSWORD, referrer: '/movies' });

    expect(auth.user).toMatchObject({ id: USER_ID, email: EMAIL, metadata: { terms: true, has_password: true } });
    expect(auth.customerConsents).toEqual([expect.objectContaining({ name: 'terms', version: '1', state: 'accepted', needsUpdate: false })]);
    expect(storedAuth()).toEqual({ token: 'token-1', expires: Math.floor((START + TOKEN_TTL_MS) / 1000) * 1000 });
    expect(api.calls).toEqual([{ method: 'POST', path: '/customers/login', body: { email: EMAIL, password: PASSWORD }, authorization: null }]);
    await expect(service.getAuthData()).resolves.toEqual({ token: 'token-1', expires: Math.floor((START + TOKEN_TTL_MS) / 1000) * 1000 });
  });

  it.each([
    ['wrong password', 401, { message: 'Invalid email or password', code: 401 }, 'Failed to authenticate user', { key: 'account:login.wrong_combination' }],
    ['invalid email', 400, { message: 'invalid param email', code: 400, errors: { email: 'invalid param email' } }, 'invalid param email', { field: 'email', key: 'account:login.wrong_email' }],
    ['too many attempts', 429, { message: 'Too many attempts, try again later', code: 429 }, 'Too many attempts, try again later', { key: 'account:login.wrong_combination' }],
    ['an empty 500', 500, undefined, 'Failed to authenticate user', { key: 'account:login.wrong_combination' }],
    ["a proxy's HTML page", 502, '<html><body>Bad gateway</body></html>', 'Failed to authenticate user', { key: 'account:login.wrong_combination' }],
  ])('%s (%i) -> an error with the server message and the status as code, mapped for the login screen', async (_name, status, body, message, display) => {
    const { service, storedAuth } = setup();
    server.use(http.post(`${API_URL}/customers/login`, reply(status, body)));
    const error = await failureOf(() => service.login({ email: EMAIL, password: 'wrong-one1', referrer: '/' }));

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ message, code: status });
    expect(mapLoginError(error)).toEqual(display);
    expect(storedAuth()).toBeNull();
  });

  it.each([
    ['no token', { exp: 1, user: { id: USER_ID, email: EMAIL } }],
    ['an empty token', { token: '', exp: 1, user: { id: USER_ID, email: EMAIL } }],
    ['exp as a date string', { token: 't', exp: '2025-06-08', user: { id: USER_ID, email: EMAIL } }],
    ['no user', { token: 't', exp: 1 }],
    ['a user without email', { token: 't', exp: 1, user: { id: USER_ID } }],
    ['a list', [{ token: 't' }]],
    ['text that is not JSON', 'OK'],
  ])('a malformed reply (%s) is invalid_reply and signs nobody in', async (_name, body) => {
    const { service, storedAuth } = setup();
    server.use(http.post(`${API_URL}/customers/login`, reply(200, typeof body === 'string' ? body : body)));
    const error = await failureOf(() => service.login({ email: EMAIL, password: PASSWORD, referrer: '/' }));
    expect(error).toMatchObject({ code: 'invalid_reply' });
    expect(storedAuth()).toBeNull();
  });

  it('a refused login keeps the server text aside: "Invalid email or password" must not read as an invalid email field', async () => {
    const { service } = setup();
    const error = await failureOf(() => service.login({ email: EMAIL, password: 'wrong-one1', referrer: '/' }));
    expect(error).toMatchObject({ code: 401, message: 'Failed to authenticate user', translationKey: 'account:login.wrong_combination' });
    expect(error.details).toMatchObject({ serverMessage: 'Invalid email or password', status: 401 });
    expect(error.details?.messages).toBeUndefined();
  });

  it('a network failure is network_error', async () => {
    const { service } = setup();
    server.use(http.post(`${API_URL}/customers/login`, () => HttpResponse.error()));
    await expect(service.login({ email: EMAIL, password: PASSWORD, referrer: '/' })).rejects.toMatchObject({ code: 'network_error', message: 'Network request failed' });
  });
});

describe('register', () => {
  it('sends terms:true when the terms consent is accepted, and is signed in by the 201 reply', async () => {
    const { service, api, storedAuth } = setup();
    const auth = await service.register({ email: 'new@example.com', password: PASSWORD, referrer: '/', consents: [accepted] });

    expect(api.calls[0]).toEqual({ method: 'POST', path: '/customers', body: { email: 'new@example.com', password: PASSWORD, terms: true }, authorization: null });
    expect(auth.user.email).toBe('new@example.com');
    expect(auth.customerConsents[0]).toMatchObject({ name: 'terms', state: 'accepted' });
    expect(storedAuth()).toMatchObject({ token: 'token-1' });
  });

  it('sends the captcha answer with the registration when the form has one', async () => {
    const { service, api } = setup();
    await service.register({ email: 'new@example.com', password: PASSWORD, referrer: '/', consents: [accepted], captchaValue: 'eyJzb2x2ZWQiOnRydWV9' });
    expect(api.calls[0]?.body).toEqual({ email: 'new@example.com', password: PASSWORD, terms: true, captchaValue: 'eyJzb2x2ZWQiOnRydWV9' });
  });

  it.each([
    ['declined', [declined]],
    ['missing', []],
    ['another consent only', [{ name: 'marketing', version: '1', state: 'accepted' } as CustomerConsent]],
  ])('terms %s -> terms:false, and the server refusal maps to consents_error', async (_name, consents) => {
    const { service, api } = setup();
    const error = await failureOf(() => service.register({ email: 'new@example.com', password: PASSWORD, referrer: '/', consents }));
    expect((api.calls[0]?.body as { terms: boolean }).terms).toBe(false);
    expect(error).toMatchObject({ code: 400, message: 'invalid param terms: the terms must be accepted' });
    expect(mapRegistrationError(error)).toEqual({ key: 'account:registration.consents_error' });
  });

  it.each([
    [409, { message: 'user already exists', code: 409 }, 'user already exists', { field: 'email', key: 'account:registration.user_exists' }],
    [400, { message: 'invalid param email', code: 400, errors: { email: 'invalid param email' } }, 'invalid param email', { field: 'email', key: 'account:registration.field_is_not_valid_email' }],
    [
      400,
      { message: 'invalid param password: this password is too common', code: 400, errors: { password: 'invalid param password: this password is too common' } },
      'invalid param password: this password is too common',
      { field: 'password', key: 'account:registration.invalid_password' },
    ],
    [500, undefined, 'Failed to create account', { key: 'account:registration.failed_to_create' }],
  ])('%i -> the server message, mapped for the sign-up screen', async (status, body, message, display) => {
    const { service, storedAuth } = setup();
    server.use(http.post(`${API_URL}/customers`, reply(status, body)));
    const error = await failureOf(() => service.register({ email: 'x@example.com', password: PASSWORD, referrer: '/', consents: [accepted] }));
    expect(error).toMatchObject({ code: status, message });
    expect(mapRegistrationError(error)).toEqual(display);
    expect(storedAuth()).toBeNull();
  });

  it('a 201 without a token is invalid_reply', async () => {
    const { service } = setup();
    server.use(http.post(`${API_URL}/customers`, reply(201, { user: { id: USER_ID, email: EMAIL } })));
    await expect(service.register({ email: EMAIL, password: PASSWORD, referrer: '/', consents: [accepted] })).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});

describe('logout', () => {
  it('ends the session on the server (its token is refused from then on) and forgets the tokens here', async () => {
    const { service, api, storedAuth, login } = setup();
    await login();
    const token = (await service.getAuthData())!.token;
    await service.logout();

    expect(storedAuth()).toBeNull();
    await expect(service.getAuthData()).resolves.toBeNull();
    await expect(service.getUser()).rejects.toMatchObject({ code: 'not_logged_in', message: 'Not logged in' });
    expect(api.callsTo('POST', '/customers/logout')).toEqual([expect.objectContaining({ authorization: `Bearer ${token}` })]);
    expect(api.accepted.has(token)).toBe(false);
  });

  it('signs out here even when the server cannot be reached (logged)', async () => {
    const { service, storedAuth, login, logger } = setup();
    await login();
    server.use(http.post(`${API_URL}/customers/logout`, () => HttpResponse.error()));
    await service.logout();
    expect(storedAuth()).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith('The session could not be ended on the server', expect.anything());
  });
});

describe('sessions (issue 21)', () => {
  it('lists the sessions, ends one, and ends all the others', async () => {
    const { service, api, login } = setup();
    await login();
    const other = api.issueToken().token;
    const third = api.issueToken().token;
    const sessions = await service.listSessions();
    expect(sessions.map((session) => session.current)).toEqual([true, false, false]);
    await service.endSession(`s-${other}`);
    expect(api.accepted.has(other)).toBe(false);
    expect(await service.endOtherSessions()).toBe(1);
    expect(api.accepted.has(third)).toBe(false);
    expect((await service.listSessions()).map((session) => session.current)).toEqual([true]);
  });

  it('an unknown session is a failure the screen can show', async () => {
    const { service, login } = setup();
    await login();
    await expect(service.endSession('s-nope')).rejects.toMatchObject({ message: 'session not found', code: 404 });
  });
});

describe('getUser', () => {
  it('reads /customers/me with the bearer token', async () => {
    const { service, api, login } = setup();
    await login();
    api.user.firstName = 'Ada';
    const auth = await service.getUser();
    expect(auth.user.firstName).toBe('Ada');
    expect(auth.customerConsents).toHaveLength(1);
    expect(api.callsTo('GET', '/customers/me')[0]?.authorization).toBe('Bearer token-1');
  });

  it.each([
    ['a user without id', { email: EMAIL }],
    ['metadata as a string', { id: USER_ID, email: EMAIL, metadata: 'terms' }],
  ])('a malformed reply (%s) is invalid_reply', async (_name, body) => {
    const { service, login } = setup();
    await login();
    server.use(http.get(`${API_URL}/customers/me`, reply(200, body)));
    await expect(service.getUser()).rejects.toMatchObject({ code: 'invalid_reply' });
  });

  it('a 500 without message is "Failed to fetch user data" with the status as code', async () => {
    const { service, login } = setup();
    await login();
    server.use(http.get(`${API_URL}/customers/me`, reply(500)));
    await expect(service.getUser()).rejects.toMatchObject({ code: 500, message: 'Failed to fetch user data' });
  });

  it('an absent metadata object becomes {} and terms not accepted asks for them again', async () => {
    const { service, login } = setup();
    await login();
    server.use(http.get(`${API_URL}/customers/me`, reply(200, { id: USER_ID, email: EMAIL, metadata: null })));
    const auth = await service.getUser();
    expect(auth.user.metadata).toEqual({});
    expect(auth.customerConsents[0]).toMatchObject({ name: 'terms', state: 'declined', needsUpdate: true });
  });
});

describe('initialize (restoring a stored session)', () => {
  it('does nothing without stored tokens', async () => {
    const { service, api } = setup();
    const onSessionExpired = vi.fn();
    await service.initialize({ onSessionExpired });
    expect(api.calls).toEqual([]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps a session the server accepts', async () => {
    const { service, api, login, storedAuth } = setup();
    await login();
    const onSessionExpired = vi.fn();
    await service.initialize({ onSessionExpired });
    expect(api.callsTo('GET', '/customers/me')).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storedAuth()).toMatchObject({ token: 'token-1' });
  });

  it('a stored token the server refuses with 401 (refresh refused too) -> onSessionExpired once, tokens cleared', async () => {
    const { service, api, login, storedAuth } = setup();
    await login();
    api.revoke('token-1');
    const onSessionExpired = vi.fn();
    await service.initialize({ onSessionExpired });

    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(storedAuth()).toBeNull();
    await expect(service.getAuthData()).resolves.toBeNull();
    expect(api.calls.map((call) => `${call.method} ${call.path}`).slice(1)).toEqual(['GET /customers/me', 'POST /customers/refresh-token']);
  });

  it('a stored token expired by the server clock is refreshed and the session restored', async () => {
    const { service, api, login, storedAuth } = setup();
    await login();
    api.expireOnServer('token-1');
    const onSessionExpired = vi.fn();
    await service.initialize({ onSessionExpired });

    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storedAuth()).toMatchObject({ token: 'token-2' });
    expect(api.callsTo('GET', '/customers/me').map((call) => call.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('a network failure keeps the stored session for later (no forced logout) and is logged', async () => {
    const { service, login, logger, storedAuth } = setup();
    await login();
    server.use(http.get(`${API_URL}/customers/me`, () => HttpResponse.error()));
    const onSessionExpired = vi.fn();
    await service.initialize({ onSessionExpired });

    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storedAuth()).toMatchObject({ token: 'token-1' });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('corrupted stored tokens are no session', async () => {
    const context = createTestService();
    server.use(...context.api.handlers());
    context.storage.writeText('auth', '{"token":');
    const onSessionExpired = vi.fn();
    await context.service.initialize({ onSessionExpired });
    expect(context.api.calls).toEqual([]);
    await expect(context.service.getAuthData()).resolves.toBeNull();
  });

  it('a failing expiry handler is logged, not thrown', async () => {
    const { service, api, login, logger } = setup();
    await login();
    api.revoke('token-1');
    await service.initialize({ onSessionExpired: () => Promise.reject(new Error('app broke')) });
    expect(logger.error).toHaveBeenCalledWith('Session expiry handler failed', expect.objectContaining({ message: 'app broke' }));

    await login();
    api.revoke('token-2');
    await service.initialize({
      onSessionExpired: () => {
        throw new Error('app broke at once');
      },
    });
    expect(logger.error).toHaveBeenCalledWith('Session expiry handler failed', expect.objectContaining({ message: 'app broke at once' }));
  });
});
