import { describe, expect, it, vi } from 'vitest';
import { mapAccountError, mapDeleteAccountError } from './accountErrors';
import { createAppError } from './catalogue';
import { createAccountError } from './accountCatalogue';
import { CARD_FIELD_ERROR_KEYS, mapCardError, mapCheckoutError } from './checkoutErrors';
import { displayErrorText } from './displayError';
import { httpError } from './httpErrors';
import { mapDeviceCodeError, mapLoginError } from './loginErrors';
import { favoritesWarning, mapMediaError } from './mediaErrors';
import { mapForgotPasswordError, mapPasswordError } from './passwordErrors';
import { mapRegistrationError, unmetConsentErrors } from './registrationErrors';
import { ERROR_TRANSLATION_KEYS } from './translationKeys';

describe('login', () => {
  it.each([
    ['Invalid param email', { field: 'email', key: 'account:login.wrong_email' }],
    ['invalid_param: E-MAIL', { field: 'email', key: 'account:login.wrong_email' }],
    [httpError(422, { message: 'Invalid data', errors: { email: 'Invalid param email' } }), { field: 'email', key: 'account:login.wrong_email' }],
    ['Invalid credentials', { key: 'account:login.wrong_combination' }],
    ['Invalid email or password', { key: 'account:login.wrong_combination' }],
    [httpError(401, { message: 'Invalid email or password', code: 401 }), { key: 'account:login.wrong_combination' }],
    [httpError(401), { key: 'account:login.wrong_combination' }],
    [new TypeError('fetch failed'), { key: 'account:login.wrong_combination' }],
  ])('%s -> %j', (error, expected) => {
    expect(mapLoginError(error)).toEqual(expected);
  });

  it('shows the device-login error screen for an authorize failure', () => {
    expect(mapDeviceCodeError(createAccountError('authorize_code_failed'))).toEqual({ key: 'account:login_device.error_title' });
  });
});

describe('registration', () => {
  it.each([
    ['User exists', { field: 'email', key: 'account:registration.user_exists' }],
    ['Customer already exists.', { field: 'email', key: 'account:registration.user_exists' }],
    ['Invalid param email', { field: 'email', key: 'account:registration.field_is_not_valid_email' }],
    ['invalid param password', { field: 'password', key: 'account:registration.invalid_password' }],
    ['Password must contain a number', { field: 'password', key: 'account:registration.invalid_password' }],
    ['Required consents are missing', { key: 'account:registration.consents_error' }],
    ['invalid param captchaValue: the verification is missing, wrong, expired or already used', { key: 'account:captcha.required' }],
    ['Captcha verification failed', { key: 'account:captcha.required' }],
    ['Internal server error', { key: 'account:registration.failed_to_create' }],
  ])('%s -> %j', (error, expected) => {
    expect(mapRegistrationError(error)).toEqual(expected);
  });

  const consents = [
    { name: 'terms', required: true },
    { name: 'marketing', required: false },
    { name: 'favourite_genre', required: true },
  ];

  it.each([
    ['all required given', { terms: true, favourite_genre: 'drama' }, []],
    [
      'terms unticked',
      { terms: false, favourite_genre: 'drama' },
      [{ key: 'account:registration.consents_error' }, { field: 'terms', key: 'account:registration.field_required' }],
    ],
    [
      'nothing given',
      { favourite_genre: '  ' },
      [
        { key: 'account:registration.consents_error' },
        { field: 'terms', key: 'account:registration.field_required' },
        { field: 'favourite_genre', key: 'account:registration.field_required' },
      ],
    ],
  ])('unmet consents: %s', (_label, values, expected) => {
    expect(unmetConsentErrors(consents, values)).toEqual(expected);
  });
});

describe('password screens', () => {
  it.each([
    ['invalid param password', { field: 'password', key: 'account:reset.invalid_password' }],
    ['resetPasswordToken is not valid', { key: 'account:reset.invalid_reset_link' }],
    ['Reset password token is invalid.', { key: 'account:reset.invalid_reset_link' }],
    ['Score does not match standards', { field: 'password', key: 'account:reset.password_strength' }],
    ['Old password does not match!', { field: 'oldPassword', key: 'account:reset.old_password_does_not_match' }],
    ['password could not be set', { key: 'account:reset.invalid_token' }],
    [createAppError('not_logged_in'), { key: 'account:reset.invalid_link' }],
    [createAppError('user_not_logged_in'), { key: 'account:reset.invalid_link' }],
    ['Something odd happened', { text: 'Something odd happened' }],
    [undefined, { key: 'error:unknown_error' }],
  ])('%s -> %j', (error, expected) => {
    expect(mapPasswordError(error)).toEqual(expected);
  });

  it.each([
    ['invalid param email', { field: 'email', key: 'account:reset.wrong_email' }],
    ['Too many requests', { text: 'Too many requests' }],
  ])('forgot password: %s -> %j', (error, expected) => {
    expect(mapForgotPasswordError(error)).toEqual(expected);
  });
});

describe('account fields', () => {
  it.each([
    ['Invalid param email', { field: 'email', key: 'user:account.errors.invalid_param_email' }],
    ['Email already exists!', { field: 'email', key: 'user:account.errors.email_exists' }],
    ['Please enter a valid e-mail address.', { field: 'email', key: 'user:account.errors.please_enter_valid_email' }],
    ['Invalid confirmationPassword', { field: 'confirmationPassword', key: 'user:account.errors.invalid_password' }],
    ['firstName can have max 50 characters.', { field: 'firstName', key: 'account:validation.first_name' }],
    ['lastName can have max 50 characters.', { field: 'lastName', key: 'account:validation.last_name' }],
    [createAccountError('email_update_not_supported'), { field: 'email', key: 'user:account.errors.email_update_not_supported' }],
    ['Email update not supported', { field: 'email', key: 'user:account.errors.email_update_not_supported' }],
    [createAccountError('wrong_combination'), { key: 'user:account.errors.wrong_combination' }],
    ['Wrong email/password combination', { key: 'user:account.errors.wrong_combination' }],
    ['Invalid email or password', { key: 'user:account.errors.wrong_combination' }],
  ])('%s -> %j', (error, expected) => {
    const logger = { error: vi.fn() };
    expect(mapAccountError(error, logger)).toEqual(expected);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('shows an unknown error for anything else and logs it', () => {
    const logger = { error: vi.fn() };
    const error = new Error('database down');
    expect(mapAccountError(error, logger)).toEqual({ key: 'user:account.errors.unknown_error' });
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), error);
  });

  it.each([
    ['Invalid credentials', { field: 'password', key: 'user:account.delete_account.invalid_credentials' }],
    ['The password is not valid', { field: 'password', key: 'user:account.delete_account.invalid_credentials' }],
    [httpError(500), { key: 'user:account.delete_account.error' }],
  ])('delete account: %s -> %j', (error, expected) => {
    expect(mapDeleteAccountError(error)).toEqual(expected);
  });
});

describe('checkout and coupon', () => {
  it.each([
    ['Invalid coupon code', { field: 'couponCode', key: 'account:checkout.coupon_not_valid' }],
    ['Coupon is not valid', { field: 'couponCode', key: 'account:checkout.coupon_not_valid' }],
    ['Coupon is not valid for this offer', { field: 'couponCode', key: 'account:checkout.coupon_not_valid_for_offer' }],
    ['Coupon cannot be applied to offer S123_1', { field: 'couponCode', key: 'account:checkout.coupon_not_valid_for_offer' }],
    ['Order not found', { key: 'error:unknown_error', action: 'clear-order-and-choose-offer' }],
    ['Order with 123 not found', { key: 'error:unknown_error', action: 'clear-order-and-choose-offer' }],
    ['Already have an active access', { key: 'error:unknown_error', action: 'redirect-to-error-url' }],
    ['Captcha verification failed', { field: 'captchaValue', key: 'account:captcha.required' }],
    [httpError(422, { responseData: {}, errors: ['Captcha verification failed'] }), { field: 'captchaValue', key: 'account:captcha.required' }],
    [httpError(500), { key: 'error:unknown_error' }],
  ])('%s -> %j', (error, expected) => {
    expect(mapCheckoutError(error)).toEqual(expected);
  });

  it.each([
    ['Invalid card number', { field: 'cardNumber', key: 'account:checkout.invalid_card_number' }],
    ['invalid exp_month', { field: 'cardExpiry', key: 'account:checkout.invalid_card_expiry' }],
    ['Your card has expired', { field: 'cardExpiry', key: 'account:checkout.invalid_card_expiry' }],
    ['Invalid CVV', { field: 'cardCVC', key: 'account:checkout.invalid_cvc_number' }],
    ['Gateway timeout', { key: 'error:unknown_error' }],
  ])('card: %s -> %j', (error, expected) => {
    expect(mapCardError(error)).toEqual(expected);
  });

  it('names the card form keys of the spec', () => {
    expect(Object.values(CARD_FIELD_ERROR_KEYS)).toEqual([
      'account:checkout.invalid_card_number',
      'account:checkout.invalid_card_expiry',
      'account:checkout.invalid_cvc_number',
    ]);
  });
});

describe('media and player', () => {
  it.each([
    ['unauthorized', { key: 'video:unauthorized', action: 'show-unauthorized' }],
    [createAppError('unauthorized'), { key: 'video:unauthorized', action: 'show-unauthorized' }],
    [httpError(401), { key: 'video:unauthorized', action: 'show-unauthorized' }],
    [createAppError('access_blocked'), { key: 'video:access_blocked', action: 'show-access-blocked' }],
    [createAppError('media_not_found'), { key: 'error:video_not_found' }],
    [httpError(404), { key: 'error:video_not_found' }],
    ['MediaItem not found', { key: 'error:video_not_found' }],
    ['Network failure', { key: 'error:unknown_error' }],
  ])('%s -> %j', (error, expected) => {
    expect(mapMediaError(error)).toEqual(expected);
  });

  it('warns with maxCount when favorites are full', () => {
    expect(favoritesWarning(48)).toEqual({ key: 'video:favorites_warning', values: { maxCount: 48 } });
  });
});

describe('ERROR_TRANSLATION_KEYS', () => {
  const samples: unknown[] = [
    'Invalid param email', 'User exists', 'invalid param password', 'consent missing', 'resetPasswordToken is not valid',
    'score does not match standards', 'old password does not match', 'password could not be set', 'Email already exists',
    'Please enter a valid email', 'Invalid confirmationPassword', 'firstName too long', 'lastName too long', 'Email update not supported',
    'Wrong email/password combination', 'Invalid credentials', 'Invalid coupon', 'Coupon not valid for this offer', 'Order not found',
    'Invalid card number', 'invalid expiry', 'invalid cvc', 'unauthorized', 'access blocked', 'MediaItem not found',
    createAppError('not_logged_in'), 'anything else',
  ];
  const mappers = [mapLoginError, mapRegistrationError, mapPasswordError, mapForgotPasswordError, mapDeleteAccountError, mapCheckoutError, mapCardError, mapMediaError, mapDeviceCodeError, (e: unknown) => mapAccountError(e, { error: () => undefined })];

  it('lists every key a mapping can return', () => {
    const returned = new Set(samples.flatMap((sample) => mappers.map((map) => map(sample).key)).filter((key): key is string => key !== undefined));
    returned.add(favoritesWarning(1).key as string);
    unmetConsentErrors([{ name: 'terms', required: true }], {}).forEach((error) => returned.add(error.key as string));
    expect([...returned].filter((key) => !ERROR_TRANSLATION_KEYS.includes(key))).toEqual([]);
  });

  it('is sorted, unique and namespaced', () => {
    expect([...ERROR_TRANSLATION_KEYS]).toEqual([...new Set(ERROR_TRANSLATION_KEYS)].sort());
    expect(ERROR_TRANSLATION_KEYS.every((key) => /^[a-z_]+:[a-z_.]+$/.test(key))).toBe(true);
  });
});

describe('displayErrorText', () => {
  const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;

  it.each([
    [{ key: 'video:favorites_warning', values: { maxCount: 48 } }, 'video:favorites_warning{"maxCount":48}'],
    [{ text: 'Provider said no' }, 'Provider said no'],
  ])('%j -> %s', (error, expected) => {
    expect(displayErrorText(error, t)).toBe(expected);
  });
});
