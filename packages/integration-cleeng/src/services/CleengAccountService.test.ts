import { AppError, mapAccountError, mapForgotPasswordError, mapLoginError, mapPasswordError, mapRegistrationError, type CustomerConsent } from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_HOST, CUSTOMER_ID, EMAIL, MEDIASTORE, PASSWORD, PUBLISHER_ID, fail, ok } from '../../test/support/fakeCleeng';
import { createTestService, failureOf, spyLogger, useMswServer } from '../../test/support/testService';

const server = useMswServer();

function setup() {
  const context = createTestService();
  server.use(...context.api.handlers());
  return context;
}

const pathsOf = (calls: ReadonlyArray<{ method: string; path: string }>) => calls.map((call) => `${call.method} ${call.path}`);
const terms: CustomerConsent = { name: 'terms', version: '1', state: 'accepted' };

describe('login (POST /auths)', () => {
  it('sends email, password, publisherId and customerIP; then reads the customer and their consents with the JWT', async () => {
    const { login, api } = setup();
    const auth = await login();
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/auths', body: { email: EMAIL, password: PASSWORD, publisherId: PUBLISHER_ID, customerIP: '' }, authorization: null });
    expect(pathsOf(api.calls.slice(1)).sort()).toEqual([`GET /customers/${CUSTOMER_ID}`, `GET /customers/${CUSTOMER_ID}/consents`]);
    expect(api.calls[1]?.authorization).toMatch(/^Bearer ey/);
    expect(auth.user).toMatchObject({ id: CUSTOMER_ID, email: EMAIL, country: 'NL', regDate: '2025-01-01 10:00:00', lastUserIp: '1.2.3.4', metadata: {} });
    expect(auth.customerConsents).toEqual([expect.objectContaining({ name: 'terms', version: '1', state: 'accepted', needsUpdate: false, label: 'Terms' })]);
  });

  it('the errors array: its first entry is raised, with the status as code, and mapped for the login screen', async () => {
    const { service, storedAuth } = setup();
    const error = await failureOf(() => service.login({ email: EMAIL, password: 'wrong-one1', referrer: '/' }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ message: 'Wrong email or password', code: 422 });
    expect(mapLoginError(error)).toEqual({ key: 'account:login.wrong_combination' });
    expect(storedAuth()).toBeNull();
  });

  it('an errors list in a 200 reply fails too (first entry, code provider_error)', async () => {
    const { service } = setup();
    server.use(http.post(`${MEDIASTORE}/auths`, () => HttpResponse.json({ responseData: {}, errors: ['Invalid param email', 'second'] })));
    const error = await failureOf(() => service.login({ email: 'x', password: PASSWORD, referrer: '/' }));
    expect(error).toMatchObject({ message: 'Invalid param email', code: 'provider_error' });
    expect(mapLoginError(error)).toEqual({ field: 'email', key: 'account:login.wrong_email' });
  });

  it('a failure without any message gets the catalogue message "Failed to authenticate user"', async () => {
    const { service } = setup();
    server.use(http.post(`${MEDIASTORE}/auths`, () => new HttpResponse(null, { status: 500 })));
    await expect(service.login({ email: EMAIL, password: PASSWORD, referrer: '/' })).rejects.toMatchObject({ message: 'Failed to authenticate user', code: 500, translationKey: 'account:login.wrong_combination' });
  });

  it('a network failure is network_error; a malformed reply invalid_reply', async () => {
    const { service } = setup();
    server.use(http.post(`${MEDIASTORE}/auths`, () => HttpResponse.error(), { once: true }));
    await expect(service.login({ email: EMAIL, password: PASSWORD, referrer: '/' })).rejects.toMatchObject({ code: 'network_error' });
    server.use(http.post(`${MEDIASTORE}/auths`, () => ok({ refreshToken: 'r' })));
    await expect(service.login({ email: EMAIL, password: PASSWORD, referrer: '/' })).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});

describe('register (GET /locales, POST /customers)', () => {
  it('sends locale, country and currency from /locales, the captcha value, then saves the consents', async () => {
    const { service, api } = setup();
    const auth = await service.register({ email: 'new@example.com', password: 'newpass12', referrer: '/', consents: [terms, { name: 'newsletter', version: '2', state: 'declined' }], captchaValue: 'captcha-ok' });
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/locales' });
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      path: '/customers',
      body: { email: 'new@example.com', password: 'newpass12', locale: 'nl_NL', country: 'NL', currency: 'EUR', publisherId: PUBLISHER_ID, customerIP: '', captchaValue: 'captcha-ok' },
    });
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ path: `/customers/${auth.user.id}/consents`, body: { id: auth.user.id, consents: [{ name: 'terms', version: '1', state: 'accepted' }, { name: 'newsletter', version: '2', state: 'declined' }] } });
    expect(auth.user.email).toBe('new@example.com');
    expect(auth.customerConsents.map((consent) => consent.name)).toEqual(['terms', 'newsletter']);
  });

  it('without a captcha value none is sent; customerIP goes to /locales when known', async () => {
    const context = createTestService();
    server.use(...context.api.handlers());
    await context.service.register({ email: 'n2@example.com', password: 'newpass12', referrer: '/', consents: [] });
    expect(context.api.calls[1]?.body).not.toHaveProperty('captchaValue');
    expect(context.api.calls[0]?.query).toEqual({});
  });

  it('an existing customer -> registration.user_exists', async () => {
    const { service } = setup();
    const error = await failureOf(() => service.register({ email: EMAIL, password: 'newpass12', referrer: '/', consents: [] }));
    expect(error).toMatchObject({ message: 'Customer already exists.', code: 422 });
    expect(mapRegistrationError(error)).toEqual({ field: 'email', key: 'account:registration.user_exists' });
  });

  it('consents that cannot be saved do not undo the sign-up (logged)', async () => {
    const { service, logger } = setup();
    server.use(http.put(`${MEDIASTORE}/customers/:id/consents`, () => fail(500, 'Consents are down')));
    const auth = await service.register({ email: 'n3@example.com', password: 'newpass12', referrer: '/', consents: [terms] });
    expect(auth.user.email).toBe('n3@example.com');
    expect(logger.error).toHaveBeenCalledWith('Saving the consents given at sign-up failed', expect.anything());
  });
});

describe('customer (GET, PATCH /customers/{id})', () => {
  it('updates the names and the metadata (as externalData)', async () => {
    const { service, login, api } = setup();
    await login();
    const user = await service.updateCustomer({ firstName: 'Ada', lastName: 'Lovelace', metadata: { favorites: '[]' } });
    expect(api.calls.at(-1)).toMatchObject({ method: 'PATCH', path: `/customers/${CUSTOMER_ID}`, body: { firstName: 'Ada', lastName: 'Lovelace', externalData: { favorites: '[]' } } });
    expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', metadata: { favorites: '[]' } });
  });

  it('changes the email with the confirmation password', async () => {
    const { service, login, api } = setup();
    await login();
    const user = await service.updateCustomer({ email: 'other@example.com', confirmationPassword: PASSWORD });
    expect(api.calls.at(-1)?.body).toEqual({ email: 'other@example.com', confirmationPassword: PASSWORD });
    expect(user.email).toBe('other@example.com');
  });

  it('an email without the confirmation password fails as a wrong combination, before any call', async () => {
    const { service, login, api } = setup();
    await login();
    const before = api.calls.length;
    await expect(service.updateCustomer({ email: 'other@example.com' })).rejects.toMatchObject({ code: 'wrong_combination' });
    expect(api.calls).toHaveLength(before);
  });

  it('a wrong confirmation password -> the account mapping shows it on the field', async () => {
    const { service, login } = setup();
    await login();
    const error = await failureOf(() => service.updateCustomer({ email: 'other@example.com', confirmationPassword: 'nope' }));
    expect(error).toMatchObject({ message: 'Invalid confirmation password', code: 422 });
    expect(mapAccountError(error, spyLogger()).field).toBe('confirmationPassword');
  });

  it('nothing to change reads the customer instead of sending an empty PATCH', async () => {
    const { service, login, api } = setup();
    await login();
    await service.updateCustomer({});
    expect(api.calls.at(-1)?.method).toBe('GET');
  });
});

describe('consents, publisher consents, capture', () => {
  it('GET and PUT /customers/{id}/consents', async () => {
    const { service, login, api } = setup();
    const { user } = await login();
    const updated = await service.updateCustomerConsents(user, [{ ...terms, state: 'declined' }]);
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ id: CUSTOMER_ID, consents: [{ name: 'terms', version: '1', state: 'declined' }] });
    expect(updated).toEqual([expect.objectContaining({ name: 'terms', state: 'declined' })]);
    await expect(service.getCustomerConsents(user)).resolves.toEqual([expect.objectContaining({ state: 'declined' })]);
  });

  it('GET /publishers/{publisherId}/consents, without credentials', async () => {
    const { service, api } = setup();
    const consents = await service.getPublisherConsents();
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: `/publishers/${PUBLISHER_ID}/consents`, authorization: null });
    expect(consents).toEqual([
      expect.objectContaining({ name: 'terms', label: 'I accept the terms', required: true, version: '1', type: 'checkbox' }),
      expect.objectContaining({ name: 'newsletter', required: false, version: '2' }),
    ]);
  });

  it('capture status, and answers without empty values (001 §5)', async () => {
    const { service, login, api } = setup();
    const { user } = await login();
    const capture = await service.getCaptureStatus(user);
    expect(capture).toMatchObject({ isCaptureEnabled: true, shouldCaptureBeDisplayed: true });
    expect(capture.settings.map((setting) => setting.key)).toEqual(['firstNameLastName', 'custom_1']);

    const updated = await service.updateCaptureAnswers(user, {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      companyName: '',
      city: '   ',
      customAnswers: [{ question: 'Fruit?', questionId: 'custom_1', value: 'a' }, { question: 'Other?', questionId: 'custom_2', value: ' ' }],
    });
    expect(api.calls.find((call) => call.method === 'PUT' && call.path.endsWith('/capture'))?.body).toEqual({
      customerId: CUSTOMER_ID,
      firstName: 'Ada',
      lastName: 'Lovelace',
      customAnswers: [{ question: 'Fruit?', questionId: 'custom_1', value: 'a' }],
    });
    expect(updated).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});

describe('passwords (PUT, PATCH /customers/passwords)', () => {
  it('forgot password sends email, publisherId and the reset page', async () => {
    const { service, api } = setup();
    await service.forgotPassword({ email: EMAIL, resetUrl: 'https://site.example/?u=reset-password' });
    expect(api.calls[0]).toMatchObject({ method: 'PUT', path: '/customers/passwords', body: { customerEmail: EMAIL, publisherId: PUBLISHER_ID, resetUrl: 'https://site.example/?u=reset-password' } });
    const error = await failureOf(() => service.forgotPassword({ email: 'nobody' }));
    expect(mapForgotPasswordError(error)).toEqual({ field: 'email', key: 'account:reset.wrong_email' });
  });

  it('reset sets the new password with the token of the mail', async () => {
    const { service, api } = setup();
    await service.resetPassword({ email: EMAIL, resetPasswordToken: 'reset-token', newPassword: 'newpass12', newPasswordConfirmation: 'newpass12' });
    expect(api.calls[0]).toMatchObject({ method: 'PATCH', path: '/customers/passwords', body: { customerEmail: EMAIL, publisherId: PUBLISHER_ID, resetPasswordToken: 'reset-token', newPassword: 'newpass12' } });
    const error = await failureOf(() => service.resetPassword({ resetPasswordToken: 'stale', newPassword: 'newpass12', newPasswordConfirmation: 'newpass12' }));
    expect(mapPasswordError(error)).toEqual({ key: 'account:reset.invalid_reset_link' });
  });
});

describe('device codes (auth host)', () => {
  const device = { deviceId: 'tv-1', deviceName: 'Living room' };

  it('generate sends deviceId, deviceName and the publisher as broadcasterId (an integer in the reference)', async () => {
    const { service, api } = setup();
    const code = await service.generateDeviceCode(device);
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/v1/codes/generate', body: { deviceId: 'tv-1', deviceName: 'Living room', broadcasterId: Number(PUBLISHER_ID) } });
    expect(code).toMatchObject({ code: 'ABC123', expiresAt: expect.any(Number) });
  });

  it('authorize uppercases and trims the code and sends the JWT; an empty code fails without a call', async () => {
    const { service, login, api } = setup();
    await login();
    await service.authorizeCode('  abc123 ');
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/v1/codes/authorize', body: { code: 'ABC123' }, authorization: expect.stringMatching(/^Bearer /) });
    const before = api.calls.length;
    await expect(service.authorizeCode('  ')).rejects.toMatchObject({ code: 'authorize_code_failed' });
    expect(api.calls).toHaveLength(before);
  });

  it('check: 401 pending, 410 and 404 expired, 200 signs this device in', async () => {
    const { service, storedAuth } = setup();
    const reply = (status: number, body: unknown) => server.use(http.get(`${AUTH_HOST}/v1/codes/check`, () => HttpResponse.json(body as never, { status }), { once: true }));
    reply(401, { message: 'PIN-Pair Authentication Code not authorized yet' });
    await expect(service.checkDeviceCode('ABC123', device)).resolves.toEqual({ status: 'pending' });
    reply(410, { message: 'PIN-Pair Authentication Code has expired' });
    await expect(service.checkDeviceCode('ABC123', device)).resolves.toEqual({ status: 'expired' });
    reply(404, { message: 'PIN-Pair Authentication Code not found or invalid' });
    await expect(service.checkDeviceCode('ABC123', device)).resolves.toEqual({ status: 'expired' });
    reply(500, {});
    await expect(service.checkDeviceCode('ABC123', device)).rejects.toMatchObject({ message: 'Failed to check code', code: 500 });

    const seen = vi.fn();
    server.use(
      http.get(`${AUTH_HOST}/v1/codes/check`, ({ request }) => {
        seen(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ tokenType: 'JWT', accessToken: 'a.eyJjdXN0b21lcklkIjoxLCJleHAiOjQxMDI0NDQ4MDB9.s', refreshToken: 'r-tv', expiresIn: 900000, customerId: '1' });
      }),
    );
    const status = await service.checkDeviceCode('abc123', device);
    expect(seen).toHaveBeenCalledWith({ code: 'ABC123', deviceId: 'tv-1', broadcasterId: PUBLISHER_ID });
    expect(status).toMatchObject({ status: 'authorized', auth: { refreshToken: 'r-tv', expires: 4102444800000 } });
    expect(storedAuth()).toMatchObject({ refreshToken: 'r-tv' });
  });
});
