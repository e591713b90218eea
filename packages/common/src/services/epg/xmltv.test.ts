import { describe, expect, it } from 'vitest';
import { epgXmlProgramSchema } from '../../entities/epg';
import { parseXmltvProgrammes, xmltvDateToIso } from './xmltv';

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE tv SYSTEM "xmltv.dtd">
<tv generator-info-name="ott-demo">
  <channel id="c1"><display-name>Channel 1</display-name></channel>
  <programme start="20240501100000 +0000" stop="20240501110000 +0000" channel="c1">
    <title lang="en">News &amp; Weather</title>
    <title lang="es">Noticias y tiempo</title>
    <desc lang="en">The news</desc>
    <desc lang="es">Las noticias</desc>
    <episode-num system="dd_progid">EP0001</episode-num>
    <icon src="https://img.test/news.png" />
  </programme>
  <programme start="20240501110000 +0000" stop="20240501120000 +0000" channel="c2">
    <title>1984</title>
    <episode-num>EP0002</episode-num>
  </programme>
</tv>`;

describe('parseXmltvProgrammes', () => {
  it('turns every programme into the shape epgXmlProgramSchema validates', async () => {
    const [first, second] = await parseXmltvProgrammes(DOCUMENT);
    expect(first).toMatchObject({
      title: { _text: 'News & Weather', _attributes: { lang: 'en' } },
      desc: { _text: 'The news' },
      'episode-num': { _text: 'EP0001' },
      icon: { _attributes: { src: 'https://img.test/news.png' } },
      _attributes: { start: '20240501100000 +0000', stop: '20240501110000 +0000', channel: 'c1' },
    });
    expect(second).toMatchObject({ title: { _text: '1984' }, 'episode-num': { _text: 'EP0002' } });
    expect([first, second].map((programme) => epgXmlProgramSchema.safeParse(programme).success)).toEqual([true, true]);
  });

  it('keeps the title and description in the active language', async () => {
    const [first] = await parseXmltvProgrammes(DOCUMENT, { language: 'es' });
    expect(first).toMatchObject({ title: { _text: 'Noticias y tiempo' }, desc: { _text: 'Las noticias' } });
  });

  it('falls back to the first variant when the language is not there', async () => {
    const [first] = await parseXmltvProgrammes(DOCUMENT, { language: 'th' });
    expect(first).toMatchObject({ title: { _text: 'News & Weather' } });
  });

  it('keeps only the programmes of the asked channel', async () => {
    expect((await parseXmltvProgrammes(DOCUMENT, { channel: 'c2' })).map((programme) => programme['episode-num'])).toEqual([{ _text: 'EP0002' }]);
  });

  it.each([
    ['a document without programmes', '<tv><channel id="c1"/></tv>'],
    ['another XML document', '<rss><item/></rss>'],
  ])('finds no programmes in %s', async (_label, text) => {
    expect(await parseXmltvProgrammes(text)).toEqual([]);
  });

  it.each([
    ['broken XML', '<tv><programme></tv>'],
    ['JSON', '[{"id":"1"}]'],
  ])('raises invalid_reply for %s', async (_label, text) => {
    await expect(parseXmltvProgrammes(text)).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});

describe('xmltvDateToIso', () => {
  it.each([
    ['20240501100000 +0000', '2024-05-01T10:00:00.000Z'],
    ['20240501100000 +0200', '2024-05-01T08:00:00.000Z'],
    ['20240501100000 -0130', '2024-05-01T11:30:00.000Z'],
    ['20240501100000+01:00', '2024-05-01T09:00:00.000Z'],
    ['20240501100000', '2024-05-01T10:00:00.000Z'],
    ['202405011000 +0000', '2024-05-01T10:00:00.000Z'],
    ['20241231233000 -0100', '2025-01-01T00:30:00.000Z'],
    ['20240431100000 +0000', undefined],
    ['20241301100000 +0000', undefined],
    ['20240501250000 +0000', undefined],
    ['2024-05-01T10:00:00Z', undefined],
    ['', undefined],
  ])('%s -> %s', (text, expected) => {
    expect(xmltvDateToIso(text)).toBe(expected);
  });
});
