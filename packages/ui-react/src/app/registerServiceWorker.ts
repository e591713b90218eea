export interface RegisterServiceWorkerOptions {
  /** Whether this is a production build: in an app, `import.meta.env.PROD`. */
  production: boolean;
  /** The site's base path, ending in `/`: in an app, `import.meta.env.BASE_URL`. */
  base: string;
  /** The window to register in; default the page's own. */
  target?: Window;
}

/**
 * Registers the service worker the build writes (`sw.js` at the site's base, see scripts/pwa), in
 * production builds only: in development it would serve stale modules. Registration waits for the
 * page to load so that the worker's precaching never competes with the first render; an app whose
 * scripts start after the load event (index.html starts them after the first paint) registers at once.
 */
export function registerServiceWorker({ production, base, target = window }: RegisterServiceWorkerOptions): void {
  if (!production || !('serviceWorker' in target.navigator)) return;
  const register = () => {
    target.navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      console.warn('The service worker could not be registered; the site works without it.', error);
    });
  };
  if (target.document.readyState === 'complete') register();
  else target.addEventListener('load', register, { once: true });
}
