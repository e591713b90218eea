import { z } from '../../zod';
import { NAME_MAX_LENGTH } from '../../constants';
import { VALIDATION_MESSAGES } from './messages';

const emailFormat = z.email();

/** Email validity as the forms check it (the provider may still refuse it). */
export const isValidEmail = (email: string): boolean => emailFormat.safeParse(email.trim()).success;

/** A name fits when it has at most 50 characters (spec 000 §5). Empty names are allowed. */
export const isValidName = (name: string): boolean => name.trim().length <= NAME_MAX_LENGTH;

/**
 * An email field: trimmed, required, then well formed. The checks run in that order so that an
 * empty field says "required", not "invalid".
 */
export const emailField = (messages: { required: string; invalid: string }) =>
  z.pipe(z.string({ error: messages.required }).check(z.trim(), z.minLength(1, messages.required)), z.email(messages.invalid));

/** A string that must be present and non-empty, with one message for both cases. */
export const requiredString = (message: string) => z.string({ error: message }).check(z.minLength(1, message));

export const firstNameSchema = z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, VALIDATION_MESSAGES.firstName));
export const lastNameSchema = z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, VALIDATION_MESSAGES.lastName));

/** "About you" section of the account page. */
export const accountDetailsFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type AccountDetailsForm = z.infer<typeof accountDetailsFormSchema>;
