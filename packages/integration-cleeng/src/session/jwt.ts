/** What the provider's JWT carries (MediaStore reference, "Authorisation"): the customer, the publisher, the expiry. */
export interface JwtClaims {
  customerId?: string;
  publisherId?: string;
  /** Seconds since the epoch. */
  exp?: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of a JWT, read without verifying it (the provider verifies its own tokens; the app
 * only needs the customer id and the expiry). Null when the token is not a readable JWT.
 */
export function readJwtClaims(token: string): JwtClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const record = claims as Record<string, unknown>;
    const id = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
    return {
      customerId: id(record.customerId),
      publisherId: id(record.publisherId ?? record.broadcasterId),
      exp: typeof record.exp === 'number' ? record.exp : undefined,
    };
  } catch {
    return null;
  }
}

/** The token's expiry in epoch ms, when it says. */
export const jwtExpiresAtMs = (token: string): number | undefined => {
  const exp = readJwtClaims(token)?.exp;
  return exp === undefined ? undefined : exp * 1000;
};
