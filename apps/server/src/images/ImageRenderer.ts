import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import { LruCache } from '../util/LruCache';

/** Memory budget of rendered images. */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** SVGs are rasterised at 72 dpi by default; the density is raised (within this cap) to render at the target width. */
const MAX_DENSITY = 2400;
const WEBP_QUALITY = 80;

export interface RenderedImage {
  body: Buffer;
  /** Strong validator: a hash of the bytes, quoted. */
  etag: string;
  width: number;
}

/**
 * Renders SVG art to WebP at a width, rasterising the vector at that size (not scaling a small
 * bitmap up). Results are kept in an LRU cache bounded in bytes; concurrent requests for the same
 * image share one rendering.
 */
export class ImageRenderer {
  private readonly cache: LruCache<string, RenderedImage>;
  private readonly pending = new Map<string, Promise<RenderedImage>>();

  constructor(maxBytes: number = IMAGE_CACHE_BYTES) {
    this.cache = new LruCache(maxBytes, (image) => image.body.length + 256);
  }

  /** The image of `svg` (cached under `key`) at `width` pixels. */
  async render(key: string, svg: Buffer, width: number): Promise<RenderedImage> {
    const cacheKey = `${key}@${width}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    let pending = this.pending.get(cacheKey);
    if (!pending) {
      pending = rasterise(svg, width).finally(() => this.pending.delete(cacheKey));
      this.pending.set(cacheKey, pending);
      const image = await pending;
      this.cache.set(cacheKey, image);
      return image;
    }
    return pending;
  }

  get cachedBytes(): number {
    return this.cache.size;
  }
}

/** sharp (libvips) is loaded on the first image: a server that renders none never pays for it. */
let sharpModule: Promise<{ default: typeof Sharp }> | undefined;

async function rasterise(svg: Buffer, width: number): Promise<RenderedImage> {
  const { default: sharp } = await (sharpModule ??= import('sharp'));
  const natural = (await sharp(svg).metadata()).width ?? width;
  const density = Math.min(MAX_DENSITY, Math.max(1, (72 * width) / natural));
  const body = await sharp(svg, { density }).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`, width };
}
