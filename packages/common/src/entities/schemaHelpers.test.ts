import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateTimeStringSchema, fieldOr, idSchema, isTruthyFlag, optionalField } from './schemaHelpers';

describe('schema helpers', () => {
  it.each([
    [{ tags: null }, []],
    [{}, []],
    [{ tags: ['a'] }, ['a']],
  ])('fieldOr reads %j as %j', (input, tags) => {
    expect(z.object({ tags: fieldOr(z.array(z.string()), []) }).parse(input)).toEqual({ tags });
  });

  it('optionalField reads null and missing as undefined', () => {
    const schema = z.object({ a: optionalField(z.string()) });
    expect(schema.parse({ a: null })).toEqual({ a: undefined });
    expect(schema.parse({})).toEqual({});
    expect(schema.safeParse({ a: 1 }).success).toBe(false);
  });

  it('idSchema turns numeric ids into strings', () => {
    expect(idSchema.parse(12)).toBe('12');
    expect(idSchema.parse('S12')).toBe('S12');
  });

  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['TRUE', false],
    [1, false],
    [undefined, false],
  ])('isTruthyFlag(%j) is %s', (value, expected) => {
    expect(isTruthyFlag(value)).toBe(expected);
  });

  it.each([
    ['2024-05-01T10:00:00Z', true],
    ['2024-05-01', true],
    ['', false],
    ['not a date', false],
  ])('dateTimeStringSchema %j valid: %s', (value, valid) => {
    expect(dateTimeStringSchema.safeParse(value).success).toBe(valid);
  });
});
