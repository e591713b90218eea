import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** React Router's production build, beside the `dist/development` one its package exports. */
export const PRODUCTION_ENTRY = 'dist/production/index.mjs';

/**
 * Production builds take React Router's own production build, the same version without its
 * development warnings: its package exports the development one to every bundler
 * (remix-run/react-router#14102). The dev server keeps the warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'ott-react-router-production',
    apply: 'build',
    // Before Vite's own resolver, which would take the package's export.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const packageJson = await this.resolve('react-router/package.json', importer, { ...options, skipSelf: true });
      return packageJson ? join(dirname(packageJson.id), PRODUCTION_ENTRY) : null;
    },
  };
}
