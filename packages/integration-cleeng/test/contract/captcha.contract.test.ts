import { mapCheckoutError, mapRegistrationError } from '@ott/common';
import { editedCaptcha, solvedCaptcha, TEST_CAPTCHA_KEY } from '@ott/provider-sandbox';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/testService';
import { createClient, newEmail, PASS, PASSWORD, signedUp, START, useSandbox, YEARLY } from './sandbox';

/** The publisher requires a captcha; the sandbox verifies with the publisher's ALTCHA key. */
const sandbox = useSandbox({ captcha: { hmacKey: TEST_CAPTCHA_KEY, required: true } });
const fresh = () => solvedCaptcha({ expiresAt: Math.floor(START / 1000) + 600 });
const URLS = { successUrl: 'https://app.example.org/paid', waitingUrl: 'https://app.example.org/waiting', cancelUrl: 'https://app.example.org/cancelled', errorUrl: 'https://app.example.org/error' };
const CAPTCHA_ON_SLOT = { field: 'captchaValue', key: 'account:captcha.required' };

describe('contract: the publisher captcha against apps/provider-sandbox', () => {
  it('register: a solved challenge signs up; a missing or forged value is refused with what the sign-up screen shows', async () => {
    for (const captchaValue of [undefined, editedCaptcha(await fresh(), (payload) => void (payload.solution.counter += 1))]) {
      const error = await failureOf(() => createClient(sandbox).account.register({ email: newEmail(), password: PASSWORD, referrer: '/', consents: [], ...(captchaValue && { captchaValue }) }));
      expect(mapRegistrationError(error)).toEqual({ key: 'account:captcha.required' });
    }
    expect((await signedUp(sandbox, { captchaValue: await fresh() })).user.email).toMatch(/@example\.org$/);
  });

  it('free submit and PayPal: a refused value maps to the captcha slot, and a fresh one then goes through', async () => {
    const used = await fresh();
    const { client, user } = await signedUp(sandbox, { captchaValue: used });
    const free = await client.checkout.updateOrder({ order: await client.checkout.createOrder({ offer: await client.checkout.getOffer(PASS), customerId: user.id }), couponCode: 'FREEPASS' });
    // The sign-up's value again: a replay.
    expect(mapCheckoutError(await failureOf(() => client.checkout.paymentWithoutDetails({ order: free, captchaValue: used })))).toEqual(CAPTCHA_ON_SLOT);
    await client.checkout.paymentWithoutDetails({ order: free, captchaValue: await fresh() });
    expect((await client.entitlement.getEntitlements(PASS)).accessGranted).toBe(true);

    const yearly = await client.checkout.createOrder({ offer: await client.checkout.getOffer(YEARLY), customerId: user.id });
    expect(mapCheckoutError(await failureOf(() => client.checkout.paymentWithPayPal({ order: yearly, ...URLS })))).toEqual(CAPTCHA_ON_SLOT);
    expect((await client.checkout.paymentWithPayPal({ order: yearly, ...URLS, captchaValue: await fresh() })).redirectUrl).toMatch(/\/_gateway\/paypal\//);
  });
});
