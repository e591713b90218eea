import { emailField, VALIDATION_MESSAGES } from '@ott/common';
import { z } from 'zod';

/**
 * Forgot password: the email, required and well formed (the login form's messages). common has no
 * schema for this form; this one belongs beside loginFormSchema.
 */
export const forgotPasswordFormSchema = z.object({
  email: emailField({ required: VALIDATION_MESSAGES.required, invalid: VALIDATION_MESSAGES.loginInvalidEmail }),
});
