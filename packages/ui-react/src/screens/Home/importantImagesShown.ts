import { IMPORTANT_IMAGES_SELECTOR } from '../../components/Card/importantImageTiming';

/**
 * Resolves once the first screen's important card images under `root` are on screen, as the
 * browser reports them (Element Timing: the largest is decoded off the main thread and reported a
 * frame or two after the frame that showed its card); an image that fails does not hold it back.
 * Where the browser has no Element Timing, after the next paint (`afterNextPaint`).
 */
export function importantImagesShown(root: ParentNode, afterNextPaint: () => Promise<void>): Promise<void> {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('element')) return afterNextPaint();
  const images = [...root.querySelectorAll<HTMLImageElement>(IMPORTANT_IMAGES_SELECTOR)];
  const pending = new Set(images.filter((image) => !(image.complete && image.naturalWidth === 0)));
  return new Promise((resolve) => {
    const settle = (done?: Element | null) => {
      pending.delete(done as HTMLImageElement);
      if (pending.size > 0) return;
      observer.disconnect();
      resolve();
    };
    // An Element Timing entry (PerformanceElementTiming, not in TypeScript's DOM types) names its element.
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => settle((entry as unknown as { element: Element | null }).element)));
    pending.forEach((image) => image.addEventListener('error', () => settle(image), { once: true }));
    observer.observe({ type: 'element', buffered: true });
    settle();
  });
}
