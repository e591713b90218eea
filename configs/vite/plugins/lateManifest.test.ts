import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { handlerOf, resolvedConfig } from '../pluginHooks.test-helpers.ts';
import { lateManifest, lateManifestScript, MANIFEST_LINK_DELAY_MS } from './lateManifest.ts';

function tagsOf(command: 'build' | 'serve', base = '/') {
  const plugin = lateManifest();
  handlerOf(plugin.configResolved)(resolvedConfig({ command, base }));
  return handlerOf(plugin.transformIndexHtml)() as HtmlTagDescriptor[];
}

describe('lateManifest', () => {
  it("links the manifest from a script, after the page's load event, in a build", () => {
    expect(tagsOf('build', '/tv/')).toEqual([{ tag: 'script', children: lateManifestScript('/tv/manifest.webmanifest'), injectTo: 'head' }]);
    expect(lateManifestScript('/tv/manifest.webmanifest')).toContain(`l.href="/tv/manifest.webmanifest";document.head.appendChild(l)},${MANIFEST_LINK_DELAY_MS})`);
  });

  it('links it at once on the dev server', () => {
    expect(tagsOf('serve')).toEqual([{ tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' }]);
  });

  it('runs the script it writes: a link appears 3 s after load', () => {
    const listeners: Record<string, () => void> = {};
    const timers: [() => void, number][] = [];
    const appended: Record<string, string>[] = [];
    const run = new Function('addEventListener', 'setTimeout', 'document', lateManifestScript('/manifest.webmanifest'));
    run(
      (type: string, listener: () => void) => (listeners[type] = listener),
      (callback: () => void, delay: number) => timers.push([callback, delay]),
      { createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => appended.push(link) } },
    );
    listeners.load?.();
    expect(timers.map(([, delay]) => delay)).toEqual([MANIFEST_LINK_DELAY_MS]);
    timers[0]?.[0]();
    expect(appended).toEqual([{ rel: 'manifest', href: '/manifest.webmanifest' }]);
  });
});
