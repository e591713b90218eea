import { afterEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { PASSWORD, PUBLISHER_ID, providerError, START, testSandbox, type TestSandbox } from '../testing';
import { CAPTCHA_REFUSED } from './CaptchaVerifier';
import { editedCaptcha, solvedCaptcha, TEST_CAPTCHA_KEY } from './testing';

const NOW = START / 1000;
const URLS = { successUrl: 'https://app.example.org/paid', cancelUrl: 'https://app.example.org/cancelled', errorUrl: 'https://app.example.org/error' };

let sandbox: TestSandbox;
afterEach(() => sandbox.app.close());

let emails = 0;
const registration = (captchaValue: string | undefined) => ({
  email: `viewer${++emails}@example.org`,
  password: PASSWORD,
  locale: 'en_US',
  country: 'NL',
  currency: 'EUR',
  publisherId: PUBLISHER_ID,
  ...(captchaValue === undefined ? {} : { captchaValue }),
});

/** A signed-up viewer (with a solved captcha of their own) and an order of `offerId`. */
async function viewerWithOrder(offerId: string, couponCode?: string): Promise<{ jwt: string; orderId: number }> {
  const signUp = await sandbox.call('POST', '/customers', registration(await solvedCaptcha({ expiresAt: NOW + 600 })));
  expect(signUp.status).toBe(200);
  const { jwt } = signUp.json.responseData;
  const order = await sandbox.call('POST', '/orders', { offerId, customerIP: '10.0.0.1', ...(couponCode && { couponCode }) }, jwt);
  return { jwt, orderId: order.json.responseData.order.id };
}

/** The three calls that carry the widget's value (001 §7.4), each from a fresh start. */
const CALLS = {
  register: async () => (captchaValue: string | undefined) => sandbox.call('POST', '/customers', registration(captchaValue)),
  'free submit (POST /payments)': async () => {
    const { jwt, orderId } = await viewerWithOrder('P473391042_NL', 'FREEPASS');
    return (captchaValue: string | undefined) => sandbox.call('POST', '/payments', { orderId, ...(captchaValue === undefined ? {} : { captchaValue }) }, jwt);
  },
  'PayPal token': async () => {
    const { jwt, orderId } = await viewerWithOrder('S345569153_NL');
    return (captchaValue: string | undefined) => sandbox.call('POST', '/connectors/paypal/v1/tokens', { orderId, ...URLS, ...(captchaValue === undefined ? {} : { captchaValue }) }, jwt);
  },
} as const;

/** Values the publisher's challenge server never signed or that no longer count. */
const REFUSED_VALUES: Array<[string, () => Promise<string | undefined>]> = [
  ['missing', async () => undefined],
  ['empty', async () => ''],
  ['not an ALTCHA payload', async () => Buffer.from('{"solved":true}').toString('base64')],
  ['not base64 JSON', async () => 'invalid'],
  ['signed with another key', () => solvedCaptcha({ hmacKey: 'someone-elses-captcha-hmac-key-987654321', expiresAt: NOW + 600 })],
  ['with a wrong solution', async () => editedCaptcha(await solvedCaptcha({ expiresAt: NOW + 600 }), (payload) => void (payload.solution.counter += 1))],
  ['with an edited expiry', async () => editedCaptcha(await solvedCaptcha({ expiresAt: NOW + 600 }), (payload) => void (payload.challenge.parameters['expiresAt'] = NOW + 86_400))],
  ['expired on the sandbox clock', () => solvedCaptcha({ expiresAt: NOW - 1 })],
];

describe.each(Object.entries(CALLS))('captcha on %s (the publisher requires one)', (_call, prepare) => {
  it('takes a solved challenge of the publisher once; the same value again is a replay', async () => {
    sandbox = await testSandbox({ captcha: { hmacKey: TEST_CAPTCHA_KEY, required: true } });
    const value = await solvedCaptcha({ expiresAt: NOW + 600 });
    expect((await (await prepare())(value)).status).toBe(200);
    const replay = await (await prepare())(value);
    expect([replay.status, replay.json]).toEqual([422, providerError(CAPTCHA_REFUSED)]);
  });

  it.each(REFUSED_VALUES)('refuses a value %s (422, nothing done)', async (_label, valueOf) => {
    sandbox = await testSandbox({ captcha: { hmacKey: TEST_CAPTCHA_KEY, required: true } });
    const send = await prepare();
    const refused = await send(await valueOf());
    expect([refused.status, refused.json]).toEqual([422, providerError(CAPTCHA_REFUSED)]);
    // Refused before anything happened: the viewer retries with a fresh value and it goes through.
    expect((await send(await solvedCaptcha({ expiresAt: NOW + 600 }))).status).toBe(200);
  });
});

describe('captcha settings', () => {
  it('a publisher that does not require one takes calls without a value, and still checks a value given', async () => {
    sandbox = await testSandbox({ captcha: { hmacKey: TEST_CAPTCHA_KEY, required: false } });
    expect((await sandbox.call('POST', '/customers', registration(undefined))).status).toBe(200);
    expect((await sandbox.call('POST', '/customers', registration(await solvedCaptcha({ expiresAt: NOW + 600 })))).status).toBe(200);
    expect((await sandbox.call('POST', '/customers', registration(await solvedCaptcha({ hmacKey: 'x'.repeat(40), expiresAt: NOW + 600 })))).json).toEqual(providerError(CAPTCHA_REFUSED));
  });

  it('without the publisher key no value can be verified: any value is refused', async () => {
    sandbox = await testSandbox();
    expect((await sandbox.call('POST', '/customers', registration(await solvedCaptcha({ expiresAt: NOW + 600 })))).json).toEqual(providerError(CAPTCHA_REFUSED));
    expect((await sandbox.call('POST', '/customers', registration(undefined))).status).toBe(200);
  });

  it('a spent value is kept in the database (it survives a restart) until its challenge expires', async () => {
    sandbox = await testSandbox({ captcha: { hmacKey: TEST_CAPTCHA_KEY, required: true } });
    const value = await solvedCaptcha({ expiresAt: NOW + 600 });
    expect((await sandbox.call('POST', '/customers', registration(value))).status).toBe(200);
    const row = sandbox.context.db.prepare('SELECT expires_at FROM spent_captchas').get();
    expect(row).toEqual({ expires_at: NOW + 600 });
  });

  it.each([
    [{ required: true }, /captchaRequired needs captchaHmacKey/],
    [{ hmacKey: 'short' }, /at least 32 characters/],
  ])('refuses to start with %j', (captcha, message) => {
    expect(() => buildSandbox({ captcha })).toThrow(message);
  });
});
