/** Widths the server renders. A request is rounded up to the next one, so the cache stays small. */
export const IMAGE_WIDTH_BUCKETS = [160, 320, 480, 640, 720, 1280, 1920, 3840] as const;
export const MAX_IMAGE_WIDTH = 3840;

/** The rendered width for a requested one: clamped to 1..3840, then rounded up to a bucket. */
export function bucketWidth(requested: number): number {
  const width = Math.min(Math.max(Math.round(requested), 1), MAX_IMAGE_WIDTH);
  return IMAGE_WIDTH_BUCKETS.find((bucket) => bucket >= width) ?? MAX_IMAGE_WIDTH;
}
