import { describe, expect, it } from 'vitest';
import { logoDataUrl } from '../brandLogo.ts';
import { handlerOf, BRAND_LOGO } from '../pluginHooks.test-helpers.ts';
import { startScreen, startScreenStyle, startScreenTags } from './startScreen.ts';

const COLORS = { background: '#0d1b2a', text: '#f4f7fb', highlight: '#36c2b4' };

describe('startScreen', () => {
  it('shows the logo and a spinner at the end of the body, after #root', () => {
    const [screen, style] = startScreenTags('data:image/svg+xml,logo', COLORS);
    expect(screen).toMatchObject({ tag: 'div', attrs: { class: 'ott-boot', 'aria-hidden': 'true' }, injectTo: 'body' });
    expect(screen?.children).toBe('<img class="ott-boot__logo" src="data:image/svg+xml,logo" alt="" width="96" height="96"><span class="ott-boot__spinner"></span>');
    expect(style).toEqual({ tag: 'style', children: startScreenStyle(COLORS), injectTo: 'body' });
  });

  it("styles it in the brand's colours, which the page's tokens override, and hides it once the app has rendered", () => {
    const style = startScreenStyle(COLORS);
    expect(style).toContain('background: var(--ott-bg, #0d1b2a)');
    expect(style).toContain('var(--ott-text, #f4f7fb)');
    expect(style).toContain('border-top-color: var(--ott-highlight, #36c2b4)');
    expect(style).toContain('#root:not(:empty) ~ .ott-boot { display: none; }');
  });

  it("inlines the brand's logo file", () => {
    const tags = handlerOf(startScreen(BRAND_LOGO, COLORS).transformIndexHtml)();
    expect(tags).toEqual(startScreenTags(logoDataUrl(BRAND_LOGO), COLORS));
    expect(logoDataUrl(BRAND_LOGO)).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
  });
});
