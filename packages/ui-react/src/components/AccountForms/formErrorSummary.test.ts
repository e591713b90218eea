import { VALIDATION_MESSAGES } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { clientFieldErrors, SERVER_ERROR_TYPE, validationSummaryKey } from './formErrorSummary';

describe('clientFieldErrors', () => {
  it('flattens nested errors to paths and leaves server errors out', () => {
    const errors = {
      email: { type: 'invalid_format', message: 'account:registration.field_is_not_valid_email', ref: {} },
      password: { type: SERVER_ERROR_TYPE, message: 'Wrong password' },
      consents: { type: 'custom', message: 'account:registration.consents_error', terms: { type: 'custom', message: 'account:registration.field_required' } },
    };
    expect(clientFieldErrors(errors)).toEqual({
      email: 'account:registration.field_is_not_valid_email',
      consents: 'account:registration.consents_error',
      'consents.terms': 'account:registration.field_required',
    });
  });
});

describe('validationSummaryKey', () => {
  it('says "required" when a field is missing, else "invalid", and nothing without client errors', () => {
    expect(validationSummaryKey({ email: { message: VALIDATION_MESSAGES.required } })).toBe(VALIDATION_MESSAGES.formRequired);
    expect(validationSummaryKey({ email: { message: VALIDATION_MESSAGES.invalidPassword } })).toBe(VALIDATION_MESSAGES.formInvalid);
    expect(validationSummaryKey({ email: { type: SERVER_ERROR_TYPE, message: 'x' } })).toBeUndefined();
    expect(validationSummaryKey({})).toBeUndefined();
  });
});
