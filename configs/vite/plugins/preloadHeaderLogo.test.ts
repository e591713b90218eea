import { appConfigFromEnv } from '@ott/common';
import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { handlerOf, resolvedConfig } from '../pluginHooks.test-helpers.ts';
import { preloadHeaderLogo } from './preloadHeaderLogo.ts';

function tagsFor(base: string): HtmlTagDescriptor[] {
  const plugin = preloadHeaderLogo();
  handlerOf(plugin.configResolved)(resolvedConfig({ base }));
  return handlerOf(plugin.transformIndexHtml)() as HtmlTagDescriptor[];
}

describe('preloadHeaderLogo', () => {
  it.each(['/', '/tv/'])('preloads the logo the header shows, under the base path %s', (base) => {
    const { brand } = appConfigFromEnv({ BASE_URL: base }, { defaultConfigSource: 'demoavod', brandName: 'OTT' });
    expect(tagsFor(base)).toEqual([{ tag: 'link', attrs: { rel: 'preload', as: 'image', href: brand?.logo }, injectTo: 'body' }]);
  });

  it('is a build-time edit only (the dev server serves index.html as written)', () => {
    expect(preloadHeaderLogo().apply).toBe('build');
  });
});
