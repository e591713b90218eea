import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORTANT_IMAGE_TIMING } from '../../components/Card/importantImageTiming';
import { importantImagesShown } from './importantImagesShown';

/** A first-screen card image (`important`) or another one, loaded unless `broken`. */
function image(root: HTMLElement, { important = true, broken = false }: { important?: boolean; broken?: boolean } = {}) {
  const element = document.createElement('img');
  if (important) element.setAttribute('elementtiming', IMPORTANT_IMAGE_TIMING.elementtiming);
  Object.defineProperty(element, 'complete', { value: broken, configurable: true });
  Object.defineProperty(element, 'naturalWidth', { value: broken ? 0 : 720, configurable: true });
  root.append(element);
  return element;
}

/** Lets every promise callback queued so far run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A PerformanceObserver with Element Timing whose entries the test reports by hand. */
function stubElementTiming() {
  const observers: Array<(elements: Element[]) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    disconnected = false;
    constructor(callback: (list: { getEntries(): Array<{ element: Element }> }) => void) {
      observers.push((elements) => !this.disconnected && callback({ getEntries: () => elements.map((element) => ({ element })) }));
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { painted: (...elements: Element[]) => observers.forEach((report) => report(elements)) };
}

describe('importantImagesShown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits until the browser reports each important image painted (Element Timing)', async () => {
    const timing = stubElementTiming();
    const root = document.createElement('div');
    const [first, second] = [image(root), image(root)];
    image(root, { important: false });
    let done = false;
    const shown = importantImagesShown(root, () => Promise.resolve()).then(() => (done = true));
    timing.painted(first);
    await settle();
    expect(done).toBe(false);
    timing.painted(second);
    await shown;
    expect(done).toBe(true);
  });

  it('does not wait for an image that failed, before or while it waits', async () => {
    stubElementTiming();
    const root = document.createElement('div');
    image(root, { broken: true });
    const failing = image(root);
    const shown = importantImagesShown(root, () => Promise.resolve());
    failing.dispatchEvent(new Event('error'));
    await expect(shown).resolves.toBeUndefined();
  });

  it('without Element Timing, waits for the next paint', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const root = document.createElement('div');
    image(root);
    let painted!: () => void;
    const afterNextPaint = vi.fn(() => new Promise<void>((resolve) => (painted = resolve)));
    let done = false;
    const shown = importantImagesShown(root, afterNextPaint).then(() => (done = true));
    await settle();
    expect(afterNextPaint).toHaveBeenCalledOnce();
    expect(done).toBe(false);
    painted();
    await shown;
    expect(done).toBe(true);
  });

  it('resolves without important images', async () => {
    stubElementTiming();
    await expect(importantImagesShown(document.createElement('div'), () => Promise.resolve())).resolves.toBeUndefined();
  });
});
