import { describe, expect, it } from 'vitest';
import { footerLinksTo, simpleFooterItem, splitFooterText } from './footerText';

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

describe('simpleFooterItem (text and links render without the markdown renderer)', () => {
  it.each([
    ['© 2025 Harbour TV, made by the sea (mostly)', [{ text: '© 2025 Harbour TV, made by the sea (mostly)' }]],
    ['[About us](/m/pgAbout1/about-brightwater)', [{ text: 'About us', href: '/m/pgAbout1/about-brightwater' }]],
    [
      'Read [the FAQ](/o/about?x=1#faq) or [write](mailto:help) to [us](https://example.org/contact)!',
      [
        { text: 'Read ' },
        { text: 'the FAQ', href: '/o/about?x=1#faq' },
        { text: ' or ' },
        { text: 'write', href: 'mailto:help', external: true },
        { text: ' to ' },
        { text: 'us', href: 'https://example.org/contact', external: true },
        { text: '!' },
      ],
    ],
  ])('%j -> %j', (item, segments) => {
    expect(simpleFooterItem(item, 'https://self.test')).toEqual(segments);
  });

  it.each([
    ['emphasis', '© 2025 **Harbour TV**'],
    ['underscores', 'snake_case'],
    ['code', '`npm start`'],
    ['strikethrough', '~~old~~'],
    ['raw HTML', 'Made <em>here</em>'],
    ['an entity', 'A &#124; B'],
    ['a backslash escape', '\\[not a link\\]'],
    ['an image', '![logo](/logo.svg)'],
    ['a GFM autolink', 'https://example.org'],
    ['a www autolink', 'www.example.org'],
    ['an e-mail autolink', 'help@example.org'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a protocol-relative link', '[cdn](//cdn.example/x)'],
    ['a relative link', '[about](about)'],
    ['a link with a title', '[about](/o/about "About")'],
    ['a same-origin absolute link', '[home](https://self.test/)'],
    ['a malformed URL', '[broken](https://)'],
    ['an empty label', '[](/o/about)'],
    ['a label with emphasis', '[**About**](/o/about)'],
    ['a bracket left alone', 'A [B'],
  ])('leaves %s to the markdown renderer', (_name, item) => {
    expect(simpleFooterItem(item, 'https://self.test')).toBeNull();
  });
});
