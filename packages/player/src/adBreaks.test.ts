import { mediaItemSchema } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { noAdBreaks } from './adBreaks';
import { FakePlayerAdapter } from './testing/FakePlayerAdapter';

describe('noAdBreaks', () => {
  it('has no breaks for any playback, at once, and a break given to it is over at once', async () => {
    const item = mediaItemSchema.parse({ mediaid: 'mv000001', title: 'A film' });
    const plan = { source: { url: 'https://cdn.test/hls/clip/master.m3u8' }, live: false, fromBeginning: false };
    const { signal } = new AbortController();
    expect(noAdBreaks.breaksFor({ item, plan }, signal)).toEqual([]);
    const context = { video: document.createElement('video'), content: new FakePlayerAdapter(), signal };
    await expect(noAdBreaks.playBreak({ id: 'pre', offset: 'pre' }, context)).resolves.toBeUndefined();
  });
});
