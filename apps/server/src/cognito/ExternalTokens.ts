import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { ExternalProvider } from './CognitoOptions';
import { jwksVerifier } from './jwksVerifier';

/** A viewer an external provider vouches for. */
export interface ExternalViewer {
  sub: string;
  provider: string;
}

const SUB_PATTERN = /^[\w.:@|-]{1,128}$/;

/**
 * Verifies the tokens of the external library-login providers (`--external-providers`): signed
 * with the provider's published keys (asymmetric algorithms only, never HMAC), issued by one of
 * them, not expired, with a `sub`.
 */
export class ExternalTokens {
  readonly #verify: (token: unknown) => Promise<JwtPayload | undefined>;
  readonly #nameOf: Map<string, string>;

  constructor(providers: readonly ExternalProvider[], fetchFn?: typeof fetch) {
    this.#nameOf = new Map(providers.map((provider) => [provider.issuer, provider.name]));
    this.#verify = jwksVerifier(providers.map((provider) => ({ issuer: provider.issuer, jwksUri: provider.jwksUri })), fetchFn);
  }

  async viewerOf(token: unknown): Promise<ExternalViewer | undefined> {
    const payload = await this.#verify(token);
    const provider = payload ? this.#nameOf.get(String(payload.iss)) : undefined;
    if (!payload || typeof payload.sub !== 'string' || !SUB_PATTERN.test(payload.sub) || provider === undefined) return undefined;
    return { sub: payload.sub, provider };
  }
}
