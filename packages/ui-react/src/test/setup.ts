import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole-app renders lazy-load screens; on a loaded 2-core CI machine the default 1 s wait of
// findBy*/waitFor is too tight. This only raises the ceiling: passing tests do not wait longer.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
