import { CONTENT_TYPE } from '@ott/common';
import type { Catalog } from '../catalog/Catalog';
import type { Clip } from '../catalog/clipSchema';
import type { CatalogItem } from '../catalog/schemas';
import { badParameter } from '../http/HttpError';
import { channelTimeline } from './channelPlan';
import { eventStateAt, eventWindowAt } from './eventSchedule';
import { renderMasterPlaylist, renderMediaPlaylist, type MediaPlaylist } from './m3u8';
import { loopTimeline, type Timeline } from './timeline';
import { catchupRange, liveRange, segmentsIn, type SegmentRange } from './window';

const HOUR_MS = 60 * 60 * 1000;

/** A catch-up request: epoch seconds, as the guide's `start`/`end` parameters. */
export interface CatchupRequest {
  start: number;
  end?: number;
}

/** The clips a live item plays, and its timeline at `nowMs`. */
function streamOf(catalog: Catalog, item: CatalogItem, nowMs: number): { clips: readonly Clip[]; timeline: Timeline } | undefined {
  if (item.contentType === CONTENT_TYPE.LIVE_CHANNEL) {
    const plan = catalog.channels.get(item.mediaid);
    return plan && { clips: plan.clips, timeline: channelTimeline(plan) };
  }
  if (item.contentType === CONTENT_TYPE.LIVE_EVENT && item.event) {
    const clip = catalog.clips.get(item.event.clip)!;
    const window = eventWindowAt(item.event.schedule, nowMs);
    const timeline = loopTimeline({
      clipId: clip.id,
      segmentUris: clip.manifest.segments.map((segment) => segment.uri),
      segmentDuration: clip.manifest.segmentDuration,
      originMs: window.startMs,
      endMs: window.endMs,
    });
    return { clips: [clip], timeline };
  }
  return undefined;
}

/** The clips a live item's stream may play (its segments come from these). */
export const liveClipsOf = (catalog: Catalog, item: CatalogItem): readonly Clip[] => streamOf(catalog, item, 0)?.clips ?? [];

/** Whether an item has a live stream (a live channel, or a live event). */
export const hasLiveStream = (catalog: Catalog, item: CatalogItem): boolean => streamOf(catalog, item, 0) !== undefined;

/**
 * The master playlist of a live item: one variant whose numbers cover every clip it plays.
 * CODECS is given only when all clips share one codec string. `query` is passed on to the media
 * playlist (catch-up parameters).
 */
export function liveMaster(catalog: Catalog, item: CatalogItem, nowMs: number, query: string): string {
  const { clips } = streamOf(catalog, item, nowMs)!;
  const manifests = clips.map((clip) => clip.manifest);
  const codecs = new Set(manifests.map((manifest) => manifest.variant.codecs));
  const first = manifests[0]!;
  return renderMasterPlaylist({
    uri: `media.m3u8${query}`,
    bandwidth: Math.max(...manifests.map((manifest) => manifest.variant.bandwidth)),
    width: Math.max(...manifests.map((manifest) => manifest.width)),
    height: Math.max(...manifests.map((manifest) => manifest.height)),
    frameRate: first.frameRate,
    ...(codecs.size === 1 ? { codecs: first.variant.codecs } : {}),
  });
}

/**
 * The media playlist of a live item at `nowMs`, with its target duration (seconds):
 * - a channel: the sliding live window; with `catchup`, an EVENT playlist from the start to now (a
 *   VOD playlist once the requested end has passed). The start must lie inside the channel's
 *   catch-up window (its catchupHours before now), or the request is malformed (400).
 * - an event: nothing yet before its start (players wait), the live window while it runs, and the
 *   last window with ENDLIST after its end.
 */
export function liveMediaPlaylist(
  catalog: Catalog,
  item: CatalogItem,
  nowMs: number,
  catchup?: CatchupRequest,
  segmentUri?: (uri: string) => string,
): { playlist: string; targetDuration: number } {
  const { timeline, clips } = streamOf(catalog, item, nowMs)!;
  const targetDuration = Math.max(...clips.map((clip) => clip.manifest.targetDuration));
  const isChannel = item.contentType === CONTENT_TYPE.LIVE_CHANNEL;

  if (catchup && isChannel) {
    const hours = catalog.channels.get(item.mediaid)!.catchupHours;
    const startMs = catchup.start * 1000;
    if (startMs > nowMs || startMs < nowMs - hours * HOUR_MS) {
      throw badParameter('start', `must lie within the catch-up window: the last ${hours} hours`);
    }
    const endMs = catchup.end === undefined ? undefined : catchup.end * 1000;
    if (endMs !== undefined && endMs <= startMs) throw badParameter('end', 'must be after start');
    const ended = endMs !== undefined && endMs <= nowMs;
    const range = catchupRange(timeline, nowMs, startMs, ended ? endMs : undefined);
    return { playlist: render(timeline, range, targetDuration, { playlistType: ended ? 'VOD' : 'EVENT', ended }, segmentUri), targetDuration };
  }

  const range = liveRange(timeline, nowMs);
  const ended = !isChannel && item.event !== undefined && eventStateAt(eventWindowAt(item.event.schedule, nowMs), nowMs) === 'VOD_PUBLIC';
  return { playlist: render(timeline, range, targetDuration, { ended }, segmentUri), targetDuration };
}

function render(
  timeline: Timeline,
  range: SegmentRange | undefined,
  targetDuration: number,
  options: Pick<MediaPlaylist, 'playlistType' | 'ended'>,
  segmentUri: ((uri: string) => string) | undefined,
): string {
  const first = range?.first ?? Math.max(timeline.firstIndex, 0);
  const segments = range ? segmentsIn(timeline, range) : [];
  return renderMediaPlaylist({
    targetDuration,
    mediaSequence: first,
    discontinuitySequence: range ? timeline.discontinuitiesBefore(first) : 0,
    ...options,
    segments: segmentUri ? segments.map((segment) => ({ ...segment, uri: segmentUri(segment.uri) })) : segments,
  });
}
