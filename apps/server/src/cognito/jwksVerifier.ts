import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { jwksFetcher } from './jwksFetcher';

/** One issuer a verifier accepts, its key set, and any checks of its own on the verified claims. */
export interface TrustedIssuer {
  issuer: string;
  jwksUri: string;
  check?: (payload: JwtPayload) => void;
}

/** Tokens are a kilobyte or two; much longer is not one. */
const MAX_TOKEN_LENGTH = 8192;

/**
 * A verifier of asymmetrically signed JWTs from several issuers (aws-jwt-verify: signature by a
 * key the issuer publishes, `iss`, expiry; key sets fetched with the platform's fetch and cached),
 * answering the claims of a valid token and undefined for anything else.
 */
export function jwksVerifier(issuers: readonly TrustedIssuer[], fetchFn?: typeof fetch): (token: unknown) => Promise<JwtPayload | undefined> {
  if (issuers.length === 0) return async () => undefined;
  const verifier = JwtVerifier.create(
    issuers.map((trusted) => ({ issuer: trusted.issuer, jwksUri: trusted.jwksUri, audience: null, ...(trusted.check ? { customJwtCheck: ({ payload }: { payload: JwtPayload }) => trusted.check!(payload) } : {}) })),
    { jwksCache: new SimpleJwksCache({ fetcher: jwksFetcher(fetchFn) }) },
  );
  return async (token) => {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
    try {
      return (await verifier.verify(token)) as JwtPayload;
    } catch {
      return undefined;
    }
  };
}
