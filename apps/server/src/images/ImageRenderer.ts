import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import { LruCache } from '../util/LruCache';
import { GateFull, halfTheCores, WorkGate } from '../util/WorkGate';

/** Memory budget of rendered images. */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Pixels rendering at once: one 3840 x 2160 frame (about 75 MB of working memory in libvips and
 * the WebP encoder), or four 1920 px ones, or many small ones; a larger render runs alone.
 */
export const RENDER_PIXEL_BUDGET = 3840 * 2160;
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
 * image share one rendering. Renders of different images take turns (WorkGate), each on one libvips
 * thread with libvips' own cache off, within a pixel budget (a 3840 px render counts as many
 * 320 px ones): a flood of uncached large images costs a bounded amount of memory and leaves
 * threads to other routes.
 */
export class ImageRenderer {
  private readonly cache: LruCache<string, RenderedImage>;
  private readonly pending = new Map<string, Promise<RenderedImage>>();
  /** The natural size of each art file (art never changes while the server runs; one entry per file). */
  private readonly sizes = new Map<string, NaturalSize>();
  private readonly gate: WorkGate;

  /**
   * `gate`: where renders wait their turn, each costing its pixels (default: half the cores at
   * once within RENDER_PIXEL_BUDGET, RENDER_QUEUE_LIMIT waiting, then 503).
   */
  constructor(maxBytes: number = IMAGE_CACHE_BYTES, gate: WorkGate = new WorkGate('image rendering', halfTheCores(), RENDER_QUEUE_LIMIT, RENDER_PIXEL_BUDGET)) {
    this.cache = new LruCache(maxBytes, (image) => image.body.length + 256);
    this.gate = gate;
  }

  /** The image of `svg` (cached under `key`) at `width` pixels. */
  async render(key: string, svg: Buffer, width: number): Promise<RenderedImage> {
    const cacheKey = `${key}@${width}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    let pending = this.pending.get(cacheKey);
    if (!pending) {
      // A full line refuses at once, before the art is even measured.
      if (this.gate.wouldRefuse(1)) throw new GateFull(this.gate.name);
      pending = this.#naturalSize(key, svg)
        .then((natural) => this.gate.run(() => rasterise(svg, natural, width), pixelsAt(natural, width)))
        .finally(() => this.pending.delete(cacheKey));
      this.pending.set(cacheKey, pending);
      const image = await pending;
      this.cache.set(cacheKey, image);
      return image;
    }
    return pending;
  }

  async #naturalSize(key: string, svg: Buffer): Promise<NaturalSize> {
    let size = this.sizes.get(key);
    if (!size) {
      const sharp = await (sharpModule ??= loadSharp());
      const { width, height } = await sharp(svg).metadata();
      size = { width: width ?? 0, height: height ?? 0 };
      this.sizes.set(key, size);
    }
    return size;
  }

  get cachedBytes(): number {
    return this.cache.size;
  }
}

/** Renders waiting beyond the running ones; past this an image request gets 503 at once. */
export const RENDER_QUEUE_LIMIT = 16;

/** sharp (libvips) is loaded on the first image: a server that renders none never pays for it. */
let sharpModule: Promise<typeof Sharp> | undefined;

async function loadSharp(): Promise<typeof Sharp> {
  const { default: sharp } = await import('sharp');
  // One thread per render (the gate decides how many run) and no second cache beside ours.
  sharp.concurrency(1);
  sharp.cache(false);
  return sharp;
}

/** An SVG's own size in pixels at 72 dpi (0 when it states none). */
export interface NaturalSize {
  width: number;
  height: number;
}

/** The pixels of a render at `width`: its height follows the art's aspect (square when unknown). */
export const pixelsAt = (natural: NaturalSize, width: number): number =>
  width * Math.max(1, Math.round(natural.width > 0 && natural.height > 0 ? (width * natural.height) / natural.width : width));

async function rasterise(svg: Buffer, natural: NaturalSize, width: number): Promise<RenderedImage> {
  const sharp = await (sharpModule ??= loadSharp());
  const density = Math.min(MAX_DENSITY, Math.max(1, (72 * width) / (natural.width || width)));
  const body = await sharp(svg, { density }).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`, width };
}
