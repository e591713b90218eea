import { accountSessionSchema, customerSchema } from '@ott/common';
import { z } from 'zod/mini';

/**
 * The replies of the custom account API (contract: notes/account-api.md, spec 001 §7.6), one
 * schema per shape. Every reply is validated against these before it is used, so a malformed
 * reply becomes common's invalid_reply error instead of a crash further on. The schemas accept
 * what the contract promises and tolerate extra keys (a newer server may add some). They are
 * zod/mini schemas: @ott/common, imported first, configures zod (English messages, no JIT).
 */

/**
 * The user object of every reply that has one ({ id, email, firstName, lastName, fullName, regDate,
 * metadata }) has the fields of common's Customer, so it is validated with customerSchema and
 * used as the Customer it is (ids become strings, absent metadata an empty object).
 */
export const apiUserSchema = customerSchema;

/** `exp` is in seconds since the epoch, as in the token itself. */
const expirySecondsSchema = z.number().check(z.int(), z.positive());

/** POST /customers/login (200), POST /customers (201), and the device check once authorized. */
export const authReplySchema = z.object({
  token: z.string().check(z.minLength(1)),
  exp: expirySecondsSchema,
  user: apiUserSchema,
});
export type AuthReply = z.infer<typeof authReplySchema>;

/** POST /customers/refresh-token. */
export const refreshReplySchema = z.object({
  refreshedToken: z.string().check(z.minLength(1)),
  exp: expirySecondsSchema,
});
export type RefreshReply = z.infer<typeof refreshReplySchema>;

/** Media ids as the server accepts them; anything else in a reply is malformed. */
const mediaIdSchema = z.string().check(z.minLength(1));

export const historyDocSchema = z.object({
  mediaId: mediaIdSchema,
  progress: z.number().check(z.gte(0), z.lte(1)),
  updatedAt: z.optional(z.string()),
});
export type HistoryDoc = z.infer<typeof historyDocSchema>;

/** GET /history: newest first. */
export const historyListSchema = z.object({ docs: z.array(historyDocSchema) });

export const favoriteDocSchema = z.object({
  mediaId: mediaIdSchema,
  createdAt: z.optional(z.string()),
});
export type FavoriteDoc = z.infer<typeof favoriteDocSchema>;

/** GET /favorites: newest first. */
export const favoritesListSchema = z.object({ docs: z.array(favoriteDocSchema) });

/** POST /device-flow/generate: `expiresAt` in epoch ms, `interval` in seconds. */
export const generatedCodeSchema = z.object({
  code: z.string().check(z.minLength(1)),
  expiresAt: z.number(),
  interval: z.number().check(z.positive()),
});
export type GeneratedCode = z.infer<typeof generatedCodeSchema>;

/**
 * GET /device-flow/check. "expired" normally comes as a 410 error reply; a 200 with that status
 * is accepted too, so both spellings of the same fact end the same way.
 */
export const codeCheckSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.extend(authReplySchema, { status: z.literal('authorized') }),
  z.object({ status: z.literal('expired') }),
]);
export type CodeCheck = z.infer<typeof codeCheckSchema>;

/** GET /sessions: the caller's live sessions (issue 21). */
export const sessionsListSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** DELETE /sessions: how many other sessions ended. */
export const endedSessionsSchema = z.object({ ended: z.number().check(z.int(), z.nonnegative()) });
