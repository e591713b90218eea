import { HttpClient, createAppError, viewerTokenFromJwt, type FetchLike, type ViewerToken } from '@ott/common';
import { tokenReplySchema } from '../api/schemas';

/**
 * 001 §7.7 `POST {accountUrl}/exchange-token {credentials:{token}}`: an external provider's token
 * (from the library-login round trip or `?token=`) for our server's viewer jwt, kept as the spec's
 * viewer token `{jwt, sub, provider, access}`. A token the server refuses fails with its message
 * ("Invalid token", code 401); a reply that is not a readable jwt is "Invalid reply from the server".
 */
export async function exchangeToken(accountUrl: string, providerToken: string, fetch?: FetchLike): Promise<ViewerToken> {
  const client = new HttpClient({ baseUrl: accountUrl.replace(/\/+$/, ''), fetch });
  const { token } = await client.post('/exchange-token', { auth: 'none', body: { credentials: { token: providerToken } }, schema: tokenReplySchema });
  const viewer = viewerTokenFromJwt(token);
  if (!viewer) throw invalidViewerJwt();
  return viewer;
}

const invalidViewerJwt = () => createAppError('invalid_reply', { params: { reason: 'the viewer token is not a readable jwt' } });
