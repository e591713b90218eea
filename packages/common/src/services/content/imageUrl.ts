/**
 * Images of a media item on the content host: `/v2/media/{id}/images/{label}.webp` (001 §7.1),
 * rendered at the requested width. `poster_fallback=1` asks the host for the item's poster when it
 * has no image with that label, so a card never shows a hole; `fallback` names another label to
 * try first.
 */
export const MEDIA_IMAGE_LABEL = {
  CARD: 'card',
  BACKGROUND: 'background',
  CHANNEL_LOGO: 'channel_logo',
} as const;
export type MediaImageLabel = (typeof MEDIA_IMAGE_LABEL)[keyof typeof MEDIA_IMAGE_LABEL];

/**
 * Widths the derived image fields ask for: a card fills at most a third of a wide screen, a
 * background the whole of it, a channel logo a guide sidebar.
 */
export const MEDIA_IMAGE_WIDTH = {
  card: 640,
  background: 1920,
  channel_logo: 320,
} as const satisfies Record<MediaImageLabel, number>;

export interface ImageUrlOptions {
  /** Fall back to the poster when the label is missing. Default true. */
  posterFallback?: boolean;
  /** Another label to use when this one is missing (tried before the poster). */
  fallback?: string;
  /**
   * false: no neutral placeholder either, the host answers 404 when nothing fits (`fallback=false`),
   * so that a page can leave the picture out. Default true.
   */
  placeholder?: boolean;
}

export function imageUrl(host: string, mediaid: string, label: string, width: number, options: ImageUrlOptions = {}): string {
  const query = new URLSearchParams();
  if (options.posterFallback ?? true) query.set('poster_fallback', '1');
  if (options.fallback) query.set('fallback', options.fallback);
  else if (options.placeholder === false) query.set('fallback', 'false');
  query.set('width', String(Math.round(width)));
  const base = host.replace(/\/+$/, '');
  return `${base}/v2/media/${encodeURIComponent(mediaid)}/images/${encodeURIComponent(label)}.webp?${query.toString()}`;
}
