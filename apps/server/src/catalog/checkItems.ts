import { CONTENT_TYPE } from '@ott/common';
import { buildChannelPlan, isPlanProblem, type ChannelPlan } from '../live/channelPlan';
import type { CatalogReader } from './CatalogReader';
import type { Clip } from './clipSchema';
import type { ReadItems } from './readItems';

/**
 * Cross-references of media items: clips, art and trailers must exist, live channels must lay out
 * on the clock, live events must have a clip of uniform segments. Returns the channel plans.
 */
export function checkItems(reader: CatalogReader, read: ReadItems, clips: ReadonlyMap<string, Clip>, art: ReadonlyMap<string, Buffer>): Map<string, ChannelPlan> {
  const channels = new Map<string, ChannelPlan>();
  read.items.forEach((item, position) => {
    const { file, index } = read.locations[position]!;
    const fail = (path: Array<string | number>, problem: string): never => reader.fail(file, [index, ...path], problem);
    const needArt = (name: string, path: Array<string | number>): void => {
      if (!art.has(name)) fail(path, `unknown art "${name}" (no art/${name}.svg)`);
    };
    const needClip = (name: string, path: Array<string | number>): Clip => {
      const clip = clips.get(name);
      if (!clip) return fail(path, `unknown clip "${name}" (no media/${name}/clip.json)`);
      return clip;
    };

    needArt(item.art, ['art']);
    for (const [label, name] of Object.entries(item.artLabels ?? {})) if (name) needArt(name, ['artLabels', label]);
    if (item.clip) needClip(item.clip, ['clip']);
    if (item.trailer !== undefined) {
      const trailer = read.indexOf.get(item.trailer);
      if (trailer === undefined) fail(['trailer'], `unknown media id "${item.trailer}"`);
      if (!read.items[trailer!]!.clip) fail(['trailer'], `"${item.trailer}" has no clip to play`);
    }
    if (item.event) {
      const clip = needClip(item.event.clip, ['event', 'clip']);
      const odd = clip.manifest.segments.find((segment) => Math.abs(segment.duration - clip.manifest.segmentDuration) > 1e-3);
      if (odd) fail(['event', 'clip'], `clip "${clip.id}" has a ${odd.duration} s segment (${odd.uri}); live needs segments of one length`);
    }
    if (item.live && item.contentType === CONTENT_TYPE.LIVE_CHANNEL) {
      item.live.programmes.forEach((programme, p) => {
        if (programme.art) needArt(programme.art, ['live', 'programmes', p, 'art']);
      });
      const plan = buildChannelPlan(item.mediaid, item.live, clips);
      if (isPlanProblem(plan)) fail(['live', ...plan.path], plan.message);
      else channels.set(item.mediaid, plan);
    }
  });
  return channels;
}
