import { mediaHeadMetadata, type MediaItem } from '@ott/common';
import { afterEach, describe, expect, it } from 'vitest';
import { HEAD_MARKER_ATTRIBUTE, applyHeadMetadata } from './headMetadata';

const ITEM: MediaItem = {
  mediaid: 'mvTide01',
  title: 'The Long Tide',
  description: 'A **quiet** drama. [More](https://example.org)\n\nSecond line.',
  sources: [{ file: 'https://content.test/hls/tide/master.m3u8', type: 'application/vnd.apple.mpegurl' }],
};
const CONTEXT = { url: 'https://tv.test/m/mvTide01/the-long-tide', siteName: 'Harbour TV' };

describe('applyHeadMetadata', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds tags and JSON-LD, updates the existing description, and undoes it all', () => {
    const description = Object.assign(document.createElement('meta'), { name: 'description', content: 'The site.' });
    document.head.append(description);
    const undo = applyHeadMetadata(document, mediaHeadMetadata({ ...ITEM, title: 'Evil </script><b>' }, CONTEXT));
    expect(description.content).toBe('A quiet drama. More Second line.');
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('video.movie');
    const script = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('</script>');
    expect(JSON.parse(script.textContent!).name).toBe('Evil </script><b>');

    undo();
    expect(description.content).toBe('The site.');
    expect(document.head.querySelectorAll(`[${HEAD_MARKER_ATTRIBUTE}]`)).toHaveLength(0);
  });
});
