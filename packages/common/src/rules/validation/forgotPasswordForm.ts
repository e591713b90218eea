import { z } from '../../zod';
import { emailField } from './accountFields';
import { VALIDATION_MESSAGES } from './messages';

/** Forgot password: the email, required and well formed, with the login form's messages (spec 000 §5). */
export const forgotPasswordFormSchema = z.object({
  email: emailField({ required: VALIDATION_MESSAGES.required, invalid: VALIDATION_MESSAGES.loginInvalidEmail }),
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
