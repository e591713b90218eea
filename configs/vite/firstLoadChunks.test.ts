import { describe, expect, it } from 'vitest';
import { firstLoadChunks } from './firstLoadChunks.ts';

describe('firstLoadChunks', () => {
  it('groups what the entry imports statically, and only that, into one chunk', () => {
    expect(firstLoadChunks()).toEqual({ groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }] });
  });
});
