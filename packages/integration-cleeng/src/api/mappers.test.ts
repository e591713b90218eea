import { describe, expect, it } from 'vitest';
import { wireId } from './mappers';

describe('wireId: ids the app keeps as strings, as the provider bodies take them', () => {
  it.each([
    ['800001', 800001],
    [' 7 ', 7],
    [42, 42],
    ['abc', 'abc'],
    ['12a', '12a'],
    ['', ''],
    ['1234567890123456', '1234567890123456'],
  ])('%j -> %j', (id, wire) => {
    expect(wireId(id)).toBe(wire);
  });
});
