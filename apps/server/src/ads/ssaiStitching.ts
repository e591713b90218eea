import { readFile } from 'node:fs/promises';
import type { Catalog } from '../catalog/Catalog';
import type { Clip } from '../catalog/clipSchema';
import type { AdScheduleFile } from '../catalog/schemas';
import { LruCache } from '../util/LruCache';
import { placeBreaks } from './breakPlan';
import { parseVodMediaPlaylist, type PlaylistSegment } from './mediaPlaylist';
import type { StitchedBreak } from './stitchedPlaylist';

/**
 * An ad fits a content clip when the player can switch between them without a new rendition: the
 * same resolution and codecs in the one variant, audio muxed in both (content with alternate
 * audio renditions or subtitle playlists would need ad audio and empty cues to stay aligned).
 */
export function adFitsContent(content: Clip, ad: Clip): boolean {
  const [c, a] = [content.manifest, ad.manifest];
  return (
    c.width === a.width &&
    c.height === a.height &&
    c.variant.codecs === a.variant.codecs &&
    c.variant.muxedAudio &&
    a.variant.muxedAudio &&
    c.audio.length === 0 &&
    c.subtitles.length === 0
  );
}

/** How many playlists (and parsed variants) are kept: the recently played ones of a large catalog. */
const KEPT_PLAYLISTS = 256;

/** Playlists of clips and their parsed variant segments, read once while in use (the catalog never changes while the server runs). */
export class ClipSegments {
  private readonly texts = new LruCache<string, Promise<string>>(KEPT_PLAYLISTS, () => 1);
  private readonly parsed = new LruCache<string, Promise<PlaylistSegment[] | undefined>>(KEPT_PLAYLISTS, () => 1);

  /** The text of a playlist the clip names. */
  text(clip: Clip, file: string): Promise<string> {
    const key = `${clip.id}/${file}`;
    let text = this.texts.get(key);
    if (!text) {
      text = readFile(clip.files.get(file)!, 'utf8');
      this.texts.set(key, text);
    }
    return text;
  }

  /** The segments of the clip's variant playlist, or undefined when it cannot be spliced. */
  of(clip: Clip): Promise<PlaylistSegment[] | undefined> {
    let segments = this.parsed.get(clip.id);
    if (!segments) {
      segments = this.text(clip, clip.manifest.variant.playlist).then(parseVodMediaPlaylist);
      this.parsed.set(clip.id, segments);
    }
    return segments;
  }
}

/**
 * The breaks of a schedule placed in a content clip, each with its ad's segments; none when an ad
 * does not fit the content (see `adFitsContent`) or a playlist cannot be spliced.
 */
export async function stitchedBreaks(catalog: Catalog, segments: ClipSegments, content: Clip, schedule: AdScheduleFile): Promise<StitchedBreak[]> {
  const contentSegments = await segments.of(content);
  if (!contentSegments) return [];
  const placed = placeBreaks(
    schedule,
    contentSegments.map((segment) => segment.duration),
  );
  const breaks: StitchedBreak[] = [];
  for (const adBreak of placed) {
    const ad = catalog.clips.get(adBreak.clip)!;
    const adSegments = adFitsContent(content, ad) ? await segments.of(ad) : undefined;
    if (!adSegments) return [];
    breaks.push({ ...adBreak, segments: adSegments });
  }
  return breaks;
}
