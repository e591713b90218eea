import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Big Buck Bunny', 'big-buck-bunny'],
    ['Spider-Man: Into the Spider-Verse', 'spider-man-into-the-spider-verse'],
    ['  Hello   World  ', 'hello-world'],
    ["Don't Stop (Live!)", 'dont-stop-live'],
    ['A -- B', 'a-b'],
    ['--Trailer--', 'trailer'],
    ['Episode_01 & more', 'episode_01-more'],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['Café Crème à la carte', 'cafe-creme-a-la-carte'],
    ['ÆSIR Ørsted', 'æsir-ørsted'],
    ['Straße', 'straße'],
    ['สวัสดี ชาวโลก', 'สวัสดี-ชาวโลก'],
    ['Привет, мир', 'привет-мир'],
    ['2024 Highlights', '2024-highlights'],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps Thai vowel and tone marks so the word stays readable', () => {
    const slug = slugify('นิทาน ก่อนนอน');
    expect(slug).toBe('นิทาน-ก่อนนอน');
    expect(decodeURIComponent(encodeURIComponent(slug))).toBe(slug);
  });

  it('is idempotent', () => {
    for (const title of ['Big Buck Bunny', 'Café -- Crème', 'สวัสดี ชาวโลก']) {
      expect(slugify(slugify(title))).toBe(slugify(title));
    }
  });
});
