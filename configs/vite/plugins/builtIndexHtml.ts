import type { IndexHtmlTransformContext, IndexHtmlTransformResult, Plugin } from 'vite';

/** An edit of the built index.html, given the site's base path. */
export type BuiltIndexHtmlTransform = (html: string, context: IndexHtmlTransformContext, base: string) => IndexHtmlTransformResult;

/** A plugin of production builds that edits index.html once Vite has written its own tags into it (`order: 'post'`). */
export function builtIndexHtmlPlugin(name: string, transform: BuiltIndexHtmlTransform): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: { order: 'post', handler: (html, context) => transform(html, context, base) },
  };
}
