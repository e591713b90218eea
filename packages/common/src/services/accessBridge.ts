import { z } from '../zod';
import { pathSegment } from './content/contentPaths';
import { HttpClient, type FetchLike } from './http';

/**
 * The access bridge of the content host (001 §7.3): a viewer's account credential is exchanged for
 * a passport (valid one hour) that `playback.json` accepts, and a refresh token for the next one.
 *
 * - `PUT /v2/sites/{siteId}/access/generate` with the account's bearer credential;
 * - `PUT /v2/sites/{siteId}/access/refresh` with the body `{ refresh_token }`.
 *
 * Both answer `{ passport, refresh_token }`. Failures are raised as the HTTP client raises them
 * (code = HTTP status); the controller turns them into the catalogue's access-token errors.
 */
export const accessBridgeReplySchema = z.object({
  passport: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
});

/** A pair the bridge handed out, before the client gives it an expiry. */
export interface AccessTokenPair {
  passport: string;
  refreshToken: string;
}

export interface AccessBridge {
  generate(authToken: string): Promise<AccessTokenPair>;
  refresh(refreshToken: string): Promise<AccessTokenPair>;
}

export interface AccessBridgeOptions {
  contentHost: string;
  siteId: string;
  fetch?: FetchLike;
}

export const ACCESS_BRIDGE_PATHS = {
  generate: (siteId: string): string => `/v2/sites/${pathSegment(siteId)}/access/generate`,
  refresh: (siteId: string): string => `/v2/sites/${pathSegment(siteId)}/access/refresh`,
} as const;

const toPair = (reply: z.infer<typeof accessBridgeReplySchema>): AccessTokenPair => ({ passport: reply.passport, refreshToken: reply.refresh_token });

/** The two calls of the access bridge on the content host. */
export function createAccessBridge(options: AccessBridgeOptions): AccessBridge {
  const http = new HttpClient({ baseUrl: options.contentHost, fetch: options.fetch });
  return {
    async generate(authToken) {
      return toPair(await http.put(ACCESS_BRIDGE_PATHS.generate(options.siteId), { auth: 'required', token: authToken, schema: accessBridgeReplySchema }));
    },
    async refresh(refreshToken) {
      return toPair(
        await http.put(ACCESS_BRIDGE_PATHS.refresh(options.siteId), { auth: 'none', body: { refresh_token: refreshToken }, schema: accessBridgeReplySchema }),
      );
    },
  };
}
