import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Whole-app renders lazy-load screens; on a loaded 2-core CI machine the default 1 s wait of
// findBy*/waitFor is too tight. This only raises the ceiling: passing tests do not wait longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom (the sanitizer tests) has no scrolling and reports every `window.scrollTo` of the page's
// scroll restoration as "Not implemented": a page that cannot scroll stays where it is.
if (navigator.userAgent.includes('jsdom')) window.scrollTo = () => undefined;

// The files of a worker share one environment (isolate: false, see README): this file runs before
// each of them, so each starts on the blank page, real clock and 1024 px viewport of a new one.
startAsNewPage();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** What the app and the tests leave in the shared page: the document, the URL, storage, cookies, the viewport, the clock. */
function startAsNewPage(): void {
  vi.useRealTimers();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  if (window.innerWidth !== 1024) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
    window.dispatchEvent(new Event('resize'));
  }
}
