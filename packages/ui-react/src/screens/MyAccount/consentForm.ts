import { CONSENT_FIELD_TYPE, CONSENT_STATE, VALIDATION_MESSAGES, type CustomerConsent, type PublisherConsent } from '@ott/common';
import { z } from 'zod/mini';

/**
 * The two consent sections of the account page: "terms and tracking" holds the publisher's
 * checkbox consents, "other registration details" every custom register field (and any field that
 * is not a checkbox). Both save through the account controller's updateConsents.
 */

export const isCheckboxField = (field: PublisherConsent): boolean => field.type === CONSENT_FIELD_TYPE.CHECKBOX;

/** Terms and tracking: checkbox consents that are not custom register fields. */
export const termsConsentsOf = (fields: readonly PublisherConsent[]): PublisherConsent[] =>
  fields.filter((field) => isCheckboxField(field) && field.isCustomRegisterField !== true);

/** Other registration details: custom register fields, and any field that is not a checkbox. */
export const registrationFieldsOf = (fields: readonly PublisherConsent[]): PublisherConsent[] =>
  fields.filter((field) => !isCheckboxField(field) || field.isCustomRegisterField === true);

/**
 * Form values by position (consent names may hold dots, which a form library reads as paths):
 * a boolean for a checkbox, a string for any other field.
 */
export type ConsentValue = boolean | string;
export interface ConsentFormValues {
  values: ConsentValue[];
}

const consentByName = (consents: readonly CustomerConsent[]): Map<string, CustomerConsent> => new Map(consents.map((consent) => [consent.name, consent]));

/** What the user answered so far; a consent never answered is unticked (or empty). */
export function consentFormValues(fields: readonly PublisherConsent[], customerConsents: readonly CustomerConsent[]): ConsentFormValues {
  const given = consentByName(customerConsents);
  return {
    values: fields.map((field) => {
      const consent = given.get(field.name);
      if (isCheckboxField(field)) return consent?.state === CONSENT_STATE.ACCEPTED;
      return typeof consent?.value === 'string' ? consent.value : '';
    }),
  };
}

export const CONSENT_MESSAGES = {
  /** A required checkbox consent left unticked. */
  consentRequired: VALIDATION_MESSAGES.consentsError,
  /** A required field left empty. */
  fieldRequired: VALIDATION_MESSAGES.required,
} as const;

/** Required consents must stay accepted and required fields answered. */
export function consentFormSchema(fields: readonly PublisherConsent[]) {
  return z.object({ values: z.array(z.union([z.boolean(), z.string()])) }).check(
    z.superRefine(({ values }, context) => {
      fields.forEach((field, index) => {
        if (!field.required) return;
        const value = values[index];
        if (isCheckboxField(field) ? value !== true : typeof value !== 'string' || value.trim() === '') {
          context.addIssue({
            code: 'custom',
            path: ['values', index],
            message: isCheckboxField(field) ? CONSENT_MESSAGES.consentRequired : CONSENT_MESSAGES.fieldRequired,
          });
        }
      });
    }),
  );
}

/**
 * The customer's whole consent list after saving the form: the fields' new answers replace the old
 * ones (and no longer need an update); consents the form does not show are kept as they are.
 */
export function consentsToSave(fields: readonly PublisherConsent[], values: readonly ConsentValue[], customerConsents: readonly CustomerConsent[]): CustomerConsent[] {
  const result = consentByName(customerConsents);
  fields.forEach((field, index) => {
    const value = values[index];
    const answered = isCheckboxField(field) ? value === true : typeof value === 'string' && value.trim() !== '';
    const consent: CustomerConsent = {
      ...result.get(field.name),
      name: field.name,
      version: field.version,
      state: answered ? CONSENT_STATE.ACCEPTED : CONSENT_STATE.DECLINED,
      needsUpdate: false,
    };
    if (!isCheckboxField(field)) consent.value = typeof value === 'string' ? value.trim() : '';
    result.set(field.name, consent);
  });
  return [...result.values()];
}

/** The text a field's answer shows in view mode: an option's label, the text itself, or undefined when unanswered. */
export function answerText(field: PublisherConsent, value: ConsentValue | undefined): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return field.options?.[value] ?? value;
}
