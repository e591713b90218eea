import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { logoDataUrl } from '../brandLogo.ts';
import { handlerOf, BRAND_LOGO } from '../pluginHooks.test-helpers.ts';
import { inlineFavicon } from './inlineFavicon.ts';

describe('inlineFavicon', () => {
  it("links the brand's logo as the favicon, as a data URL", () => {
    const tags = handlerOf(inlineFavicon(BRAND_LOGO).transformIndexHtml)() as HtmlTagDescriptor[];
    expect(tags).toEqual([{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: logoDataUrl(BRAND_LOGO) }, injectTo: 'head' }]);
  });
});
