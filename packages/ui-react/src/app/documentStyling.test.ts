import { describe, expect, it } from 'vitest';
import { applyDocumentHead, applyStyleVariables, stylingVariables } from './documentStyling';

describe('stylingVariables (config colours with readable text, black above luminance 186)', () => {
  it.each([
    [{ backgroundColor: '#ffffff' }, { '--ott-bg': '#ffffff', '--ott-text': '#000000' }],
    [{ backgroundColor: '#15122b' }, { '--ott-bg': '#15122b', '--ott-text': '#ffffff' }],
    [{ highlightColor: '#ffff00' }, { '--ott-highlight': '#ffff00', '--ott-highlight-text': '#000000' }],
    [{ headerBackground: '#bababa' }, { '--ott-header-bg': '#bababa', '--ott-header-text': '#ffffff' }],
    [{ headerBackground: '#bbbbbb' }, { '--ott-header-bg': '#bbbbbb', '--ott-header-text': '#000000' }],
    // A colour the rule cannot read keeps the brand's text colour.
    [{ backgroundColor: 'rebeccapurple' }, { '--ott-bg': 'rebeccapurple' }],
    [{ backgroundColor: '', highlightColor: undefined }, {}],
  ])('%j -> %j', (styling, expected) => {
    expect(stylingVariables(styling)).toEqual(expected);
  });

  it('sets the variables on an element and removes them again', () => {
    const element = document.createElement('div');
    const remove = applyStyleVariables(element, { '--ott-bg': '#123456' });
    expect(element.style.getPropertyValue('--ott-bg')).toBe('#123456');
    remove();
    expect(element.style.getPropertyValue('--ott-bg')).toBe('');
  });

  it('writes the site name and description into the document head', () => {
    applyDocumentHead(document, { siteName: 'Harbour TV', description: 'Films from the harbour' });
    applyDocumentHead(document, { siteName: 'Harbour TV', description: 'Films and series' });
    expect(document.title).toBe('Harbour TV');
    const metas = document.head.querySelectorAll('meta[name="description"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.getAttribute('content')).toBe('Films and series');
  });
});
