import { describe, expect, it } from 'vitest';
import { bucketWidth } from './widths';

describe('image width buckets', () => {
  it.each([
    [1, 160],
    [160, 160],
    [161, 320],
    [320, 320],
    [500, 640],
    [720, 720],
    [721, 1280],
    [1921, 3840],
    [99_999, 3840],
    [-5, 160],
  ])('renders a request for %i px at %i px', (requested, width) => {
    expect(bucketWidth(requested)).toBe(width);
  });
});
