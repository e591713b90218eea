import type * as VastLibrary from '@dailymotion/vast-client';
import type { VASTClient, VASTTracker } from '@dailymotion/vast-client';

/** How many wrappers a VAST tag may lead through before its ad counts as failed. */
export const VAST_WRAPPER_LIMIT = 5;
/** How long one VAST tag, wrappers included, may take before the next tag, or the content, goes on. */
export const VAST_TIMEOUT_MS = 3000;

type VastModule = typeof VastLibrary;

/** The VAST library, a chunk of its own that loads with the first break. */
export const loadVastModule = (): Promise<VastModule> => import('@dailymotion/vast-client');

/** One linear ad ready to play: its media file and what its tracker needs. */
export interface LinearAd {
  /** The library's ad and creative, for its tracker. */
  ad: unknown;
  creative: LinearCreative;
  mediaUrl: string;
  /** Seconds; NaN when the VAST gives none. */
  duration: number;
  /** Seconds; null when not skippable. */
  skipOffset: number | null;
  clickThroughUrl: string | null;
}

interface LinearCreative {
  type: string;
  duration: number;
  skipDelay: number | null;
  mediaFiles: { fileURL: string | null; mimeType: string | null; apiFramework?: string | null; width?: number }[];
  videoClickThroughURLTemplate: { url: string } | string | null;
}
interface VastAd {
  sequence?: number | null;
  creatives: LinearCreative[];
}

/** Picks the media file this browser plays (progressive MP4/WebM, no VPAID), the widest first. */
function playableMedia(creative: LinearCreative, canPlay: (mimeType: string) => boolean): string | null {
  const files = creative.mediaFiles
    .filter((file) => file.fileURL && !file.apiFramework && file.mimeType && canPlay(file.mimeType))
    .sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
  return files[0]?.fileURL ?? null;
}

const clickThroughOf = (creative: LinearCreative): string | null => {
  const template = creative.videoClickThroughURLTemplate;
  const url = typeof template === 'string' ? template : template?.url;
  return url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
};

/** The linear ads of a VAST response that this browser can play, in their sequence order (an ad pod). */
export function linearAdsOf(response: { ads?: unknown[] } | null | undefined, canPlay: (mimeType: string) => boolean): LinearAd[] {
  const ads = ((response?.ads ?? []) as VastAd[]).slice().sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
  const linear: LinearAd[] = [];
  for (const ad of ads) {
    const creative = ad.creatives.find((candidate) => candidate.type === 'linear');
    const mediaUrl = creative && playableMedia(creative, canPlay);
    if (!creative || !mediaUrl) continue;
    const skipDelay = creative.skipDelay;
    linear.push({
      ad,
      creative,
      mediaUrl,
      duration: creative.duration > 0 ? creative.duration : Number.NaN,
      skipOffset: typeof skipDelay === 'number' && skipDelay >= 0 ? skipDelay : null,
      clickThroughUrl: clickThroughOf(creative),
    });
  }
  return linear;
}

const timeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * How the VAST library fetches a tag: with no credentials, given up after VAST_TIMEOUT_MS (its own
 * handler throws from a timer when a request times out, an uncaught error on the page).
 */
export const vastUrlHandler = {
  async get(url: string): Promise<{ xml?: Document; details?: Record<string, unknown>; error?: Error; statusCode?: number | null }> {
    try {
      const response = await fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(VAST_TIMEOUT_MS) });
      if (!response.ok) return { error: new Error(`The VAST ${url} answered ${response.status}`), statusCode: response.status };
      const text = await response.text();
      return { xml: new DOMParser().parseFromString(text, 'text/xml'), details: { byteLength: text.length, statusCode: response.status, rawXml: text } };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)), statusCode: error instanceof Error && error.name === 'TimeoutError' ? 408 : null };
    }
  },
};

/**
 * The ads of one break: each VAST tag in turn (a waterfall) until one gives a playable ad, or the
 * inline VAST of a VMAP; wrappers are followed up to VAST_WRAPPER_LIMIT deep, each tag within
 * VAST_TIMEOUT_MS. No ads (empty, malformed, unreachable VAST) is an empty list.
 */
export async function fetchLinearAds(
  client: VASTClient,
  source: { tags: readonly string[]; vastXml?: string },
  canPlay: (mimeType: string) => boolean,
): Promise<LinearAd[]> {
  const options = { timeout: VAST_TIMEOUT_MS, wrapperLimit: VAST_WRAPPER_LIMIT, withCredentials: false, resolveAll: true, urlHandler: vastUrlHandler };
  if (source.vastXml) {
    const document = new DOMParser().parseFromString(source.vastXml, 'text/xml');
    try {
      return linearAdsOf(await timeout(client.parseVAST(document, options) as Promise<{ ads?: unknown[] }>, VAST_TIMEOUT_MS, 'The VAST'), canPlay);
    } catch {
      return [];
    }
  }
  for (const tag of source.tags) {
    try {
      const ads = linearAdsOf(await timeout(client.get(tag, options) as Promise<{ ads?: unknown[] }>, VAST_TIMEOUT_MS, `The VAST ${tag}`), canPlay);
      if (ads.length > 0) return ads;
    } catch {
      // This tag gave nothing: the next one is tried.
    }
  }
  return [];
}

export type { VASTClient, VASTTracker };
