import { describe, expect, it } from 'vitest';
import { footerLinksTo, splitFooterText } from './footerText';

describe('splitFooterText (lines on <br>, items on |)', () => {
  it.each([
    ['© 2025 Harbour TV', [['© 2025 Harbour TV']]],
    ['A | B | C', [['A', 'B', 'C']]],
    ['A | B<br>C', [['A', 'B'], ['C']]],
    ['A<br/>B<BR />C', [['A'], ['B'], ['C']]],
    ['A || B <br><br> C |', [['A', 'B'], ['C']]],
    ['[About](/o/about) | **Bold**', [['[About](/o/about)', '**Bold**']]],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (text, lines) => {
    expect(splitFooterText(text)).toEqual(lines);
  });
});

describe('footerLinksTo', () => {
  it.each([
    ['[Licenses](/o/licenses)', true],
    ['<a href="/o/licenses">Licenses</a>', true],
    ['[About](/o/about)', false],
    ['/o/licenses as text', false],
    [null, false],
  ])('%j links to /o/licenses: %s', (text, links) => {
    expect(footerLinksTo(text, '/o/licenses')).toBe(links);
  });
});
