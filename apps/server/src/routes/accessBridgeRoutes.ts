import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../accounts/auth/SessionTokens';
import type { ServerContext } from '../context';
import { badParameter, forbidden, NOT_FOUND_MESSAGE, notFound, PROTECTION_MESSAGE, unauthorized } from '../http/HttpError';
import { PROTECTION_BODY_LIMIT } from './entitlementRoutes';
import { PRIVATE_CACHE_CONTROL } from './mediaRoutes';

type Request = FastifyRequest<{ Params: { siteId: string } }>;

/**
 * The access bridge (001 §7.3), for sites whose viewers sign in with the custom account API:
 * - `PUT /v2/sites/{siteId}/access/generate` with `Authorization: Bearer <access token>`;
 * - `PUT /v2/sites/{siteId}/access/refresh` with `{ refresh_token }`;
 * both answer 200 `{ passport, refresh_token }`; 401 without credentials, 403 for credentials that
 * are not valid (any more: a signed-out or reset session ends its bridge tokens too).
 */
export function registerAccessBridgeRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog, clock, protection } = context;
  const siteOf = (request: Request): string => {
    if (request.params.siteId !== catalog.site.siteId) throw notFound(NOT_FOUND_MESSAGE.site);
    return request.params.siteId;
  };

  app.put('/v2/sites/:siteId/access/generate', { bodyLimit: PROTECTION_BODY_LIMIT }, async (request: Request, reply) => {
    const siteId = siteOf(request);
    const authorization = request.headers.authorization;
    if (authorization === undefined || authorization.trim() === '') throw unauthorized(PROTECTION_MESSAGE.missingCredentials);
    const token = bearerToken(authorization);
    const viewer = token ? await protection.viewers.fromToken(token) : undefined;
    if (!viewer) throw forbidden(PROTECTION_MESSAGE.badCredentials);
    void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return protection.bridge.generate(viewer, siteId, clock.now());
  });

  app.put('/v2/sites/:siteId/access/refresh', { bodyLimit: PROTECTION_BODY_LIMIT }, async (request: Request, reply) => {
    const siteId = siteOf(request);
    const body: unknown = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) throw badParameter('body', 'must be a JSON object');
    const refreshToken = (body as { refresh_token?: unknown } | null | undefined)?.refresh_token;
    if (refreshToken === undefined || refreshToken === null || refreshToken === '') throw unauthorized(PROTECTION_MESSAGE.missingCredentials);
    if (typeof refreshToken !== 'string') throw badParameter('refresh_token', 'must be a string');
    const now = clock.now();
    const viewer = await protection.bridge.refreshViewer(refreshToken, siteId, now);
    if (!viewer || !(await protection.viewers.isLive(viewer))) throw forbidden(PROTECTION_MESSAGE.badCredentials);
    void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return protection.bridge.generate(viewer, siteId, now);
  });
}
