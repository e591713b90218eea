import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad, onceCachedOrAfterLoad } from './afterPageLoad';

/** A window still loading or loaded, controlled by a service worker or not. */
function fakeWindow(readyState: DocumentReadyState, controlled = false) {
  const target = new EventTarget() as EventTarget & { document: { readyState: DocumentReadyState }; navigator: { serviceWorker?: { controller: object | null } }; setTimeout: typeof setTimeout };
  target.document = { readyState };
  target.navigator = { serviceWorker: { controller: controlled ? {} : null } };
  target.setTimeout = setTimeout;
  return target as unknown as Window & typeof globalThis;
}

describe('afterPageLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['a page still loading: from its load event', 'loading' as const],
    ['a page loaded already: from now', 'complete' as const],
  ])('waits the delay, %s, and runs once', (_case, readyState) => {
    const target = fakeWindow(readyState);
    const run = vi.fn();
    afterPageLoad(run, 3000, target);
    target.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    target.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing before the page has loaded', () => {
    const run = vi.fn();
    afterPageLoad(run, 0, fakeWindow('loading'));
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('onceCachedOrAfterLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once where the service worker controls the page', () => {
    const run = vi.fn();
    onceCachedOrAfterLoad(run, 3000, fakeWindow('loading', true));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the load and the delay on a first visit', () => {
    const target = fakeWindow('loading');
    const run = vi.fn();
    onceCachedOrAfterLoad(run, 3000, target);
    expect(run).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
