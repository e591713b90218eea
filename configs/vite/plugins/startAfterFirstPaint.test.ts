import { describe, expect, it } from 'vitest';
import { handlerOf, resolvedConfig } from '../pluginHooks.test-helpers.ts';
import { entryScript, startAfterFirstPaint, starterScript } from './startAfterFirstPaint.ts';

const HTML = `<head>\n    ${entryScript('/assets/index-a.js')}\n  </head>`;

function transform(html: string, chunk: unknown = { fileName: 'assets/index-a.js' }) {
  const plugin = startAfterFirstPaint();
  handlerOf(plugin.configResolved)(resolvedConfig());
  return handlerOf(plugin.transformIndexHtml)(html, { chunk });
}

describe('startAfterFirstPaint', () => {
  it('preloads the entry and adds it from an inline script, in place of its script tag', () => {
    expect(transform(HTML)).toEqual({
      html: '<head>\n    \n  </head>',
      tags: [
        { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/index-a.js' }, injectTo: 'head' },
        { tag: 'script', children: starterScript('/assets/index-a.js'), injectTo: 'head' },
      ],
    });
  });

  it('fails the build when Vite wrote the entry otherwise', () => {
    expect(() => transform('<head></head>')).toThrow('index.html has no <script type="module" crossorigin src="/assets/index-a.js"></script>');
  });

  it('leaves a page without an entry chunk (the dev server) as it is', () => {
    expect(transform(HTML, null)).toBe(HTML);
  });

  it('runs the script it writes: the entry is added once, after the next frame or after 100 ms', () => {
    const frames: (() => void)[] = [];
    const timers: [() => void, number][] = [];
    const added: Record<string, string>[] = [];
    const run = new Function('requestAnimationFrame', 'setTimeout', 'document', starterScript('/assets/index-a.js'));
    run(
      (callback: () => void) => frames.push(callback),
      (callback: () => void, delay: number) => timers.push([callback, delay]),
      { createElement: () => ({}), head: { appendChild: (script: Record<string, string>) => added.push(script) } },
    );
    expect(timers.map(([, delay]) => delay)).toEqual([100]);
    frames[0]?.();
    for (const [callback] of timers) callback();
    expect(added).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index-a.js' }]);
  });
});
