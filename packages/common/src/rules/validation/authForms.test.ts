import { describe, expect, it } from 'vitest';
import { accountDetailsFormSchema, isValidEmail, isValidName } from './accountFields';
import {
  chooseOfferFormSchema,
  deleteAccountFormSchema,
  deviceCodeFormSchema,
  editPasswordFormSchema,
  loginFormSchema,
  normalizeDeviceCode,
  passwordResetFormSchema,
} from './authForms';
import { fieldErrors } from './formErrors';
import type { z } from 'zod/mini';

const errorsOf = (schema: z.ZodMiniType, value: unknown) => fieldErrors(schema.safeParse(value).error);

describe('email and names', () => {
  it.each([
    ['viewer@example.com', true],
    [' viewer@example.com ', true],
    ['first.last+tag@sub.example.co', true],
    ['viewer@example', false],
    ['viewer', false],
    ['', false],
  ])('email %j valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it.each([
    ['x'.repeat(50), true],
    ['x'.repeat(51), false],
    ['', true],
  ])('name of %#: valid %s', (name, valid) => {
    expect(isValidName(name)).toBe(valid);
  });

  it('reports names over 50 characters with their own keys', () => {
    expect(errorsOf(accountDetailsFormSchema, { firstName: 'x'.repeat(51), lastName: 'y'.repeat(51) })).toEqual({
      firstName: 'account:validation.first_name',
      lastName: 'account:validation.last_name',
    });
    expect(accountDetailsFormSchema.parse({ firstName: ' Ada ', lastName: 'x'.repeat(50) })).toEqual({ firstName: 'Ada', lastName: 'x'.repeat(50) });
  });
});

describe('login form', () => {
  it.each([
    [{ email: 'a@b.co', password: 'x' }, {}],
    [{ email: '', password: '' }, { email: 'account:login.field_required', password: 'account:login.field_required' }],
    [{ email: 'nope', password: 'x' }, { email: 'account:login.field_is_not_valid_email' }],
    [{}, { email: 'account:login.field_required', password: 'account:login.field_required' }],
  ])('%j', (form, errors) => {
    expect(errorsOf(loginFormSchema, form)).toEqual(errors);
  });

  it('trims the email but not the password', () => {
    expect(loginFormSchema.parse({ email: ' a@b.co ', password: ' p ' })).toEqual({ email: 'a@b.co', password: ' p ' });
  });
});

describe('password reset and edit forms', () => {
  it.each([
    [{ password: 'abcdefg1', passwordConfirmation: 'abcdefg1' }, {}],
    [{ password: '', passwordConfirmation: '' }, { password: 'account:login.field_required', passwordConfirmation: 'account:login.field_required' }],
    [{ password: 'short', passwordConfirmation: 'short' }, { password: 'account:registration.invalid_password' }],
    [{ password: 'abcdefg1', passwordConfirmation: 'abcdefg2' }, { passwordConfirmation: 'account:reset.passwords_do_not_match' }],
    [{ password: 'a1'.repeat(40), passwordConfirmation: 'a1'.repeat(40) }, {}],
  ])('reset %j', (form, errors) => {
    expect(errorsOf(passwordResetFormSchema, form)).toEqual(errors);
  });

  it('needs the old password when changing with it', () => {
    expect(errorsOf(editPasswordFormSchema, { oldPassword: '', password: 'abcdefg1', passwordConfirmation: 'abcdefg1' })).toEqual({
      oldPassword: 'account:login.field_required',
    });
  });
});

describe('delete account, choose offer, device code', () => {
  it('delete account needs the password', () => {
    expect(errorsOf(deleteAccountFormSchema, { password: '' })).toEqual({ password: 'account:login.field_required' });
    expect(deleteAccountFormSchema.safeParse({ password: 'x' }).success).toBe(true);
  });

  it.each([
    [{ selectedOfferId: 'S1', selectedOfferType: 'svod' }, {}],
    [{ selectedOfferId: 'S1', selectedOfferType: 'tvod' }, {}],
    [{ selectedOfferId: '', selectedOfferType: '' }, { selectedOfferId: 'account:choose_offer.field_required', selectedOfferType: 'account:choose_offer.field_required' }],
    [{}, { selectedOfferId: 'account:choose_offer.field_required', selectedOfferType: 'account:choose_offer.field_required' }],
  ])('choose offer %j', (form, errors) => {
    expect(errorsOf(chooseOfferFormSchema, form)).toEqual(errors);
  });

  it('uppercases the device code before authorizing', () => {
    expect(deviceCodeFormSchema.parse({ code: ' ab12cd ' })).toEqual({ code: 'AB12CD' });
    expect(errorsOf(deviceCodeFormSchema, { code: '  ' })).toEqual({ code: 'account:login.field_required' });
    expect(normalizeDeviceCode('xyz9')).toBe('XYZ9');
  });
});
