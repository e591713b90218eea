import { afterPageLoad } from './afterPageLoad';

export interface RegisterServiceWorkerOptions {
  /** Whether this is a production build: in an app, `import.meta.env.PROD`. */
  production: boolean;
  /** The site's base path, ending in `/`: in an app, `import.meta.env.BASE_URL`. */
  base: string;
  /** The window to register in; default the page's own. */
  target?: Window;
}

/**
 * How long after the page's load the worker is registered. Installing it downloads every chunk of
 * the site for offline use: started with the page, that traffic and its work compete with the
 * first screen's images and start-up (measured: Lighthouse's blocking time doubled).
 */
export const SERVICE_WORKER_DELAY_MS = 3000;

/**
 * Registers the service worker the build writes (`sw.js` at the site's base, see scripts/pwa), in
 * production builds only: in development it would serve stale modules. Registration waits until
 * {@link SERVICE_WORKER_DELAY_MS} after the page has loaded (at once counted from the app's start
 * when it starts after the load event, as index.html's start after the first paint can).
 */
export function registerServiceWorker({ production, base, target = window }: RegisterServiceWorkerOptions): void {
  if (!production || !('serviceWorker' in target.navigator)) return;
  const register = () => {
    target.navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      console.warn('The service worker could not be registered; the site works without it.', error);
    });
  };
  afterPageLoad(register, SERVICE_WORKER_DELAY_MS, target);
}
