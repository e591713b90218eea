import type { Catalog } from './catalog/Catalog';
import type { Clock } from './clock';
import type { ItemJson } from './content/ItemJson';
import type { ListResolver } from './content/ListResolver';
import type { ImageRenderer } from './images/ImageRenderer';
import type { ContentProtection } from './protection/ContentProtection';
import type { AdmissionCache } from './util/AdmissionCache';
import type { AdBeacons } from './ads/adBeacons';
import type { SsaiSessionStore } from './ads/ssaiSessions';
import type { ClipSegments } from './ads/ssaiStitching';
import type { Health } from './http/Health';

/** What every route reads: the catalog, the clock, and the caches built over them. */
export interface ServerContext {
  catalog: Catalog;
  clock: Clock;
  items: ItemJson;
  lists: ListResolver;
  images: ImageRenderer;
  /** Whole replies that do not depend on the clock, by origin and request URL (kept from their second request). */
  replies: AdmissionCache<string, string>;
  /** Origin for absolute URLs when behind a proxy; otherwise the request's own. */
  publicUrl: string | undefined;
  /** Media tokens, HLS signatures, the access bridge, viewers, plans and the geo check. */
  protection: ContentProtection;
  /** Clips that `/hls/{clip}/...` serves openly: those of open items (not geo-blocked) and of ads. */
  openClips: ReadonlySet<string>;
  /** Liveness and readiness: draining, and the checks of what the instance depends on (the database). */
  health: Health;
  /**
   * Server-side ad insertion: viewers' sessions (in memory; the account database's when it is
   * PostgreSQL, which the accounts plugin sets as it starts), the beacons the server fires, parsed
   * clip playlists.
   */
  ssai: { sessions: SsaiSessionStore; beacons: AdBeacons; segments: ClipSegments; hostsPinned: boolean };
}
