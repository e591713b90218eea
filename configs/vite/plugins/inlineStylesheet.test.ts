import { describe, expect, it } from 'vitest';
import { handlerOf, resolvedConfig } from '../pluginHooks.test-helpers.ts';
import { inlineStylesheet, styleText, stylesheetLink } from './inlineStylesheet.ts';

const HTML = `<head>\n    ${stylesheetLink('/tv/assets/index-a.css')}\n  </head>`;
const CSS = '.ott-card { color: red; }\n';

function transform(html: string, importedCss: string[], assets: Record<string, unknown> = { 'assets/index-a.css': { type: 'asset', source: CSS } }) {
  const plugin = inlineStylesheet();
  handlerOf(plugin.configResolved)(resolvedConfig({ base: '/tv/' }));
  return handlerOf(plugin.transformIndexHtml)(html, { chunk: { viteMetadata: { importedCss: new Set(importedCss) } }, bundle: assets });
}

describe('inlineStylesheet', () => {
  it("puts the entry's stylesheet in a <style> and keeps its link, disabled", () => {
    expect(transform(HTML, ['assets/index-a.css'])).toEqual({
      html: `<head>\n    <link rel="stylesheet" crossorigin href="/tv/assets/index-a.css" disabled>\n  </head>`,
      tags: [{ tag: 'style', children: '.ott-card { color: red; }', injectTo: 'head' }],
    });
  });

  it('leaves a page without an entry stylesheet as it is', () => {
    expect(transform(HTML, [])).toEqual({ html: HTML, tags: [] });
  });

  it('fails the build when Vite wrote the link otherwise, or the file is not a stylesheet of the build', () => {
    expect(() => transform('<head></head>', ['assets/index-a.css'])).toThrow('index.html has no <link rel="stylesheet" crossorigin href="/tv/assets/index-a.css">');
    expect(() => transform(HTML, ['assets/index-a.css'], {})).toThrow('assets/index-a.css is not a stylesheet of this build');
  });

  it('never lets the stylesheet end its <style> early', () => {
    expect(styleText(' a::after { content: "</style>" } ')).toBe('a::after { content: "<\\/style>" }');
  });
});
