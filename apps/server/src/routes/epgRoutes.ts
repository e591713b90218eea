import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { mediaImageUrl } from '../content/urls';
import { epgJson } from '../epg/epgJson';
import { channelSchedule } from '../epg/schedule';
import { xmltv } from '../epg/xmltv';
import { badParameter, NOT_FOUND_MESSAGE, notFound, unauthorized } from '../http/HttpError';
import { MEDIA_ID_PATTERN } from '../http/params';
import { requestOrigin } from '../http/origin';
import { JSON_TYPE } from '../http/reply';

/** The header carrying the EPG key (spec 001 §7.8). */
export const EPG_API_KEY_HEADER = 'api-key';

/**
 * The guide of a live channel in both provider formats (spec 001 §7.8): `/epg/{channelId}.json`
 * (requires the API-KEY header when site.json sets `epgApiKey`) and `/epg/{channelId}.xml`
 * (XMLTV, no key). Both cover the week before today, today and the 3 days after (UTC).
 */
export function registerEpgRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog, clock } = context;
  app.get('/epg/:file', (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const match = /^(.+)\.(json|xml)$/.exec(request.params.file);
    if (!match || !MEDIA_ID_PATTERN.test(match[1]!)) throw badParameter('channelId', 'must be a channel id followed by .json or .xml');
    const [, channelId, format] = match as unknown as [string, string, 'json' | 'xml'];
    const plan = catalog.channels.get(channelId);
    if (!plan) throw notFound(NOT_FOUND_MESSAGE.channel);
    const channel = catalog.items[catalog.indexOf.get(channelId)!]!;
    const key = catalog.site.epgApiKey;
    if (format === 'json' && key !== undefined && request.headers[EPG_API_KEY_HEADER] !== key) throw unauthorized('Unauthorized');

    const base = requestOrigin(request, context.publicUrl);
    const programmes = channelSchedule(channel, plan, clock.now(), base);
    reply.header('cache-control', 'no-cache');
    if (format === 'json') return reply.type(JSON_TYPE).send(JSON.stringify(epgJson(programmes)));
    const icon = mediaImageUrl(base, channelId, 'channel_logo', 320);
    return reply.type('application/xml; charset=utf-8').send(xmltv({ id: channelId, title: channel.title, icon: `${icon}&poster_fallback=1`, language: catalog.site.language }, programmes));
  });
}
