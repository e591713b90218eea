import { z } from '../../zod';
import { emailField, requiredString } from './accountFields';
import { VALIDATION_MESSAGES } from './messages';
import { PASSWORD_PATTERN } from './password';

const { required, invalidPassword } = VALIDATION_MESSAGES;

/** Login: email valid and required, password required (spec 000 §5). */
export const loginFormSchema = z.object({
  email: emailField({ required, invalid: VALIDATION_MESSAGES.loginInvalidEmail }),
  password: requiredString(required),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** A new password: required, then the pattern. */
const newPassword = requiredString(required).check(z.regex(PASSWORD_PATTERN, invalidPassword));

const confirmationMatches = (form: { password: string; passwordConfirmation: string }, ctx: z.core.$RefinementCtx) => {
  if (form.passwordConfirmation && form.password !== form.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: VALIDATION_MESSAGES.passwordsDoNotMatch });
  }
};

/** Reset or add a password (with a mail token, or as a user without one). */
export const passwordResetFormSchema = z
  .object({ password: newPassword, passwordConfirmation: requiredString(required) })
  .check(z.superRefine(confirmationMatches));
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** Change a password with the old one (providers that support it). */
export const editPasswordFormSchema = z
  .object({ oldPassword: requiredString(required), password: newPassword, passwordConfirmation: requiredString(required) })
  .check(z.superRefine(confirmationMatches));
export type EditPasswordForm = z.infer<typeof editPasswordFormSchema>;

/** Delete account, password step: password required (login.field_required). */
export const deleteAccountFormSchema = z.object({ password: requiredString(required) });
export type DeleteAccountForm = z.infer<typeof deleteAccountFormSchema>;

/** Offer kinds of the choose-offer switch: subscription or one-time (transactional) access. */
export const OFFER_TYPES = ['svod', 'tvod'] as const;

/** Choose offer: both fields required (choose_offer.field_required). */
export const chooseOfferFormSchema = z.object({
  selectedOfferId: requiredString(VALIDATION_MESSAGES.chooseOfferRequired),
  selectedOfferType: z.enum(OFFER_TYPES, { error: VALIDATION_MESSAGES.chooseOfferRequired }),
});
export type ChooseOfferForm = z.infer<typeof chooseOfferFormSchema>;

/** Device codes are compared upper-case by the providers; viewers type them as they like. */
export const normalizeDeviceCode = (code: string): string => code.trim().toUpperCase();

/** Device login: code required; the parsed value is the uppercased code to authorize. */
export const deviceCodeFormSchema = z.object({
  code: z.pipe(z.string().check(z.trim(), z.minLength(1, required)), z.transform(normalizeDeviceCode)),
});
export type DeviceCodeForm = z.infer<typeof deviceCodeFormSchema>;
