import { describe, expect, it } from 'vitest';
import { HttpError } from './HttpError';
import { flagParam, idListParam, integerParam, pageParams, textParam } from './params';

const problemOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? `${error.statusCode} ${error.message}` : String(error);
  }
};

describe('query parameters', () => {
  it.each([
    [{}, { limit: 500, offset: 1 }],
    [{ page_limit: '20' }, { limit: 20, offset: 1 }],
    [{ page_limit: '20', page_offset: '41' }, { limit: 20, offset: 41 }],
    [{ page_limit: '' }, { limit: 500, offset: 1 }],
  ])('pages %j as %j', (query, expected) => {
    expect(pageParams(query)).toEqual(expected);
  });

  it.each([
    [{ page_limit: 'x' }, '400 Invalid parameter "page_limit": must be an integer'],
    [{ page_limit: '1e3' }, '400 Invalid parameter "page_limit": must be an integer'],
    [{ page_limit: '501' }, '400 Invalid parameter "page_limit": must be an integer from 1 to 500'],
    [{ page_offset: '0' }, '400 Invalid parameter "page_offset": must be an integer from 1 to 9007199254740991'],
    [{ page_offset: ['1', '2'] }, '400 Invalid parameter "page_offset": must be given once'],
  ])('refuses %j', (query, problem) => {
    expect(problemOf(() => pageParams(query))).toBe(problem);
  });

  it('reads an optional integer', () => {
    expect(integerParam({}, 'start', { min: 0, max: 10 })).toBeUndefined();
    expect(integerParam({ start: ' 7 ' }, 'start', { min: 0, max: 10 })).toBe(7);
  });

  it.each([
    ['1', true],
    ['true', true],
    ['YES', true],
    ['0', false],
    ['false', false],
    ['no', false],
  ])('reads flag %s as %s', (value, expected) => {
    expect(flagParam({ f: value }, 'f', !expected)).toBe(expected);
  });

  it('gives the fallback for an absent flag and refuses other words', () => {
    expect(flagParam({}, 'f', true)).toBe(true);
    expect(problemOf(() => flagParam({ f: 'maybe' }, 'f', true))).toBe('400 Invalid parameter "f": must be true or false (1 or 0)');
  });

  it('reads id lists in order, dropping empty entries', () => {
    expect(idListParam({ media_ids: 'abcd1234, ,efgh5678,' }, 'media_ids')).toEqual(['abcd1234', 'efgh5678']);
    expect(idListParam({}, 'media_ids')).toEqual([]);
    expect(problemOf(() => idListParam({ media_ids: 'abcd1234,abcd1235' }, 'media_ids', 1))).toBe('400 Invalid parameter "media_ids": lists more than 1 ids');
  });

  it('trims text and refuses very long text', () => {
    expect(textParam({ q: '  drama ' }, 'q')).toBe('drama');
    expect(textParam({ q: '   ' }, 'q')).toBeUndefined();
    expect(problemOf(() => textParam({ q: 'x'.repeat(201) }, 'q'))).toBe('400 Invalid parameter "q": is longer than 200 characters');
  });
});
