import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { adScheduleJson } from '../ads/adSchedule';
import { vastXml } from '../ads/vast';
import { scheduledAd } from '../ads/scheduledAd';
import { badParameter, NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { NAME_PATTERN } from '../http/params';
import { requestOrigin } from '../http/origin';
import { JSON_TYPE } from '../http/reply';
import { CACHE_CONTROL } from '../http/caching';

type Request = FastifyRequest<{ Params: { id?: string; file?: string } }>;

/**
 * Advertising (spec 001 §7.1): the ad schedule `/v2/advertising/schedules/{id}.json` (fetched
 * without credentials), one VAST 3.0 document per break at `/v2/advertising/vast/{id}/{n}.xml`, and
 * `/v2/advertising/events` that answers the players' impression and tracking pings with 204.
 */
export function registerAdRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog } = context;

  app.get('/v2/advertising/schedules/:file', (request: Request, reply) => {
    const id = /^(.+)\.json$/.exec(request.params.file ?? '')?.[1];
    if (id === undefined || !NAME_PATTERN.test(id)) throw badParameter('id', 'must be an ad schedule id followed by .json');
    const schedule = catalog.ads.get(id);
    if (!schedule) throw notFound(NOT_FOUND_MESSAGE.adSchedule);
    return reply.type(JSON_TYPE).header('cache-control', CACHE_CONTROL.content).send(JSON.stringify(adScheduleJson(schedule, requestOrigin(request, context.publicUrl))));
  });

  app.get('/v2/advertising/vast/:id/:file', (request: Request, reply) => {
    const id = request.params.id ?? '';
    if (!NAME_PATTERN.test(id)) throw badParameter('id', 'is not a valid ad schedule id');
    const breakIndex = /^(\d{1,4})\.xml$/.exec(request.params.file ?? '')?.[1];
    if (breakIndex === undefined) throw badParameter('break', 'must be a break number followed by .xml');
    const schedule = catalog.ads.get(id);
    if (!schedule) throw notFound(NOT_FOUND_MESSAGE.adSchedule);
    const adBreak = schedule.breaks[Number(breakIndex)];
    if (!adBreak) throw notFound(NOT_FOUND_MESSAGE.adBreak);
    const xml = vastXml(scheduledAd(catalog, schedule, Number(breakIndex), requestOrigin(request, context.publicUrl)));
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL.content).send(xml);
  });

  app.get('/v2/advertising/events', (_request, reply) => reply.code(204).send());
}
