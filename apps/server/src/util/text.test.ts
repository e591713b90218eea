import { describe, expect, it } from 'vitest';
import { commaList, escapeXml, foldText, wordsOf } from './text';

describe('text helpers', () => {
  it('folds case and accents', () => {
    expect(foldText('Español ÜBER Café')).toBe('espanol uber cafe');
  });

  it('splits words on anything but letters and digits', () => {
    expect(wordsOf("Rule 110: Cellular-Automaton's")).toEqual(['rule', '110', 'cellular', 'automaton', 's']);
  });

  it.each([
    ['drama, Family ,,', ['drama', 'family']],
    [['Drama', ' x '], ['drama', 'x']],
    [undefined, []],
  ])('reads comma list %j', (value, expected) => {
    expect(commaList(value)).toEqual(expected);
  });

  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });
});
