import { z } from '../../zod';
import { emailField, requiredString } from './accountFields';
import { VALIDATION_MESSAGES } from './messages';
import { PASSWORD_PATTERN } from './password';

/** The consent every sign-up must accept, whatever the publisher lists. */
export const TERMS_CONSENT_NAME = 'terms';

/** The part of a publisher consent field (spec 000 §3) that validation needs. */
export interface RegistrationConsentField {
  name: string;
  required: boolean;
  /** Checkbox by default; other types are custom register fields answered with text. */
  type?: string;
}

const isChecked = (value: boolean | string | undefined): boolean =>
  typeof value === 'string' ? value.trim().length > 0 : value === true;

/**
 * Sign-up form (spec 000 §5): email valid and required, password required and matching the
 * pattern, the terms checkbox ticked, and every required publisher consent or custom field given.
 * Unmet consents mark each field `field_required` and the consents group `consents_error`.
 */
export function registrationFormSchema(consentFields: readonly RegistrationConsentField[] = []) {
  const requiredNames = new Set([TERMS_CONSENT_NAME, ...consentFields.filter((field) => field.required).map((field) => field.name)]);
  return z
    .object({
      email: emailField({
        required: VALIDATION_MESSAGES.registrationRequired,
        invalid: VALIDATION_MESSAGES.registrationInvalidEmail,
      }),
      password: requiredString(VALIDATION_MESSAGES.registrationRequired).check(z.regex(PASSWORD_PATTERN, VALIDATION_MESSAGES.invalidPassword)),
      // `_default` is zod/mini's name for classic `.default()` (a missing consents object reads as {}).
      consents: z._default(z.record(z.string(), z.union([z.boolean(), z.string()])), {}),
    })
    .check(
      z.superRefine((form, ctx) => {
        const unmet = [...requiredNames].filter((name) => !isChecked(form.consents[name]));
        if (unmet.length === 0) return;
        ctx.addIssue({ code: 'custom', path: ['consents'], message: VALIDATION_MESSAGES.consentsError });
        for (const name of unmet) {
          ctx.addIssue({ code: 'custom', path: ['consents', name], message: VALIDATION_MESSAGES.registrationRequired });
        }
      }),
    );
}

export type RegistrationForm = z.infer<ReturnType<typeof registrationFormSchema>>;
