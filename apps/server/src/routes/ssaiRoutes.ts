import { posix } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { AD_EVENTS, eventsDueThrough } from '../ads/adTrackingPlan';
import { beaconsAllowed } from '../ads/beaconOrigin';
import { scheduledAd } from '../ads/scheduledAd';
import { SESSION_ID_PATTERN, type SsaiSession } from '../ads/ssaiSessions';
import { stitchedBreaks } from '../ads/ssaiStitching';
import { stitchedMediaPlaylist } from '../ads/stitchedPlaylist';
import { trackingEventUrl, type TrackedEvent } from '../ads/vast';
import { HLS_MIME_TYPE, itemVodFileUrl, clipFileAbsoluteUrl } from '../content/urls';
import { badParameter, NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { CONFIG_ID_PATTERN, idParam } from '../http/params';
import { requestOrigin } from '../http/origin';
import { withQuery } from '../protection/HlsSigner';
import { mapPlaylistUris } from '../protection/playlistSigning';
import { SIGNED_URL_TTL_SECONDS } from '../protection/ContentProtection';
import { isItemBound, isProtectedItem } from '../protection/entitlement';
import { PRIVATE_FILE_CACHE_CONTROL, PRIVATE_PLAYLIST_CACHE_CONTROL, sendClipFile } from './hlsRoutes';

type Request = FastifyRequest<{ Params: { configId?: string; id?: string; session?: string; break?: string; file?: string; '*'?: string } }>;

/** A session lives as long as its stream plus an hour of pauses. */
const SESSION_SLACK_MS = 3_600_000;

/**
 * Server-side ad insertion (spec 000 §3 `adDeliveryMethod: ssai`), the way SSAI services work: the
 * player starts a session at `/ssai/{configId}/{mediaId}/master.m3u8` (with the item's `exp`/`sig`
 * when it is protected) and gets a master whose playlists live under `/ssai/session/{id}/`; the
 * variant playlist has the config's ad schedule stitched in (see stitchedPlaylist.ts), content
 * segments stay at their own URLs (signed, for a protected item), and ad segments are served through
 * `/ssai/session/{id}/ads/{break}/{n}.ts`, whose requests fire the ad's tracking URLs from the server.
 */
export function registerSsaiRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog, clock, protection, ssai } = context;

  const sessionOf = async (request: Request): Promise<SsaiSession> => {
    const id = request.params.session ?? '';
    if (!SESSION_ID_PATTERN.test(id)) throw badParameter('session', 'is not a session id');
    const session = await ssai.sessions.get(id, clock.now());
    if (!session) throw notFound(NOT_FOUND_MESSAGE.ssaiSession);
    return session;
  };

  app.get('/ssai/:configId/:id/master.m3u8', async (request: Request, reply: FastifyReply) => {
    const configId = idParam(request.params.configId, 'configId', CONFIG_ID_PATTERN);
    const config = catalog.configs.get(configId);
    if (!config) throw notFound(NOT_FOUND_MESSAGE.config);
    const schedule = config.ssaiSchedule === undefined ? undefined : catalog.ads.get(config.ssaiSchedule);
    if (!schedule) throw notFound(NOT_FOUND_MESSAGE.ssaiConfig);
    const id = idParam(request.params.id, 'id');
    const index = catalog.indexOf.get(id);
    const item = index === undefined ? undefined : catalog.items[index];
    if (!item) throw notFound(NOT_FOUND_MESSAGE.media);
    if (!item.clip) throw notFound(NOT_FOUND_MESSAGE.file);
    const now = clock.now();
    if (isItemBound(item)) protection.checkHlsRequest('vod', item, request, now);
    const clip = catalog.clips.get(item.clip)!;
    reply.type(HLS_MIME_TYPE).header('cache-control', PRIVATE_PLAYLIST_CACHE_CONTROL);
    // The apps' geo-block check is a HEAD: it must not open a session.
    if (request.method === 'HEAD') return reply.send('');
    const breaks = await stitchedBreaks(catalog, ssai.segments, clip, schedule);
    const adSeconds = breaks.reduce((sum, adBreak) => sum + adBreak.segments.reduce((total, segment) => total + segment.duration, 0), 0);
    const origin = requestOrigin(request, context.publicUrl);
    const session = await ssai.sessions.create(
      {
      mediaId: id,
      clipId: clip.id,
      scheduleId: schedule.id,
      origin,
      beacons: beaconsAllowed(origin, context.publicUrl !== undefined || ssai.hostsPinned),
      itemBound: isItemBound(item),
      signed: isProtectedItem(item),
      breaks,
      expiresAt: now + (clip.manifest.duration + adSeconds) * 1000 + SESSION_SLACK_MS,
      },
      now,
    );
    const master = await ssai.segments.text(clip, clip.manifest.master);
    return reply.send(mapPlaylistUris(master, (uri) => `${origin}/ssai/session/${session.id}/${uri}`));
  });

  app.get('/ssai/session/:session/ads/:break/:file', async (request: Request, reply: FastifyReply) => {
    const session = await sessionOf(request);
    const adBreak = session.breaks.find((candidate) => String(candidate.index) === request.params.break);
    const segmentIndex = /^(\d{1,4})\.ts$/.exec(request.params.file ?? '')?.[1];
    const segment = segmentIndex === undefined ? undefined : adBreak?.segments[Number(segmentIndex)];
    if (!adBreak || !segment) throw notFound(NOT_FOUND_MESSAGE.file);
    const adClip = catalog.clips.get(adBreak.clip)!;
    if (request.method !== 'HEAD') await fireDueBeacons(request, session, adBreak.index, Number(segmentIndex));
    const file = posix.join(posix.dirname(adClip.manifest.variant.playlist), segment.uri);
    return sendClipFile(request, reply, adClip, file, { cacheControl: PRIVATE_FILE_CACHE_CONTROL });
  });

  app.get('/ssai/session/:session/*', async (request: Request, reply: FastifyReply) => {
    const session = await sessionOf(request);
    const file = request.params['*'] ?? '';
    const clip = catalog.clips.get(session.clipId)!;
    if (!file.endsWith('.m3u8') || file === clip.manifest.master || !clip.files.has(file)) throw notFound(NOT_FOUND_MESSAGE.file);
    const now = clock.now();
    const query = session.signed ? protection.signature('vod', session.mediaId, now, clip.manifest.duration + SIGNED_URL_TTL_SECONDS) : '';
    const folder = posix.dirname(file);
    const contentUri = (uri: string): string => {
      const path = posix.join(folder, uri);
      return session.itemBound ? withQuery(itemVodFileUrl(session.origin, session.mediaId, path), query) : clipFileAbsoluteUrl(session.origin, clip.id, path);
    };
    const content = file === clip.manifest.variant.playlist && session.breaks.length > 0 ? await ssai.segments.of(clip) : undefined;
    const text = content
      ? stitchedMediaPlaylist({
          content,
          breaks: session.breaks,
          contentUri,
          adUri: (adBreak, segment) => `${session.origin}/ssai/session/${session.id}/ads/${adBreak.index}/${segment}.ts`,
        })
      : mapPlaylistUris(await ssai.segments.text(clip, file), contentUri);
    return reply.type(HLS_MIME_TYPE).header('cache-control', PRIVATE_PLAYLIST_CACHE_CONTROL).send(text);
  });

  /**
   * Fires, once each and in order, the tracking events this segment request makes due. Beacons are
   * best effort: a store that fails to claim them is logged, and the segment is served anyway.
   */
  async function fireDueBeacons(request: Request, session: SsaiSession, breakIndex: number, segmentIndex: number): Promise<void> {
    if (!session.beacons) return;
    const adBreak = session.breaks.find((candidate) => candidate.index === breakIndex)!;
    const due = eventsDueThrough(
      adBreak.segments.map((segment) => segment.duration),
      segmentIndex,
    );
    let claimed: number[];
    try {
      claimed = await ssai.sessions.claimEvents(session.id, breakIndex, due);
    } catch (error) {
      request.log.error({ err: error }, 'cannot claim ad tracking events');
      return;
    }
    if (claimed.length === 0) return;
    const ad = scheduledAd(catalog, catalog.ads.get(session.scheduleId)!, breakIndex, session.origin);
    const beacons = claimed.map((index) => AD_EVENTS[index]!.event).map((event) => ({ event, url: event === 'impression' ? ad.impressionUrl : trackingEventUrl(ad, event as TrackedEvent) }));
    ssai.beacons.fire(session.id, ad.id, beacons);
  }
}
