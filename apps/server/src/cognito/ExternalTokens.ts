import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { ExternalProvider } from './CognitoOptions';
import { jwksFetcher } from './jwksFetcher';

/** A viewer an external provider vouches for. */
export interface ExternalViewer {
  sub: string;
  provider: string;
}

const MAX_TOKEN_LENGTH = 8192;
const SUB_PATTERN = /^[\w.:@|-]{1,128}$/;

/**
 * Verifies the tokens of the external library-login providers (`--external-providers`): signed
 * with the provider's published keys (RS256 and the other asymmetric algorithms aws-jwt-verify
 * knows; never HMAC), issued by one of them, not expired, with a `sub`.
 */
export class ExternalTokens {
  readonly #verify: ((token: string) => Promise<Record<string, unknown>>) | undefined;
  readonly #nameOf: Map<string, string>;

  constructor(providers: readonly ExternalProvider[], fetchFn?: typeof fetch) {
    this.#nameOf = new Map(providers.map((provider) => [provider.issuer, provider.name]));
    if (providers.length === 0) return;
    const verifier = JwtVerifier.create(
      providers.map((provider) => ({ issuer: provider.issuer, jwksUri: provider.jwksUri, audience: null })),
      { jwksCache: new SimpleJwksCache({ fetcher: jwksFetcher(fetchFn) }) },
    );
    this.#verify = (token) => verifier.verify(token) as Promise<Record<string, unknown>>;
  }

  async viewerOf(token: unknown): Promise<ExternalViewer | undefined> {
    if (!this.#verify || typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
    try {
      const payload = await this.#verify(token);
      const sub = payload['sub'];
      const provider = this.#nameOf.get(String(payload['iss']));
      if (typeof sub !== 'string' || !SUB_PATTERN.test(sub) || provider === undefined) return undefined;
      return { sub, provider };
    } catch {
      return undefined;
    }
  }
}
