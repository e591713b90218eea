import { z } from '../zod';
import { AppError, isAppError } from './AppError';
import { createAppError } from './catalogue';

/**
 * Errors raised where a reply is read. A failed reply becomes an AppError whose code is the HTTP
 * status and whose message is the server's own message when the body has one, else
 * "Request failed with status N". Every server message found in the body is also kept in
 * `details.messages`, so the display mappings can match the specific one ("Invalid param email")
 * even when a generic one ("Invalid data") is first.
 */

const MAX_TEXT_MESSAGE_LENGTH = 300;

const asText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A message from one entry of an `errors` list: a string or an object with message/detail/title. */
function entryMessage(entry: unknown): string | undefined {
  if (typeof entry === 'string') return asText(entry);
  if (typeof entry !== 'object' || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  return asText(record.message) ?? asText(record.detail) ?? asText(record.title) ?? asText(record.error);
}

/**
 * All server messages in a reply body, most specific first where the shape tells:
 * `errors[0]` / `errors[0].message` (billing style), `message`, `error` / `error.message`,
 * `error_description`, `detail`, `title`, the values of an `errors` object ({ email: "..." }),
 * a nested `responseData.message`, or a short plain-text body.
 */
export function readServerMessages(body: unknown): string[] {
  if (typeof body === 'string') {
    const text = asText(body);
    // An HTML error page or a long dump is not a message a person should read.
    return text && text.length <= MAX_TEXT_MESSAGE_LENGTH && !text.startsWith('<') ? [text] : [];
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const record = body as Record<string, unknown>;
  const found: (string | undefined)[] = [];

  if (Array.isArray(record.errors)) found.push(...record.errors.map(entryMessage));
  found.push(asText(record.message));
  found.push(typeof record.error === 'object' ? entryMessage(record.error) : asText(record.error));
  found.push(asText(record.error_description), asText(record.detail), asText(record.title));
  if (typeof record.errors === 'object' && record.errors !== null && !Array.isArray(record.errors)) {
    for (const value of Object.values(record.errors)) {
      found.push(...(Array.isArray(value) ? value.map(entryMessage) : [entryMessage(value)]));
    }
  }
  if (typeof record.responseData === 'object' && record.responseData !== null) {
    found.push(asText((record.responseData as Record<string, unknown>).message));
  }
  return [...new Set(found.filter((message): message is string => message !== undefined))];
}

/** The server's message of a reply body, if it has one. */
export const readServerMessage = (body: unknown): string | undefined => readServerMessages(body)[0];

/** The error for a failed reply: server message (or "Request failed with status N"), code = status. */
export function httpError(status: number, body?: unknown, url?: string): AppError {
  const messages = readServerMessages(body);
  const generic = createAppError('request_failed', { code: status, params: { status }, details: { status, body, url, messages } });
  if (messages[0] === undefined) return generic;
  return new AppError(messages[0], { code: status, translationKey: generic.translationKey, details: generic.details });
}

/** True for an error raised from a failed reply, optionally with a given status. */
export const isHttpError = (error: unknown, status?: number): error is AppError =>
  isAppError(error) && typeof error.code === 'number' && (status === undefined || error.code === status);

/**
 * The subscription-billing provider answers with `{ errors: [...] }`; a non-empty list means the
 * call failed and its first entry is raised. Returns the error to raise, or undefined when none.
 */
export function billingReplyError(body: unknown, status?: number): AppError | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors) || body.errors.length === 0) {
    return undefined;
  }
  const errors: unknown[] = body.errors;
  const message = entryMessage(errors[0]) ?? 'Unknown error';
  const messages = errors.map(entryMessage).filter((m): m is string => m !== undefined);
  return new AppError(message, {
    code: status !== undefined && status >= 400 ? status : 'provider_error',
    translationKey: 'error:unknown_error',
    details: { status, body, messages },
  });
}

/** Status of the access check that means "no subscription" rather than a failure. */
export const NO_SUBSCRIPTION_STATUS = 402;

/**
 * Runs an access check; a 402 reply means the user has no subscription and becomes `null`
 * instead of an error. Every other failure is passed on.
 */
export async function nullWhenNoSubscription<T>(check: () => Promise<T>): Promise<T | null> {
  try {
    return await check();
  } catch (error) {
    if (isHttpError(error, NO_SUBSCRIPTION_STATUS)) return null;
    throw error;
  }
}

/** A reply that is not JSON or not of the expected shape. */
export const invalidReplyError = (reason: string, details: Record<string, unknown> = {}, cause?: unknown): AppError =>
  createAppError('invalid_reply', { params: { reason }, details, cause });

/** Parses a JSON reply text; a malformed one raises invalid_reply instead of a SyntaxError. */
export function parseJsonReply(text: string, url?: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw invalidReplyError('not JSON', { url, body: text.slice(0, MAX_TEXT_MESSAGE_LENGTH) }, cause);
  }
}

/** Validates a parsed reply against its schema; a wrong shape raises invalid_reply with the issues. */
export function validateReply<T>(schema: z.core.$ZodType<T>, value: unknown, url?: string): T {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw invalidReplyError('unexpected shape', { url, issues: result.error.issues }, result.error);
}
