/**
 * Translation keys the validation rules report (spec 000 §5, 001 §8), namespaced like the error
 * catalogue (`account:…`). Screens translate them; tests and translators can list them from here.
 * Keys the spec does not name are marked: they are this package's choice.
 */
export const VALIDATION_MESSAGES = {
  /** Generic "this field is required" (named by the spec for delete account, reused elsewhere). */
  required: 'account:login.field_required',
  /** Chosen here: login email that is not an email, in the login form's own section. */
  loginInvalidEmail: 'account:login.field_is_not_valid_email',
  registrationRequired: 'account:registration.field_required',
  registrationInvalidEmail: 'account:registration.field_is_not_valid_email',
  invalidPassword: 'account:registration.invalid_password',
  consentsError: 'account:registration.consents_error',
  passwordsDoNotMatch: 'account:reset.passwords_do_not_match',
  firstName: 'account:validation.first_name',
  lastName: 'account:validation.last_name',
  chooseOfferRequired: 'account:choose_offer.field_required',
  invalidCardNumber: 'account:checkout.invalid_card_number',
  invalidCardExpiry: 'account:checkout.invalid_card_expiry',
  invalidCvc: 'account:checkout.invalid_cvc_number',
  personalDetailsRequired: 'account:personal_details.this_field_is_required',
  birthDateNotValid: 'account:personal_details.birth_date_not_valid',
  /** Chosen here: form-level summary when a required field is missing. */
  formRequired: 'account:validation.required_fields',
  /** Chosen here: form-level summary for any other invalid field. */
  formInvalid: 'account:validation.invalid_fields',
} as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/** Messages that mean "missing", as opposed to "present but wrong". */
export const REQUIRED_MESSAGES: readonly string[] = [
  VALIDATION_MESSAGES.required,
  VALIDATION_MESSAGES.registrationRequired,
  VALIDATION_MESSAGES.chooseOfferRequired,
  VALIDATION_MESSAGES.personalDetailsRequired,
  VALIDATION_MESSAGES.consentsError,
];
