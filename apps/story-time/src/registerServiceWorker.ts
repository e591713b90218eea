/**
 * Registers the service worker the build writes (`sw.js`, see scripts/pwa), in production builds
 * only: in development it would serve stale modules. Registration waits for the page to load so
 * that the worker's precaching never competes with the first render.
 */
export function registerServiceWorker({ production = import.meta.env.PROD, base = import.meta.env.BASE_URL, target = window } = {}): void {
  if (!production || !('serviceWorker' in target.navigator)) return;
  target.addEventListener('load', () => {
    target.navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      console.warn('The service worker could not be registered; the site works without it.', error);
    });
  });
}
