import { epgChannelSchema, validateEpgPrograms, getProgrammeState } from '@ott/common';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server';
import { fixedClock } from '../../src/clock';
import { editedCatalog, editJson, fixtureServer, get, json, testClock } from '../helpers';
import { parseMediaPlaylist } from '../m3u8';

const clock = testClock('2025-03-01T01:20:00Z');
const app = fixtureServer(clock);
const KEY = { 'api-key': 'fixture-epg-key' };

type JsonProgramme = { id: string; title: string; startTime: string; endTime: string; description: string; cardImage: string; chapterPointCustomProperties: Array<{ key: string; value: string }> };

/** XML to objects the way the app's XML schedule reader sees them: text under `_text`, attributes under `_attributes`. */
const xmlToObjects = new XMLParser({
  ignoreAttributes: false,
  attributesGroupName: '_attributes',
  attributeNamePrefix: '',
  textNodeName: '_text',
  alwaysCreateTextNode: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'programme',
});

describe('EPG as JSON', () => {
  it('needs the API-KEY header when the site sets a key', async () => {
    const response = await get(app, '/epg/channel1.json');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Unauthorized', code: 401 });
    expect((await get(app, '/epg/channel1.json', { 'api-key': 'wrong' })).statusCode).toBe(401);
  });

  it('covers the week before today, today and the 3 days after (UTC) without gaps, every programme valid', async () => {
    const response = await get(app, '/epg/channel1.json', KEY);
    expect(response.statusCode).toBe(200);
    const programmes = json<JsonProgramme[]>(response);
    expect(validateEpgPrograms(programmes, 'jwp')).toHaveLength(programmes.length);
    expect(programmes[0]!.startTime).toBe('2025-02-22T00:00:00.000Z');
    expect(programmes.at(-1)!.endTime).toBe('2025-03-05T00:00:00.000Z');
    programmes.slice(1).forEach((programme, index) => expect(programme.startTime).toBe(programmes[index]!.endTime));
    expect(programmes).toHaveLength(11 * 27); // 13 cycles of two programmes, and the cut one before midnight
    expect(new Set(programmes.map((programme) => programme.id)).size).toBe(programmes.length);
  });

  it('maps onto the guide channel shape with images', async () => {
    const programmes = json<JsonProgramme[]>(await get(app, '/epg/channel1.json', KEY));
    const channel = epgChannelSchema.parse({
      id: 'channel1',
      title: 'Fixture One',
      catchupHours: '2',
      programs: programmes.map(({ id, title, startTime, endTime, description, cardImage }) => ({ id, title, startTime, endTime, description, cardImage })),
    });
    expect(channel.catchupHours).toBe(2);
    const beta = programmes.find((programme) => programme.title === 'Beta Break')!;
    expect(beta).toMatchObject({ cardImage: 'http://tv.test:8080/art/card.webp?width=640' });
    expect(beta.chapterPointCustomProperties).toContainEqual({ key: 'image', value: 'http://tv.test:8080/art/card.webp?width=640' });
    const morning = programmes.find((programme) => programme.title === 'Morning Alpha')!;
    expect(morning).toMatchObject({ description: 'Red all hour.', cardImage: 'http://tv.test:8080/art/logo.webp?width=640' });
    const image = await get(app, new URL(beta.cardImage).pathname + new URL(beta.cardImage).search);
    expect(image.statusCode).toBe(200);
  });

  it('matches the stream: the programme on air is the clip playing', async () => {
    for (const now of ['2025-03-01T00:30:00Z', '2025-03-01T01:20:00Z', '2025-03-01T23:55:00Z']) {
      clock.set(now);
      const programmes = json<JsonProgramme[]>(await get(app, '/epg/channel1.json', KEY));
      const onAir = programmes.filter((programme) => getProgrammeState(programme, new Date(now), 2).isLive);
      expect(onAir).toHaveLength(1);
      const playlist = parseMediaPlaylist((await get(app, '/live/channel1/media.m3u8')).body);
      const clip = onAir[0]!.title === 'Beta Break' ? 'beta' : 'alpha';
      expect(playlist.segments.at(-1)!.uri.startsWith(`/hls/${clip}/`)).toBe(true);
    }
  });

  it('needs no key when the site sets none', async () => {
    const dir = editedCatalog((d) => editJson<Record<string, unknown>>(d, 'site.json', (site) => void delete site['epgApiKey']));
    const open = buildServer({ catalogDir: dir, clock: fixedClock(Date.parse('2025-03-01T12:00:00Z')) });
    const response = await get(open, '/epg/channel1.json');
    await open.close();
    expect(response.statusCode).toBe(200);
  });
});

describe('EPG as XMLTV', () => {
  it('is well-formed XMLTV whose programmes pass the XML schedule rules, with no key needed', async () => {
    clock.set('2025-03-01T12:00:00Z');
    const response = await get(app, '/epg/channel2.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const tv = xmlToObjects.parse(response.body).tv;
    const programmes = tv.programme as Array<Record<string, { _text?: string; _attributes?: Record<string, string> }>>;
    expect(validateEpgPrograms(programmes, 'viewnexa')).toHaveLength(programmes.length);
    expect(programmes).toHaveLength(11 * 12);
    expect(programmes[0]).toMatchObject({
      _attributes: { start: '20250222000000 +0000', stop: '20250222020000 +0000', channel: 'channel2' },
      title: { _text: 'Beta <Loop> & More', _attributes: { lang: 'en' } },
      'episode-num': { _text: 'channel2-' + Date.parse('2025-02-22T00:00:00Z') / 1000 },
      icon: { _attributes: { src: 'http://tv.test:8080/art/logo.webp?width=640' } },
    });
    expect(programmes.at(-1)!['_attributes']).toMatchObject({ stop: '20250305000000 +0000' });
    expect(tv.channel).toMatchObject({ _attributes: { id: 'channel2' }, 'display-name': { _text: 'Fixture Two' } });
  });

  it('carries descriptions when programmes have them', async () => {
    const tv = xmlToObjects.parse((await get(app, '/epg/channel1.xml')).body).tv;
    expect(tv.programme[0]).toMatchObject({ title: { _text: 'Morning Alpha', _attributes: { lang: 'en' } }, desc: { _text: 'Red all hour.', _attributes: { lang: 'en' } } });
  });

  it('reads as a viewnexa schedule: title and description are text nodes with a lang attribute', async () => {
    // Plain attribute parsing, as XMLTV readers of the public viewnexa type do: `<title lang>` becomes `{ '#text', lang }`.
    const plain = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'programme' });
    const programme = plain.parse((await get(app, '/epg/channel1.xml')).body).tv.programme[0];
    expect(programme).toMatchObject({ title: { '#text': 'Morning Alpha', lang: 'en' }, desc: { '#text': 'Red all hour.', lang: 'en' }, start: expect.any(String), stop: expect.any(String) });
    expect(programme['episode-num']).toMatchObject({ '#text': expect.stringMatching(/^channel1-\d+$/) });
  });

  it("uses the catalog's language from site.json", async () => {
    const dir = editedCatalog((d) => editJson<Record<string, unknown>>(d, 'site.json', (site) => void (site['language'] = 'es')));
    const spanish = buildServer({ catalogDir: dir, clock });
    const tv = xmlToObjects.parse((await get(spanish, '/epg/channel1.xml')).body).tv;
    await spanish.close();
    expect(tv.programme[0].title._attributes).toEqual({ lang: 'es' });
  });
});

describe('EPG errors', () => {
  it.each([
    ['/epg/zzzzzzzz.json', 404, 'Live channel not found'],
    ['/epg/movie001.xml', 404, 'Live channel not found'],
    ['/epg/channel1.csv', 400, 'Invalid parameter "channelId": must be a channel id followed by .json or .xml'],
    ['/epg/chan.json', 400, 'Invalid parameter "channelId": must be a channel id followed by .json or .xml'],
  ])('%s -> %i', async (url, status, message) => {
    const response = await get(app, url, KEY);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ message, code: status });
  });
});
