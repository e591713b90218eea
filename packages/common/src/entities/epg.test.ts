import { describe, expect, it } from 'vitest';
import { EPG_DEFAULT_CATCHUP_HOURS } from '../constants';
import { EPG_SCHEDULE_TYPE, epgChannelSchema, toCatchupHours, validateEpgPrograms } from './epg';

const jsonProgram = { id: 'p1', title: 'News', startTime: '2024-05-01T10:00:00Z', endTime: '2024-05-01T11:00:00Z' };
const xmlProgram = {
  'episode-num': { _text: '1' },
  title: { _text: 'News' },
  desc: { _text: 'Headlines' },
  _attributes: { start: '20240501100000 +0000', stop: '20240501110000 +0000' },
};

describe('validateEpgPrograms (JSON schedule)', () => {
  it('keeps valid programmes in order, with their extra keys', () => {
    const second = { ...jsonProgram, id: 'p2', chapterPointCustomProperties: [{ key: 'image', value: 'x' }], extra: true };
    expect(validateEpgPrograms([jsonProgram, second], EPG_SCHEDULE_TYPE.JSON)).toEqual([jsonProgram, second]);
  });

  it.each([
    ['no id', { ...jsonProgram, id: undefined }],
    ['empty id', { ...jsonProgram, id: ' ' }],
    ['no title', { ...jsonProgram, title: undefined }],
    ['invalid start', { ...jsonProgram, startTime: 'tomorrow-ish' }],
    ['empty end', { ...jsonProgram, endTime: '' }],
    ['not an object', 'p3'],
    ['null', null],
  ])('drops a programme with %s and keeps the rest', (_name, broken) => {
    expect(validateEpgPrograms([broken, jsonProgram], 'jwp')).toEqual([jsonProgram]);
  });

  it.each([[undefined], [null], [{ programs: [] }], ['x']])('reads %j as no programmes', (raw) => {
    expect(validateEpgPrograms(raw, 'jwp')).toEqual([]);
  });
});

describe('validateEpgPrograms (XML schedule)', () => {
  it('keeps a programme with episode number, title, start and stop', () => {
    expect(validateEpgPrograms([xmlProgram], EPG_SCHEDULE_TYPE.XMLTV)).toEqual([xmlProgram]);
  });

  it.each([
    ['no episode number', { ...xmlProgram, 'episode-num': undefined }],
    ['empty title text', { ...xmlProgram, title: { _text: '' } }],
    ['no start', { ...xmlProgram, _attributes: { stop: '20240501110000 +0000' } }],
    ['no stop', { ...xmlProgram, _attributes: { start: '20240501100000 +0000' } }],
    ['a JSON-shaped programme', jsonProgram],
  ])('drops a programme with %s', (_name, broken) => {
    expect(validateEpgPrograms([broken, xmlProgram], 'viewnexa')).toEqual([xmlProgram]);
  });
});

describe('epgChannelSchema', () => {
  const channel = { id: 'c1', title: 'Channel 1', programs: [jsonProgram], channelLogoImage: 'logo.png' };

  it.each([
    ['missing', undefined, EPG_DEFAULT_CATCHUP_HOURS],
    ['null', null, 8],
    ['empty text', '', 8],
    ['text', '24', 24],
    ['number', 2, 2],
    ['zero', 0, 0],
    ['negative', -1, 8],
    ['not a number', 'many', 8],
  ])('catch-up hours %s -> %s', (_name, value, expected) => {
    expect(epgChannelSchema.parse({ ...channel, catchupHours: value }).catchupHours).toBe(expected);
    expect(toCatchupHours(value)).toBe(expected);
  });

  it('needs valid programme dates', () => {
    expect(epgChannelSchema.safeParse({ ...channel, programs: [{ ...jsonProgram, endTime: 'x' }] }).success).toBe(false);
  });
});
