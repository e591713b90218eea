import { describe, expect, it } from 'vitest';
import { forgotPasswordFormSchema } from './forgotPasswordForm';
import { VALIDATION_MESSAGES } from './messages';

const messageOf = (input: unknown): string | undefined => forgotPasswordFormSchema.safeParse(input).error?.issues[0]?.message;

describe('forgot-password form (spec 000 §5)', () => {
  it.each([
    ['no email', {}, VALIDATION_MESSAGES.required],
    ['an empty email', { email: '' }, VALIDATION_MESSAGES.required],
    ['a blank email', { email: '   ' }, VALIDATION_MESSAGES.required],
    ['text that is not an email', { email: 'ann@' }, VALIDATION_MESSAGES.loginInvalidEmail],
    ['a valid email', { email: 'ann@example.org' }, undefined],
  ])('%s -> %s', (_case, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('sends the email trimmed', () => {
    expect(forgotPasswordFormSchema.parse({ email: '  ann@example.org ' })).toEqual({ email: 'ann@example.org' });
  });
});
