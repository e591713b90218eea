import { describe, expect, it } from 'vitest';
import { lazyChunkNames } from './lazyChunkNames.ts';

describe('lazyChunkNames', () => {
  it.each([
    ['a package chunk', { name: 'chunk-R4N2IPED' }, 'assets/c-[hash].js'],
    ['a screen', { name: 'Media' }, 'assets/[name]-[hash].js'],
    ['a controller', { name: 'AccountController' }, 'assets/[name]-[hash].js'],
    ['a module named like a chunk in lower case', { name: 'chunk-list' }, 'assets/[name]-[hash].js'],
  ])('names %s', (_, chunk, expected) => {
    expect(lazyChunkNames.chunkFileNames(chunk)).toBe(expected);
  });

  it.each([
    ['a package chunk stylesheet', { names: ['chunk-5RNCXGWG.css'] }, 'assets/c-[hash][extname]'],
    ['a screen stylesheet', { names: ['Series.css'] }, 'assets/[name]-[hash][extname]'],
    ['the font stylesheet', { names: ['font.css'] }, 'assets/[name]-[hash][extname]'],
  ])('names %s', (_, asset, expected) => {
    expect(lazyChunkNames.assetFileNames(asset)).toBe(expected);
  });
});
