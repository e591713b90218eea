import { describe, expect, it } from 'vitest';
import { loginFormSchema } from './authForms';
import { fieldErrors, formErrorKey, hasFormErrors } from './formErrors';

describe('form-level error', () => {
  it('is the generic required message when a field is missing', () => {
    const error = loginFormSchema.safeParse({ email: 'nope', password: '' }).error;
    expect(hasFormErrors(error)).toBe(true);
    expect(formErrorKey(error)).toBe('account:validation.required_fields');
  });

  it('is the generic validation message when fields are only invalid', () => {
    const error = loginFormSchema.safeParse({ email: 'nope', password: 'x' }).error;
    expect(formErrorKey(error)).toBe('account:validation.invalid_fields');
    expect(formErrorKey({ cardNumber: 'account:checkout.invalid_card_number' })).toBe('account:validation.invalid_fields');
  });

  it('is absent for a valid form', () => {
    const error = loginFormSchema.safeParse({ email: 'a@b.co', password: 'x' }).error;
    expect(error).toBeUndefined();
    expect(hasFormErrors(error)).toBe(false);
    expect(hasFormErrors({})).toBe(false);
    expect(formErrorKey(undefined)).toBeUndefined();
    expect(formErrorKey({})).toBeUndefined();
  });

  it('keeps the first message per field', () => {
    expect(fieldErrors(undefined)).toEqual({});
    expect(hasFormErrors({ email: 'x' })).toBe(true);
  });
});
