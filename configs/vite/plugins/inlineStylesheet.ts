import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';
import { builtIndexHtmlPlugin } from './builtIndexHtml.ts';

/** The stylesheet link Vite writes into index.html for an entry's CSS file. */
export const stylesheetLink = (href: string): string => `<link rel="stylesheet" crossorigin href="${href}">`;

/** A stylesheet's text as a `<style>` body ("</style" cannot occur in CSS that parses; escaped all the same). */
export const styleText = (css: string): string => css.trim().replace(/<\/style/gi, '<\\/style');

/** The entry's stylesheets: their URL in index.html and their text. */
function entryStylesheets(base: string, { chunk, bundle }: IndexHtmlTransformContext): { href: string; css: string }[] {
  const files = [...(chunk?.viteMetadata?.importedCss ?? [])];
  return files.map((file) => {
    const asset = bundle?.[file];
    if (asset?.type !== 'asset') throw new Error(`${file} is not a stylesheet of this build`);
    return { href: `${base}${file}`, css: String(asset.source) };
  });
}

/**
 * The entry's stylesheet is inline (a `<style>`), parsed with the page: as a file it would be one
 * more request at the start, beside the entry script. Its link stays, `disabled` (neither fetched
 * nor applied), since Vite's loader of lazy chunks would otherwise load it again.
 */
export const inlineStylesheet = (): Plugin =>
  builtIndexHtmlPlugin('ott-inline-stylesheet', (html, context, base) => {
    const tags: HtmlTagDescriptor[] = [];
    for (const { href, css } of entryStylesheets(base, context)) {
      const link = stylesheetLink(href);
      if (!html.includes(link)) throw new Error(`index.html has no ${link}: Vite writes its stylesheet links so`);
      html = html.replace(link, `${link.slice(0, -1)} disabled>`);
      tags.push({ tag: 'style', children: styleText(css), injectTo: 'head' });
    }
    return { html, tags };
  });
