import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from 'vite';

/** A hook's function, whether the plugin gives it bare or as `{ order, handler }`; call it with the hook's arguments. */
export function handlerOf(hook: unknown): (this: unknown, ...args: unknown[]) => unknown {
  if (typeof hook === 'function') return hook as (...args: unknown[]) => unknown;
  if (hook && typeof hook === 'object' && 'handler' in hook && typeof hook.handler === 'function') return hook.handler as (...args: unknown[]) => unknown;
  throw new Error('the plugin has no such hook');
}

/** The part of Vite's resolved config the plugins read. */
export const resolvedConfig = (overrides: Partial<Pick<ResolvedConfig, 'base' | 'command' | 'env'>> = {}) =>
  ({ base: '/', command: 'build', env: {}, ...overrides }) as ResolvedConfig;

/** A brand's logo, for the plugins that inline it: the main site's. */
export const BRAND_LOGO = fileURLToPath(new URL('../../apps/web/public/logo.svg', import.meta.url));
