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

const base64UrlDecode = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** The claims of a JWT's payload, or null when it is not a readable token of this shape. */
export function readAccessTokenClaims(jwt: string): AccessTokenClaims | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = accessTokenClaimsSchema.safeParse(JSON.parse(base64UrlDecode(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
