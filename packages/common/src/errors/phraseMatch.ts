import { AppError } from './AppError';

/**
 * Provider messages differ in case, punctuation and spelling ("Invalid param email",
 * "invalid_param: e-mail.", "resetPasswordToken is not valid"). Both the message and the phrase
 * are normalised the same way (camelCase split, "e-mail" -> "email", lowercase, every
 * non-alphanumeric run -> one space) and a phrase matches on whole words, so "valid email" does not
 * match inside "invalid email".
 */
export function normaliseMessage(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\be[\s_-]?mail\b/g, 'email')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const containsPhrase = (text: string, phrase: string): boolean =>
  ` ${normaliseMessage(text)} `.includes(` ${normaliseMessage(phrase)} `);

/** Every text an error carries: its message plus the server messages kept in details.messages. */
export function messagesOf(error: unknown): string[] {
  if (typeof error === 'string') return [error];
  if (error instanceof AppError) {
    const extra = Array.isArray(error.details.messages) ? error.details.messages.filter((m): m is string => typeof m === 'string') : [];
    return [error.message, ...extra];
  }
  if (error instanceof Error) return [error.message];
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return [error.message];
  return [];
}

/** True when any text of `error` contains any of `phrases`. */
export const errorMatches = (error: unknown, phrases: readonly string[]): boolean =>
  messagesOf(error).some((text) => phrases.some((phrase) => containsPhrase(text, phrase)));

/** The first message of an error, for "show the message as is" mappings. */
export const firstMessageOf = (error: unknown): string | undefined => messagesOf(error)[0];
