import { HttpClient, createAppError, type FetchLike } from '@ott/common';
import { z } from 'zod/mini';
import { tokenReplySchema } from '../api/schemas';
import { decodeJwtPayload } from '../identity/jwtClaims';

/** The spec's viewer token (000 §3) as the site stores it: the jwt and the claims it names. */
export interface ExchangedViewerToken {
  jwt: string;
  sub: string;
  provider?: string;
  access?: string;
}

/** The claims of our server's viewer jwt (HS256, 24 h) that the site keeps beside it. */
const viewerClaimsSchema = z.looseObject({
  sub: z.string().check(z.minLength(1)),
  provider: z.optional(z.string()),
  access: z.optional(z.string()),
});

/**
 * 001 §7.7 `POST {accountUrl}/exchange-token {credentials:{token}}`: an external provider's token
 * (from the library-login round trip or `?token=`) for our server's viewer jwt, kept as the spec's
 * viewer token `{jwt, sub, provider, access}`. A token the server refuses fails with its message
 * ("Invalid token", code 401); a reply that is not a readable jwt is "Invalid reply from the server".
 */
export async function exchangeToken(accountUrl: string, providerToken: string, fetch?: FetchLike): Promise<ExchangedViewerToken> {
  const client = new HttpClient({ baseUrl: accountUrl.replace(/\/+$/, ''), fetch });
  const { token } = await client.post('/exchange-token', { auth: 'none', body: { credentials: { token: providerToken } }, schema: tokenReplySchema });
  const parsed = viewerClaimsSchema.safeParse(decodeJwtPayload(token));
  if (!parsed.success) throw invalidViewerJwt();
  return { jwt: token, sub: parsed.data.sub, provider: parsed.data.provider, access: parsed.data.access };
}

const invalidViewerJwt = () => createAppError('invalid_reply', { params: { reason: 'the viewer token is not a readable jwt' } });
