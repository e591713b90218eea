import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { mediaReply } from '../content/replies';
import { badParameter, NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { idParam } from '../http/params';
import { sendCachedJson } from '../http/reply';

type Params = { id?: string; policyId?: string; siteId?: string };

const POLICY_ID_PATTERN = /^[A-Za-z0-9]{1,64}$/;

/**
 * A media item, in every place the client asks for one (spec 001 §7.1 and the second API shape).
 * There is no DRM and no URL signing here: `token`, `passport`, `plan_id` and the DRM policy id are
 * accepted and the clear HLS stream is returned.
 */
export function registerMediaRoutes(app: FastifyInstance, context: ServerContext): void {
  const sendMedia = (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply): FastifyReply => {
    const id = idParam(request.params.id, 'id');
    const { policyId, siteId } = request.params;
    if (policyId !== undefined && !POLICY_ID_PATTERN.test(policyId)) throw badParameter('policyId', 'is not a valid id');
    if (siteId !== undefined && siteId !== context.catalog.site.siteId) throw notFound(NOT_FOUND_MESSAGE.site);
    const index = context.catalog.indexOf.get(id);
    if (index === undefined) throw notFound(NOT_FOUND_MESSAGE.media);
    return sendCachedJson(context, request, reply, () => mediaReply(context, index));
  };

  app.get('/v2/media/:id', sendMedia);
  app.get('/v2/media/:id/drm/:policyId', sendMedia);
  app.get('/v2/sites/:siteId/media/:id/playback.json', sendMedia);
  app.get('/media/:id', sendMedia);
  app.get('/media/:id/drm/:policyId', sendMedia);
}
