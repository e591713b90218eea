import { describe, expect, it } from 'vitest';
import { IMAGE_ASPECT_RATIOS, playlistSchema } from './playlist';

const base = { feedid: 'feed0001', title: 'Films', playlist: [{ mediaid: 'm1', title: 'One' }] };

describe('playlistSchema', () => {
  it('parses the delivery shape and keeps extra keys', () => {
    const parsed = playlistSchema.parse({
      ...base,
      description: 'All films',
      kind: 'MANUAL',
      links: { first: 'a', next: 'b', last: null },
      feed_instance_id: 'fi1',
      page_offset: 1,
      catalogType: 'x',
    });
    expect(parsed).toMatchObject({ feedid: 'feed0001', kind: 'MANUAL', links: { first: 'a', next: 'b' }, feed_instance_id: 'fi1' });
    expect(parsed.page_offset).toBe(1);
    expect(parsed.playlist).toHaveLength(1);
  });

  it('lists exactly the spec aspect ratios', () => {
    expect(IMAGE_ASPECT_RATIOS).toEqual(['1:1', '2:1', '2:3', '4:3', '5:3', '16:9', '9:13', '9:16']);
  });

  it.each(IMAGE_ASPECT_RATIOS.map((ratio) => [ratio]))('keeps the allowed ratio %s', (ratio) => {
    const parsed = playlistSchema.parse({ ...base, cardImageAspectRatio: ratio, shelfImageAspectRatio: ratio });
    expect([parsed.cardImageAspectRatio, parsed.shelfImageAspectRatio]).toEqual([ratio, ratio]);
  });

  it.each([['3:2'], ['16x9'], [169], [null]])('drops the invalid ratio %s without failing the playlist', (ratio) => {
    const parsed = playlistSchema.parse({ ...base, cardImageAspectRatio: ratio, shelfImageAspectRatio: ratio });
    expect(parsed.cardImageAspectRatio).toBeUndefined();
    expect(parsed.shelfImageAspectRatio).toBeUndefined();
    expect(parsed.title).toBe('Films');
  });

  it('needs a list of items', () => {
    expect(playlistSchema.safeParse({ feedid: 'x', title: 'y' }).success).toBe(false);
    expect(playlistSchema.safeParse({ ...base, playlist: [{ title: 'no id' }] }).success).toBe(false);
  });

  it('reads a missing title as empty', () => {
    expect(playlistSchema.parse({ playlist: [] }).title).toBe('');
  });
});
