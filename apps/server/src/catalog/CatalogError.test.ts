import { describe, expect, it } from 'vitest';
import { CatalogError, formatFieldPath, isCatalogError } from './CatalogError';

describe('CatalogError', () => {
  it.each([
    [[3, 'contentType'], '[3].contentType'],
    [['live', 'programmes', 0, 'clip'], 'live.programmes[0].clip'],
    [[0, 'VCH.EventState'], '[0]["VCH.EventState"]'],
    [['title-es'], 'title-es'],
    [[], ''],
  ])('writes path %j as %s', (path, text) => {
    expect(formatFieldPath(path)).toBe(text);
  });

  it('names file, path and problem in one message', () => {
    const error = new CatalogError('catalog/items/a.json', '[3].contentType', 'Required');
    expect(error.message).toBe('catalog/items/a.json: [3].contentType: Required');
    expect(new CatalogError('catalog/site.json', '', 'file is missing').message).toBe('catalog/site.json: file is missing');
    expect(isCatalogError(error)).toBe(true);
    expect(isCatalogError(new Error('x'))).toBe(false);
  });
});
