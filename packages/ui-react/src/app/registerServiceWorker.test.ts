import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker';

/** A window whose service-worker container records registrations, its document still loading or complete. */
function fakeWindow(register = vi.fn(async () => ({})), readyState: DocumentReadyState = 'loading') {
  const target = new EventTarget() as EventTarget & { navigator: { serviceWorker: { register: typeof register } }; document: { readyState: DocumentReadyState } };
  target.navigator = { serviceWorker: { register } };
  target.document = { readyState };
  return { target: target as unknown as Window & typeof globalThis, register };
}

describe('registerServiceWorker', () => {
  it('registers sw.js at the base once the page has loaded, in a production build', () => {
    const { target, register } = fakeWindow();
    registerServiceWorker({ production: true, base: '/tv/', target });
    expect(register).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/tv/sw.js', { scope: '/tv/' });
  });

  it('registers at once when the app starts after the page has loaded, and only once', () => {
    const { target, register } = fakeWindow(undefined, 'complete');
    registerServiceWorker({ production: true, base: '/', target });
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    target.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in development', () => {
    const { target, register } = fakeWindow();
    registerServiceWorker({ production: false, base: '/', target });
    target.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });

  it('keeps the site running when registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { target } = fakeWindow(vi.fn(async () => Promise.reject(new Error('insecure'))));
    registerServiceWorker({ production: true, base: '/', target });
    target.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
