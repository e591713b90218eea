import { NAME_MAX_LENGTH } from '@ott/common';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, newPasswordProblem } from '../passwords/passwordRules';

/**
 * One zod schema per field of the account API. Their messages are the problem only ("required",
 * "50 characters at most"); `parseInput` prefixes the field: "invalid param firstName: 50
 * characters at most", the phrase the client maps (spec 001 §8).
 */

export const EMAIL_MAX_LENGTH = 254;
export const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const METADATA_MAX_KEYS = 20;
export const METADATA_KEY_MAX_LENGTH = 64;
export const METADATA_VALUE_MAX_LENGTH = 500;
/** Set by the server, never by a client: ignored in a PATCH. */
export const RESERVED_METADATA_KEYS: ReadonlySet<string> = new Set(['terms', 'has_password']);
/** Keys that mean something to JavaScript objects: refused so that no code path trips on them. */
const FORBIDDEN_METADATA_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A NUL character or a lone surrogate: text that a database cannot store as it was sent (PostgreSQL refuses NUL, UTF-8 has no lone surrogates). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);
const STORABLE_PROBLEM = 'must be text without NUL characters or lone surrogates';

/** A string, with "required" when absent and "must be a string" for any other type; refused when it could not be stored verbatim. */
export const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'must be a string') }).refine(isStorableText, STORABLE_PROBLEM);
/** A string that may be absent (but not null or another type). */
const optionalText = () => z.string({ error: 'must be a string' }).refine(isStorableText, STORABLE_PROBLEM).optional();

/** Trimmed and lowercased: the form emails are stored and compared in. Same pattern as the client's `z.email()`. */
export const email = text()
  .trim()
  .min(1, 'required')
  .max(EMAIL_MAX_LENGTH, `${EMAIL_MAX_LENGTH} characters at most`)
  .regex(z.regexes.email, 'must be a valid email address')
  .transform((value) => value.toLowerCase());

/** A password being checked (login): any length up to the bound, no rule (older passwords still work). */
export const currentPassword = text().min(1, 'required').max(PASSWORD_MAX_LENGTH, `${PASSWORD_MAX_LENGTH} characters at most`);

/** A password being set (registration, reset): the rule, the bound, not a common one. */
export const newPassword = text().superRefine((value, context) => {
  const problem = newPasswordProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const terms = z.literal(true, { error: 'the terms must be accepted' });

export const name = optionalText().refine((value) => value === undefined || value.length <= NAME_MAX_LENGTH, `${NAME_MAX_LENGTH} characters at most`);

export const mediaId = text().regex(MEDIA_ID_PATTERN, '1 to 64 letters, digits, "-" or "_"');

export const progress = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'must be a number from 0 to 1') })
  .min(0, 'must be a number from 0 to 1')
  .max(1, 'must be a number from 0 to 1');

export type MetadataValue = string | number | boolean;

/** Publisher metadata: a flat object of at most 20 keys, values strings (<= 500), booleans or numbers. */
export const metadata = z
  .unknown()
  .optional()
  .transform((value, context): Record<string, MetadataValue> | undefined => {
    if (value === undefined) return undefined;
    const fail = (message: string): never => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return fail('must be an object');
    const entries = Object.entries(value as Record<string, unknown>).filter(([key]) => !RESERVED_METADATA_KEYS.has(key));
    if (entries.length > METADATA_MAX_KEYS) return fail(`${METADATA_MAX_KEYS} keys at most`);
    const clean: Record<string, MetadataValue> = {};
    for (const [key, item] of entries) {
      if (key.length === 0 || key.length > METADATA_KEY_MAX_LENGTH || FORBIDDEN_METADATA_KEYS.has(key) || !isStorableText(key)) {
        return fail(`keys must have 1 to ${METADATA_KEY_MAX_LENGTH} characters`);
      }
      if (typeof item === 'string' && !isStorableText(item)) return fail(STORABLE_PROBLEM);
      if (typeof item === 'string' ? item.length > METADATA_VALUE_MAX_LENGTH : typeof item !== 'boolean' && !(typeof item === 'number' && Number.isFinite(item))) {
        return fail(`values must be strings of ${METADATA_VALUE_MAX_LENGTH} characters at most, booleans or numbers`);
      }
      clean[key] = item as MetadataValue;
    }
    return clean;
  });

/** An absolute http(s) URL; whether its origin is allowed is decided by the caller. */
export const url = text()
  .max(2048, '2048 characters at most')
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an absolute http or https URL');

/** An opaque string given back to the server (reset token, device code, device id). */
export const opaque = (maxLength: number, minLength = 1) =>
  text()
    .min(minLength, 'required')
    .max(maxLength, `${maxLength} characters at most`);
