import { z } from 'zod/mini';

/** The claims this client reads from a Cognito access token (the server verifies its signature, not the site). */
export const accessTokenClaimsSchema = z.looseObject({
  sub: z.string().check(z.minLength(1)),
  /** Seconds since the epoch. */
  exp: z.number(),
  username: z.optional(z.string()),
  'cognito:username': z.optional(z.string()),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** A JWT's payload as JSON (unverified: the server checks signatures), or null when it is not readable. */
export function decodeJwtPayload(jwt: string): unknown {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))));
  } catch {
    return null;
  }
}

/** The claims of an access token, or null when it is not a readable token of this shape. */
export function readAccessTokenClaims(jwt: string): AccessTokenClaims | null {
  const parsed = accessTokenClaimsSchema.safeParse(decodeJwtPayload(jwt));
  return parsed.success ? parsed.data : null;
}
