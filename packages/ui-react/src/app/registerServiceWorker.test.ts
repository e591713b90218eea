import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_DELAY_MS, registerServiceWorker } from './registerServiceWorker';

/** A window whose service-worker container records registrations, its document still loading or complete. */
function fakeWindow(register = vi.fn(async () => ({})), readyState: DocumentReadyState = 'loading') {
  const target = new EventTarget() as EventTarget & {
    navigator: { serviceWorker: { register: typeof register } };
    document: { readyState: DocumentReadyState };
    setTimeout: typeof setTimeout;
  };
  target.navigator = { serviceWorker: { register } };
  target.document = { readyState };
  target.setTimeout = setTimeout;
  return { target: target as unknown as Window & typeof globalThis, register };
}

describe('registerServiceWorker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers sw.js at the base a while after the page has loaded, in a production build', () => {
    const { target, register } = fakeWindow();
    registerServiceWorker({ production: true, base: '/tv/', target });
    target.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledWith('/tv/sw.js', { scope: '/tv/' });
  });

  it('counts the wait from the start when the app starts after the page has loaded, and registers once', () => {
    const { target, register } = fakeWindow(undefined, 'complete');
    registerServiceWorker({ production: true, base: '/', target });
    target.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does nothing in development', () => {
    const { target, register } = fakeWindow();
    registerServiceWorker({ production: false, base: '/', target });
    target.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
  });

  it('keeps the site running when registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { target } = fakeWindow(vi.fn(async () => Promise.reject(new Error('insecure'))));
    registerServiceWorker({ production: true, base: '/', target });
    target.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(warn).toHaveBeenCalled();
  });
});
