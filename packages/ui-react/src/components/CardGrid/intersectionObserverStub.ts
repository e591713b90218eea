import { vi } from 'vitest';

/**
 * A controllable IntersectionObserver for tests (happy-dom's never reports): `stub.enterView()`
 * tells every element being watched that it scrolled into view. Not part of the package.
 */
export function stubIntersectionObserver() {
  const observers = new Set<StubObserver>();

  class StubObserver {
    readonly elements = new Set<Element>();
    readonly options: IntersectionObserverInit | undefined;
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options?: IntersectionObserverInit,
    ) {
      this.options = options;
      observers.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    report(isIntersecting: boolean) {
      const entries = [...this.elements].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    /** Elements currently watched. */
    watched: () => [...observers].reduce((count, observer) => count + observer.elements.size, 0),
    enterView: () => [...observers].forEach((observer) => observer.report(true)),
    leaveView: () => [...observers].forEach((observer) => observer.report(false)),
    options: () => [...observers].map((observer) => observer.options),
  };
}
