import { describe, expect, it } from 'vitest';
import { fieldErrors } from './formErrors';
import { registrationFormSchema } from './registrationForm';

const consentFields = [
  { name: 'terms', required: true },
  { name: 'marketing', required: false },
  { name: 'privacy', required: true, type: 'checkbox' },
  { name: 'favouriteGenre', required: true, type: 'input' },
];
const valid = { email: 'a@b.co', password: 'abcdefg1', consents: { terms: true, privacy: true, favouriteGenre: 'drama' } };

describe('registrationFormSchema', () => {
  it('accepts a complete sign-up', () => {
    expect(registrationFormSchema(consentFields).safeParse(valid).success).toBe(true);
  });

  it.each([
    ['email missing', { email: '' }, { email: 'account:registration.field_required' }],
    ['email invalid', { email: 'a@b' }, { email: 'account:registration.field_is_not_valid_email' }],
    ['password missing', { password: '' }, { password: 'account:registration.field_required' }],
    ['password weak', { password: 'abcdefgh' }, { password: 'account:registration.invalid_password' }],
    [
      'required consents unmet',
      { consents: { terms: false, privacy: true, favouriteGenre: ' ' } },
      {
        consents: 'account:registration.consents_error',
        'consents.terms': 'account:registration.field_required',
        'consents.favouriteGenre': 'account:registration.field_required',
      },
    ],
  ])('%s', (_name, change, errors) => {
    expect(fieldErrors(registrationFormSchema(consentFields).safeParse({ ...valid, ...change }).error)).toEqual(errors);
  });

  it('always requires the terms checkbox, even when the publisher lists no consents', () => {
    const result = registrationFormSchema().safeParse({ email: 'a@b.co', password: 'abcdefg1' });
    expect(fieldErrors(result.error)).toEqual({
      consents: 'account:registration.consents_error',
      'consents.terms': 'account:registration.field_required',
    });
    expect(registrationFormSchema().safeParse({ email: 'a@b.co', password: 'abcdefg1', consents: { terms: true } }).success).toBe(true);
  });
});
