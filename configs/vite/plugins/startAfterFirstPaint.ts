import type { HtmlTagDescriptor, Plugin } from 'vite';
import { builtIndexHtmlPlugin } from './builtIndexHtml.ts';

/** The entry script tag Vite writes into index.html. */
export const entryScript = (src: string): string => `<script type="module" crossorigin src="${src}"></script>`;

/** The inline script that adds the entry after the next animation frame (100 ms at most: a tab in the background gets no frames). */
export const starterScript = (src: string): string =>
  `(function(){var started=false;function start(){if(started)return;started=true;` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
  `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,100)})()`;

/**
 * The first paint does not wait for the app's script: the entry is preloaded (downloaded and
 * compiled at once) and runs after the next frame; evaluating it on arrival would hold the paint back.
 */
export const startAfterFirstPaint = (): Plugin =>
  builtIndexHtmlPlugin('ott-start-after-first-paint', (html, { chunk }, base) => {
    if (!chunk) return html;
    const src = `${base}${chunk.fileName}`;
    const script = entryScript(src);
    if (!html.includes(script)) throw new Error(`index.html has no ${script}: Vite writes its entry script so`);
    const tags: HtmlTagDescriptor[] = [
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: src }, injectTo: 'head' },
      { tag: 'script', children: starterScript(src), injectTo: 'head' },
    ];
    return { html: html.replace(script, ''), tags };
  });
