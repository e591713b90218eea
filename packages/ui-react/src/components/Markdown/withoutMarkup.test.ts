import { describe, expect, it } from 'vitest';
import { withoutMarkup } from './withoutMarkup';

describe('withoutMarkup (what Markdown shows while the renderer loads)', () => {
  it.each([
    ['© 2025 **Harbour TV**', '© 2025 Harbour TV'],
    ['Made <em>by</em> [us](/o/about) ~~today~~ \\*', 'Made by us today '],
    ['![logo](/logo.svg) Harbour', 'logo Harbour'],
  ])('%j -> %j', (markdown, text) => {
    expect(withoutMarkup(markdown)).toBe(text);
  });
});
