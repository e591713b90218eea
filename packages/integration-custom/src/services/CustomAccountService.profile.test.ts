import {
  customerSchema,
  mapAccountError,
  mapForgotPasswordError,
  mapPasswordError,
  type Customer,
  type CustomerConsent,
  type UpdateCustomerPayload,
} from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL, EMAIL, USER_ID } from '../../test/support/fakeAccountApi';
import { createTestService, failureOf, useMswServer } from '../../test/support/testService';

const server = useMswServer();

async function signedIn(options: Parameters<typeof createTestService>[0] = {}) {
  const context = createTestService(options);
  server.use(...context.api.handlers());
  const auth = await context.login();
  context.api.calls.length = 0;
  return { ...context, user: auth.user };
}

const customer = (fields: Partial<Customer> = {}): Customer => customerSchema.parse({ id: USER_ID, email: EMAIL, metadata: { terms: true }, ...fields });
const patches = (api: { callsTo(method: string, path: string): { path: string; body: unknown }[] }) =>
  api.callsTo('PATCH', '/customers/').map((call) => ({ path: call.path, body: call.body }));

describe('updateCustomer', () => {
  it.each<[string, UpdateCustomerPayload, Record<string, unknown>]>([
    ['names', { firstName: 'Ada', lastName: 'Lovelace' }, { firstName: 'Ada', lastName: 'Lovelace' }],
    ['a cleared last name', { lastName: '' }, { lastName: '' }],
    ['metadata', { metadata: { favourite_genre: 'drama' } }, { metadata: { favourite_genre: 'drama' } }],
    ['the unchanged email with names', { email: ' ADA@example.com ', firstName: 'Ada' }, { firstName: 'Ada' }],
  ])('%s -> PATCH /customers/{id} with only those fields', async (_name, payload, body) => {
    const { service, api } = await signedIn();
    const updated = await service.updateCustomer(payload);
    expect(patches(api)).toEqual([{ path: `/customers/${USER_ID}`, body }]);
    expect(updated).toEqual(expect.objectContaining({ id: USER_ID, ...body, metadata: expect.any(Object) }));
  });

  it('an email change is refused before any call: "Email update not supported"', async () => {
    const { service, api } = await signedIn();
    const error = await failureOf(() => service.updateCustomer({ email: 'other@example.com', confirmationPassword: 'x', firstName: 'Ada' }));
    expect(error).toMatchObject({ code: 'email_update_not_supported', message: 'Email update not supported' });
    expect(mapAccountError(error, { error: vi.fn() })).toEqual({ field: 'email', key: 'user:account.errors.email_update_not_supported' });
    expect(api.calls).toEqual([]);
  });

  it('nothing to change sends nothing', async () => {
    const { service, api, user } = await signedIn();
    await expect(service.updateCustomer({})).resolves.toEqual(user);
    expect(api.calls).toEqual([]);
  });

  it('reads the user first when it is not known yet (a fresh instance over a stored session)', async () => {
    const { storage } = await signedIn();
    const fresh = createTestService({ storage });
    server.use(...fresh.api.handlers());
    fresh.api.accepted.add('token-1');
    await fresh.service.updateCustomer({ firstName: 'Ada' });
    expect(fresh.api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /customers/me', `PATCH /customers/${USER_ID}`]);
  });

  it.each([
    [400, 'invalid param firstName: 50 characters at most', { field: 'firstName', key: 'account:validation.first_name' }],
    [400, 'invalid param lastName: 50 characters at most', { field: 'lastName', key: 'account:validation.last_name' }],
    [403, 'Forbidden', { key: 'user:account.errors.unknown_error' }],
  ])('%i "%s" -> the server message, mapped for the account page', async (status, message, display) => {
    const { service } = await signedIn();
    server.use(http.patch(`${API_URL}/customers/:id`, () => HttpResponse.json({ message, code: status }, { status })));
    const error = await failureOf(() => service.updateCustomer({ firstName: 'x'.repeat(51) }));
    expect(error).toMatchObject({ code: status, message });
    expect(mapAccountError(error, { error: vi.fn() })).toEqual(display);
  });

  it('a 500 without message is "Failed to update user"', async () => {
    const { service } = await signedIn();
    server.use(http.patch(`${API_URL}/customers/:id`, () => new HttpResponse(null, { status: 500 })));
    await expect(service.updateCustomer({ firstName: 'Ada' })).rejects.toMatchObject({ code: 500, message: 'Failed to update user' });
  });

  it('a malformed reply is invalid_reply', async () => {
    const { service } = await signedIn();
    server.use(http.patch(`${API_URL}/customers/:id`, () => HttpResponse.json({ ok: true })));
    await expect(service.updateCustomer({ firstName: 'Ada' })).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});

describe('consents (metadata.terms)', () => {
  it('publisher consents: one required terms checkbox', async () => {
    const { service } = createTestService();
    await expect(service.getPublisherConsents()).resolves.toEqual([
      expect.objectContaining({ type: 'checkbox', name: 'terms', required: true, version: '1', label: expect.any(String) }),
    ]);
  });

  it.each([
    [{ terms: true }, 'accepted', false],
    [{ terms: false }, 'declined', true],
    [{}, 'declined', true],
  ])('customer consents from metadata %j -> %s (needsUpdate %s), without a call', async (metadata, state, needsUpdate) => {
    const { service, api } = createTestService();
    server.use(...api.handlers());
    const consents = await service.getCustomerConsents(customer({ metadata }));
    expect(consents).toEqual([expect.objectContaining({ name: 'terms', version: '1', state, needsUpdate, value: state === 'accepted' })]);
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['accepted', true],
    ['declined', false],
  ] as const)('updating the terms consent to %s -> PATCH metadata {terms: %s}', async (state, terms) => {
    const { service, api, user } = await signedIn();
    const consents = await service.updateCustomerConsents(user, [{ name: 'terms', version: '1', state }]);
    expect(patches(api)).toEqual([{ path: `/customers/${USER_ID}`, body: { metadata: { terms } } }]);
    expect(consents[0]).toMatchObject({ name: 'terms', state });
  });

  it('consents that do not mention the terms send nothing', async () => {
    const { service, api, user } = await signedIn();
    const other: CustomerConsent = { name: 'marketing', version: '1', state: 'accepted' };
    await expect(service.updateCustomerConsents(user, [other])).resolves.toEqual([expect.objectContaining({ name: 'terms', state: 'accepted' })]);
    expect(api.calls).toEqual([]);
  });

  it('a failed update without message is "Failed to update user data"', async () => {
    const { service, user } = await signedIn();
    server.use(http.patch(`${API_URL}/customers/:id`, () => new HttpResponse('', { status: 503 })));
    await expect(service.updateCustomerConsents(user, [{ name: 'terms', version: '1', state: 'accepted' }])).rejects.toMatchObject({
      code: 503,
      message: 'Failed to update user data',
    });
  });
});

describe('capture (personal details: names)', () => {
  it.each<[string, { firstName?: string; lastName?: string }, boolean]>([
    ['no names', {}, true],
    ['blank names', { firstName: ' ', lastName: '' }, true],
    ['a first name', { firstName: 'Ada' }, false],
    ['a last name', { lastName: 'Lovelace' }, false],
  ])('%s -> enabled, shown: %s', async (_name, names, shown) => {
    const { service } = createTestService();
    const capture = await service.getCaptureStatus(customer(names));
    expect(capture).toEqual({
      isCaptureEnabled: true,
      shouldCaptureBeDisplayed: shown,
      settings: [{ key: 'firstNameLastName', enabled: true, required: false, answer: { firstName: names.firstName ?? '', lastName: names.lastName ?? '' } }],
    });
  });

  it('answers -> PATCH names, empty values left out (001 §5)', async () => {
    const { service, api, user } = await signedIn();
    const updated = await service.updateCaptureAnswers(user, { firstName: ' Ada ', lastName: '', companyName: 'Analytical', customAnswers: [] });
    expect(patches(api)).toEqual([{ path: `/customers/${USER_ID}`, body: { firstName: 'Ada' } }]);
    expect(updated.firstName).toBe('Ada');
  });

  it('answers without names send nothing', async () => {
    const { service, api, user } = await signedIn();
    await expect(service.updateCaptureAnswers(user, { customAnswers: [] })).resolves.toBe(user);
    expect(api.calls).toEqual([]);
  });
});

describe('passwords', () => {
  it('forgotPassword passes email and resetUrl through, without a bearer', async () => {
    const { service, api } = await signedIn();
    await service.forgotPassword({ email: EMAIL, resetUrl: 'http://127.0.0.1:5173/?u=reset-password' });
    expect(api.calls).toEqual([
      { method: 'POST', path: '/customers/forgot-password', body: { email: EMAIL, resetUrl: 'http://127.0.0.1:5173/?u=reset-password' }, authorization: null },
    ]);
  });

  it.each([
    ['invalid param email', { field: 'email', key: 'account:reset.wrong_email' }],
    ['invalid param resetUrl', { text: 'invalid param resetUrl' }],
  ])('forgotPassword 400 "%s" -> mapped for the forgot-password screen', async (message, display) => {
    const { service } = await signedIn();
    server.use(http.post(`${API_URL}/customers/forgot-password`, () => HttpResponse.json({ message, code: 400 }, { status: 400 })));
    const error = await failureOf(() => service.forgotPassword({ email: 'nope', resetUrl: 'x' }));
    expect(error).toMatchObject({ code: 400, message });
    expect(mapForgotPasswordError(error)).toEqual(display);
  });

  it('resetPassword sends {token, password}', async () => {
    const { service, api } = await signedIn();
    await service.resetPassword({ email: EMAIL, resetPasswordToken: 'reset-token', newPassword: 'newpass123', newPasswordConfirmation: 'newpass123' });
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/customers/reset-password', body: { token: 'reset-token', password: 'newpass123' } });
  });

  it.each([
    [400, { message: 'resetPasswordToken is not valid', code: 400 }, 'resetPasswordToken is not valid', { key: 'account:reset.invalid_reset_link' }],
    [
      400,
      { message: 'invalid param password: at least 8 characters with a lowercase letter and a digit', code: 400 },
      'invalid param password: at least 8 characters with a lowercase letter and a digit',
      { field: 'password', key: 'account:reset.invalid_password' },
    ],
    [500, undefined, 'Failed to change password', { text: 'Failed to change password' }],
  ])('resetPassword %i -> mapped for the password screen', async (status, body, message, display) => {
    const { service } = await signedIn();
    server.use(http.post(`${API_URL}/customers/reset-password`, () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }))));
    const error = await failureOf(() => service.resetPassword({ resetPasswordToken: 'bad', newPassword: 'newpass123', newPasswordConfirmation: 'newpass123' }));
    expect(error).toMatchObject({ code: status, message });
    expect(mapPasswordError(error)).toEqual(display);
  });
});
