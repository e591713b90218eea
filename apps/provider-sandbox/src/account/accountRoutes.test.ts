import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JWT_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../app';
import { PASSWORD, PUBLISHER_ID, providerError, START, testSandbox, type TestSandbox } from '../testing';

let sandbox: TestSandbox;
beforeEach(async () => (sandbox = await testSandbox()));
afterEach(() => sandbox.app.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: 'new@example.org',
  password: PASSWORD,
  locale: 'en_US',
  country: 'NL',
  currency: 'EUR',
  publisherId: PUBLISHER_ID,
  customerIP: '10.0.0.1',
  ...overrides,
});

describe('GET /locales', () => {
  it.each([
    ['192.0.2.10', { country: 'US', currency: 'USD', locale: 'en_US' }],
    ['198.51.100.7', { country: 'GB', currency: 'GBP', locale: 'en_GB' }],
    ['203.0.113.99', { country: 'DE', currency: 'EUR', locale: 'de_DE' }],
    ['10.1.2.3', { country: 'NL', currency: 'EUR', locale: 'en_US' }],
  ])('answers the market of %s', async (ip, locale) => {
    const { status, json } = await sandbox.call('GET', `/locales?customerIP=${ip}`);
    expect(status).toBe(200);
    expect(json).toEqual({ responseData: { ...locale, ipAddress: ip }, errors: [] });
  });

  it("uses the caller's address without customerIP", async () => {
    const { json } = await sandbox.call('GET', '/locales');
    expect(json.responseData).toMatchObject({ country: 'NL', ipAddress: '127.0.0.1' });
  });
});

describe('POST /customers (register)', () => {
  it('creates the customer and answers a JWT (customerId, publisherId, 15-minute expiry) and a refresh token', async () => {
    const { status, json } = await sandbox.call('POST', '/customers', registration());
    expect(status).toBe(200);
    expect(json.errors).toEqual([]);
    expect(json.responseData).toEqual({ jwt: expect.any(String), refreshToken: expect.any(String), customerToken: expect.any(String) });
    const claims = JSON.parse(Buffer.from(json.responseData.jwt.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ customerId: expect.stringMatching(/^\d{9}$/), publisherId: PUBLISHER_ID, exp: START / 1000 + JWT_TTL_SECONDS });
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'Invalid param email'],
    ['a weak password', { password: 'password' }, 'Invalid param password'],
    ['no locale', { locale: undefined }, 'Invalid param locale'],
    ['a bad country', { country: 'Netherlands' }, 'Invalid param country'],
    ['another publisher', { publisherId: '1' }, 'Invalid param publisherId'],
    ['an unknown offer instead of a publisher', { publisherId: undefined, offerId: 'S1_NL' }, 'Invalid param offerId'],
    ['neither publisher nor offer', { publisherId: undefined }, 'Invalid param publisherId'],
    ['a captcha value the sandbox cannot verify (no publisher key)', { captchaValue: 'invalid' }, 'Captcha verification failed'],
  ])('refuses %s (422)', async (_label, overrides, message) => {
    const { status, json } = await sandbox.call('POST', '/customers', registration(overrides));
    expect(status).toBe(422);
    expect(json).toEqual(providerError(message));
  });

  it('accepts an offer id instead of the publisher id', async () => {
    const { status } = await sandbox.call('POST', '/customers', registration({ publisherId: undefined, offerId: 'S970187168' }));
    expect(status).toBe(200);
  });

  it('refuses an address that already has an account, in any letter case', async () => {
    await sandbox.call('POST', '/customers', registration());
    const { status, json } = await sandbox.call('POST', '/customers', registration({ email: 'NEW@example.org' }));
    expect(status).toBe(422);
    expect(json).toEqual(providerError('Customer already exists.'));
  });
});

describe('POST /auths (login)', () => {
  beforeEach(() => sandbox.signUp('viewer@example.org'));

  it('answers new tokens and records the login date and address', async () => {
    sandbox.clock.advance(60_000);
    const { status, json } = await sandbox.call('POST', '/auths', { email: 'viewer@example.org', password: PASSWORD, publisherId: PUBLISHER_ID, customerIP: '192.0.2.5' });
    expect(status).toBe(200);
    const customer = await sandbox.call('GET', `/customers/${JSON.parse(Buffer.from(json.responseData.jwt.split('.')[1], 'base64url').toString()).customerId}`, undefined, json.responseData.jwt);
    expect(customer.json.responseData).toMatchObject({ lastLoginDate: '2030-01-15 10:01:00', lastUserIp: '192.0.2.5' });
  });

  it.each([
    ['a wrong password', { password: 'wrong1234' }],
    ['an unknown address', { email: 'nobody@example.org' }],
  ])('refuses %s with one message (401)', async (_label, overrides) => {
    const { status, json } = await sandbox.call('POST', '/auths', { email: 'viewer@example.org', password: PASSWORD, publisherId: PUBLISHER_ID, ...overrides });
    expect(status).toBe(401);
    expect(json).toEqual(providerError('Wrong email or password'));
  });

  it('refuses a malformed address (422)', async () => {
    const { status, json } = await sandbox.call('POST', '/auths', { email: 'viewer', password: PASSWORD, publisherId: PUBLISHER_ID });
    expect(status).toBe(422);
    expect(json).toEqual(providerError('Invalid param email'));
  });
});

describe('POST /auths/refresh_token', () => {
  it('rotates: a new pair, and the old refresh token is spent', async () => {
    const { refreshToken } = await sandbox.signUp();
    const first = await sandbox.call('POST', '/auths/refresh_token', { refreshToken });
    expect(first.status).toBe(200);
    expect(first.json.responseData).toEqual({ jwt: expect.any(String), refreshToken: expect.any(String) });
    expect(first.json.responseData.refreshToken).not.toBe(refreshToken);
    const again = await sandbox.call('POST', '/auths/refresh_token', { refreshToken });
    expect(again.status).toBe(401);
    expect(again.json).toEqual(providerError('Refresh token is expired or does not exist'));
    expect((await sandbox.call('POST', '/auths/refresh_token', { refreshToken: first.json.responseData.refreshToken })).status).toBe(200);
  });

  it('refreshes an expired JWT, and refuses a refresh token past its 100 days', async () => {
    const { refreshToken } = await sandbox.signUp();
    sandbox.clock.advance((JWT_TTL_SECONDS + 1) * 1000);
    const refreshed = await sandbox.call('POST', '/auths/refresh_token', { refreshToken });
    expect(refreshed.status).toBe(200);
    sandbox.clock.advance(REFRESH_TOKEN_TTL_SECONDS * 1000);
    const late = await sandbox.call('POST', '/auths/refresh_token', { refreshToken: refreshed.json.responseData.refreshToken });
    expect(late.json).toEqual(providerError('Refresh token is expired or does not exist'));
  });

  it.each([[{}], [{ refreshToken: 42 }], [{ refreshToken: '' }]])('refuses a missing or malformed token %j (422)', async (body) => {
    const { status, json } = await sandbox.call('POST', '/auths/refresh_token', body);
    expect(status).toBe(422);
    expect(json).toEqual(providerError('Missing or invalid parameter: refreshToken'));
  });
});

describe('DELETE /refresh_tokens (logout everywhere)', () => {
  it("spends every refresh token of the customer, not other customers'", async () => {
    const viewer = await sandbox.signUp('one@example.org');
    const other = await sandbox.signUp('two@example.org');
    const { status, json } = await sandbox.call('DELETE', '/refresh_tokens', undefined, viewer.jwt);
    expect(status).toBe(200);
    expect(json).toEqual({ responseData: { success: true }, errors: [] });
    expect((await sandbox.call('POST', '/auths/refresh_token', { refreshToken: viewer.refreshToken })).status).toBe(401);
    expect((await sandbox.call('POST', '/auths/refresh_token', { refreshToken: other.refreshToken })).status).toBe(200);
  });

  it('needs a JWT', async () => {
    expect((await sandbox.call('DELETE', '/refresh_tokens')).json).toEqual(providerError('Unauthorized: missing or invalid JWT'));
  });
});

describe('GET /customers/{id}', () => {
  it("answers the customer's record", async () => {
    const { jwt, customerId } = await sandbox.signUp('viewer@example.org');
    const { status, json } = await sandbox.call('GET', `/customers/${customerId}`, undefined, jwt);
    expect(status).toBe(200);
    expect(json.responseData).toEqual({
      id: customerId,
      email: 'viewer@example.org',
      country: 'NL',
      currency: 'EUR',
      locale: 'en_US',
      regDate: '2030-01-15 10:00:00',
      lastLoginDate: '2030-01-15 10:00:00',
      lastUserIp: '10.0.0.1',
      firstName: '',
      lastName: '',
      externalId: '',
      externalData: {},
    });
  });

  it.each([
    ['no JWT', () => undefined, 401, 'Unauthorized: missing or invalid JWT'],
    ['a forged JWT', (jwt: string) => `${jwt.slice(0, -4)}AAAA`, 401, 'Unauthorized: missing or invalid JWT'],
  ])('refuses %s', async (_label, token, status, message) => {
    const { jwt, customerId } = await sandbox.signUp();
    const reply = await sandbox.call('GET', `/customers/${customerId}`, undefined, token(jwt));
    expect(reply.status).toBe(status);
    expect(reply.json).toEqual(providerError(message));
  });

  it('refuses a JWT after its 15 minutes on the clock', async () => {
    const { jwt, customerId } = await sandbox.signUp();
    sandbox.clock.advance((JWT_TTL_SECONDS - 1) * 1000);
    expect((await sandbox.call('GET', `/customers/${customerId}`, undefined, jwt)).status).toBe(200);
    sandbox.clock.advance(1000);
    const late = await sandbox.call('GET', `/customers/${customerId}`, undefined, jwt);
    expect(late.status).toBe(401);
    expect(late.json).toEqual(providerError('JWT expired'));
  });

  it("refuses another customer's record (403)", async () => {
    const viewer = await sandbox.signUp('one@example.org');
    const other = await sandbox.signUp('two@example.org');
    const reply = await sandbox.call('GET', `/customers/${other.customerId}`, undefined, viewer.jwt);
    expect(reply.status).toBe(403);
    expect(reply.json).toEqual(providerError('Access denied: the JWT belongs to another customer'));
  });
});

describe('PATCH /customers/{id}', () => {
  let viewer: { jwt: string; customerId: string };
  beforeEach(async () => (viewer = await sandbox.signUp('viewer@example.org')));
  const patch = (body: unknown) => sandbox.call('PATCH', `/customers/${viewer.customerId}`, body, viewer.jwt);

  it('updates names and external data, and answers the customer', async () => {
    const { status, json } = await patch({ id: viewer.customerId, firstName: 'Ada', lastName: 'Lovelace', externalData: { theme: 'dark' } });
    expect(status).toBe(200);
    expect(json.responseData).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', externalData: { theme: 'dark' } });
  });

  it.each([
    [{ firstName: 'x'.repeat(51) }, 'firstName can have max 50 characters'],
    [{ lastName: 'x'.repeat(51) }, 'lastName can have max 50 characters'],
    [{ email: 'other@example.org' }, 'Invalid confirmationPassword field'],
    [{ email: 'other@example.org', confirmationPassword: 'wrong1234' }, 'Invalid confirmationPassword field'],
    [{ email: 'not-an-email', confirmationPassword: PASSWORD }, 'Invalid param email'],
    [{ firstName: 7 }, 'Invalid param firstName'],
  ])('refuses %j (422)', async (body, message) => {
    const { status, json } = await patch(body);
    expect(status).toBe(422);
    expect(json).toEqual(providerError(message));
  });

  it('changes the email with the confirmation password; the new address logs in', async () => {
    const { status, json } = await patch({ email: 'renamed@example.org', confirmationPassword: PASSWORD });
    expect(status).toBe(200);
    expect(json.responseData.email).toBe('renamed@example.org');
    expect((await sandbox.call('POST', '/auths', { email: 'renamed@example.org', password: PASSWORD, publisherId: PUBLISHER_ID })).status).toBe(200);
  });

  it('refuses an address another customer has', async () => {
    await sandbox.signUp('taken@example.org');
    const { json } = await patch({ email: 'taken@example.org', confirmationPassword: PASSWORD });
    expect(json).toEqual(providerError('Customer email already exists'));
  });
});
