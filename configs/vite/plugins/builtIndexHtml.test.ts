import { describe, expect, it, vi } from 'vitest';
import { handlerOf, resolvedConfig } from '../pluginHooks.test-helpers.ts';
import { builtIndexHtmlPlugin } from './builtIndexHtml.ts';

describe('builtIndexHtmlPlugin', () => {
  it("runs in production builds, after Vite's own tags, with the site's base path", () => {
    const transform = vi.fn(() => 'edited');
    const plugin = builtIndexHtmlPlugin('ott-test', transform);
    expect(plugin.apply).toBe('build');
    expect(plugin.transformIndexHtml).toMatchObject({ order: 'post' });
    handlerOf(plugin.configResolved)(resolvedConfig({ base: '/tv/' }));
    const context = { path: '/index.html' };
    expect(handlerOf(plugin.transformIndexHtml)('<html></html>', context)).toBe('edited');
    expect(transform).toHaveBeenCalledWith('<html></html>', context, '/tv/');
  });
});
