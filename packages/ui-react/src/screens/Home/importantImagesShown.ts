import { IMPORTANT_IMAGES_SELECTOR } from '../../components/Card/importantImageTiming';

/** The part of an Element Timing entry read here (`PerformanceElementTiming`, not in TypeScript's DOM types). */
interface ElementTimingEntry {
  element: Element | null;
}

export interface ShownTiming {
  /** Resolves after the browser's next paint (`afterNextPaint`). */
  afterNextPaint(): Promise<void>;
}

/** An image that failed (or has no source) is never painted: it does not hold the wait back. */
const failed = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0;

/** Resolves when the browser reports each image painted (Element Timing), failed or removed as it fails. */
function imagesPainted(images: readonly HTMLImageElement[]): Promise<void> {
  return new Promise((resolve) => {
    const pending = new Set(images.filter((image) => !failed(image)));
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as ElementTimingEntry[]) pending.delete(entry.element as HTMLImageElement);
      settle();
    });
    function settle() {
      if (pending.size > 0) return;
      observer.disconnect();
      resolve();
    }
    for (const image of pending) {
      image.addEventListener('error', () => {
        pending.delete(image);
        settle();
      }, { once: true });
    }
    observer.observe({ type: 'element', buffered: true });
    settle();
  });
}

/**
 * Resolves once the first screen's important card images under `root` are on screen: where the browser
 * has Element Timing, when it reports them painted (its largest paint is reported a frame or two
 * after the frame that showed it); elsewhere once they are decoded (a large image is decoded off the
 * main thread after the frame that shows its card) and the next frame is painted.
 */
export async function importantImagesShown(root: ParentNode, timing: ShownTiming): Promise<void> {
  const images = [...root.querySelectorAll<HTMLImageElement>(IMPORTANT_IMAGES_SELECTOR)];
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('element')) return imagesPainted(images);
  await Promise.all(images.map((image) => (typeof image.decode === 'function' ? image.decode().catch(() => undefined) : undefined)));
  await timing.afterNextPaint();
}
