import type { HtmlTagDescriptor, Plugin } from 'vite';
import { logoDataUrl } from '../brandLogo.ts';

/** Colours of the start screen: its background (the PWA's) and the spinner (the brand's `--ott-text` and `--ott-highlight`). */
export interface StartScreenColors {
  background: string;
  text: string;
  highlight: string;
}

/** The start screen's style: the brand's tokens win when they are already there; hidden once the app has rendered into #root. */
export const startScreenStyle = ({ background, text, highlight }: StartScreenColors): string =>
  [
    `.ott-boot { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 24px; background: var(--ott-bg, ${background}); }`,
    `.ott-boot__spinner { width: 40px; height: 40px; border: 4px solid color-mix(in srgb, var(--ott-text, ${text}) 20%, transparent); border-top-color: var(--ott-highlight, ${highlight}); border-radius: 50%; animation: ott-boot-spin 0.9s linear infinite; }`,
    '@keyframes ott-boot-spin { to { transform: rotate(360deg); } }',
    '#root:not(:empty) ~ .ott-boot { display: none; }',
  ].join('\n');

/**
 * The tags: the logo and a spinner, and their style, at the end of the body (after #root, which
 * the style needs). The div's content is written as HTML: Vite would close an `<img>` descriptor
 * with `</img>`.
 */
export const startScreenTags = (logoUrl: string, colors: StartScreenColors): HtmlTagDescriptor[] => [
  {
    tag: 'div',
    attrs: { class: 'ott-boot', 'aria-hidden': 'true' },
    children: `<img class="ott-boot__logo" src="${logoUrl}" alt="" width="96" height="96"><span class="ott-boot__spinner"></span>`,
    injectTo: 'body',
  },
  { tag: 'style', children: startScreenStyle(colors), injectTo: 'body' },
];

/** The first paint is the brand's logo and a spinner, styled inline, without waiting for any download. */
export function startScreen(logoSvg: string, colors: StartScreenColors): Plugin {
  return {
    name: 'ott-start-screen',
    transformIndexHtml: () => startScreenTags(logoDataUrl(logoSvg), colors),
  };
}
