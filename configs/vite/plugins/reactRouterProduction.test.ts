import { describe, expect, it, vi } from 'vitest';
import { handlerOf } from '../pluginHooks.test-helpers.ts';
import { PRODUCTION_ENTRY, reactRouterProduction } from './reactRouterProduction.ts';

describe('reactRouterProduction', () => {
  const resolve = vi.fn(async () => ({ id: '/repo/node_modules/react-router/package.json' }));
  const resolveId = (source: string) => handlerOf(reactRouterProduction().resolveId).call({ resolve }, source, '/repo/src/main.tsx', {});

  it("resolves react-router to its production build, found from the importer's package", async () => {
    await expect(resolveId('react-router')).resolves.toBe(`/repo/node_modules/react-router/${PRODUCTION_ENTRY}`);
    expect(resolve).toHaveBeenCalledWith('react-router/package.json', '/repo/src/main.tsx', { skipSelf: true });
  });

  it('leaves every other import, its subpaths included, to Vite', async () => {
    await expect(resolveId('react-router/dom')).resolves.toBeNull();
    await expect(resolveId('react')).resolves.toBeNull();
  });
});
