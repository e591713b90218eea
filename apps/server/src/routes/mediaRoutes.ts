import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { mediaReply, signedMediaReply } from '../content/replies';
import { badParameter, forbidden, NOT_FOUND_MESSAGE, notFound, PROTECTION_MESSAGE, unauthorized } from '../http/HttpError';
import { idParam, singleParam, type Query } from '../http/params';
import { JSON_TYPE, sendCachedJson } from '../http/reply';
import { withOrigin, requestOrigin } from '../http/origin';
import type { CatalogItem } from '../catalog/schemas';
import { decideEntitlement, isProtectedItem } from '../protection/entitlement';
import { configParam } from '../protection/configParam';

type Params = { id?: string; policyId?: string; siteId?: string };
type Request = FastifyRequest<{ Params: Params; Querystring: Query }>;

const POLICY_ID_PATTERN = /^[A-Za-z0-9]{1,64}$/;

/** Replies that open a protected item are for the caller alone. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * A media item, in every place the client asks for one (spec 001 §7.1 and the second API shape).
 * Open items: as they are, from the reply cache (`token`, `passport`, `plan_id` and the DRM policy
 * id are accepted and ignored; there is no DRM: the clear stream). A protected item needs a media
 * token for it (`token`), or on playback.json a passport of a viewer entitled under the config
 * `app_config_id` names: 401 without one, 403 when it is wrong, expired, another item's or the
 * viewer is not entitled; the reply then carries signed URLs and is never cached.
 */
export function registerMediaRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog, protection, clock } = context;

  /** Throws 401/403 unless the request may open this protected item. */
  const admit = async (request: Request, item: CatalogItem): Promise<void> => {
    const now = clock.now();
    const token = singleParam(request.query, 'token');
    if (token) {
      if (!(await protection.mediaTokens.opens(token, item.mediaid, now))) throw forbidden(PROTECTION_MESSAGE.badToken);
      return;
    }
    const passport = request.params.siteId === undefined ? undefined : singleParam(request.query, 'passport');
    if (!passport) throw unauthorized(PROTECTION_MESSAGE.missingToken);
    const config = configParam(context, request.query, 'app_config_id');
    const viewer = await protection.bridge.passportViewer(passport, catalog.site.siteId, now);
    if (!viewer || !(await protection.viewers.isLive(viewer))) throw forbidden(PROTECTION_MESSAGE.badCredentials);
    const entitled = await decideEntitlement({ item, accessModel: config.accessModel, userId: viewer.userId, plans: protection.plans });
    if (!entitled) throw forbidden(PROTECTION_MESSAGE.notEntitled);
  };

  const sendMedia = async (request: Request, reply: FastifyReply): Promise<FastifyReply> => {
    const id = idParam(request.params.id, 'id');
    const { policyId, siteId } = request.params;
    if (policyId !== undefined && !POLICY_ID_PATTERN.test(policyId)) throw badParameter('policyId', 'is not a valid id');
    if (siteId !== undefined && siteId !== catalog.site.siteId) throw notFound(NOT_FOUND_MESSAGE.site);
    const index = catalog.indexOf.get(id);
    if (index === undefined) throw notFound(NOT_FOUND_MESSAGE.media);
    const item = catalog.items[index]!;
    if (!isProtectedItem(item)) return sendCachedJson(context, request, reply, () => mediaReply(context, index));
    await admit(request, item);
    const text = withOrigin(signedMediaReply(context, index), requestOrigin(request, context.publicUrl));
    return reply.type(JSON_TYPE).header('cache-control', PRIVATE_CACHE_CONTROL).send(text);
  };

  app.get('/v2/media/:id', sendMedia);
  app.get('/v2/media/:id/drm/:policyId', sendMedia);
  app.get('/v2/sites/:siteId/media/:id/playback.json', sendMedia);
  app.get('/media/:id', sendMedia);
  app.get('/media/:id/drm/:policyId', sendMedia);
}
