import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole-app renders lazy-load screens; on a loaded 2-core CI machine the default 1 s wait of
// findBy*/waitFor is too tight. This only raises the ceiling: passing tests do not wait longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom (the sanitizer tests) has no scrolling and reports every `window.scrollTo` of the page's
// scroll restoration as "Not implemented": a page that cannot scroll stays where it is.
if (navigator.userAgent.includes('jsdom')) window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
