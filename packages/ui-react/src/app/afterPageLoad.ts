/**
 * Runs `run` `delayMs` after the page's load event (counted from now when the page has loaded
 * already, as it has when index.html starts the app after the first paint): for work the first
 * screen must not wait for, whose downloads would compete with its script and images.
 */
export function afterPageLoad(run: () => void, delayMs: number, target: Window = window): void {
  const later = () => target.setTimeout(run, delayMs);
  if (target.document.readyState === 'complete') later();
  else target.addEventListener('load', later, { once: true });
}

/**
 * Runs `run` at once on a page the service worker controls (the site's files come from its cache,
 * nothing competes for the network), else as {@link afterPageLoad} does: a first visit's first screen
 * keeps the network to itself.
 */
export function onceCachedOrAfterLoad(run: () => void, delayMs: number, target: Window = window): void {
  if (target.navigator.serviceWorker?.controller) run();
  else afterPageLoad(run, delayMs, target);
}
