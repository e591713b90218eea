import { describe, expect, it } from 'vitest';
import type { EpgJsonProgram, EpgXmlProgram } from '../../entities/epg';
import { fromJsonProgram, fromXmlProgram, sortByStart } from './epgPrograms';

const json = (fields: Partial<EpgJsonProgram>): EpgJsonProgram => ({
  id: 'p1',
  title: 'Morning show',
  startTime: '2024-05-01T08:00:00Z',
  endTime: '2024-05-01T09:00:00Z',
  ...fields,
});

const xml = (fields: Partial<EpgXmlProgram>): EpgXmlProgram => ({
  'episode-num': { _text: 'EP1' },
  title: { _text: 'News' },
  _attributes: { start: '20240501100000 +0000', stop: '20240501110000 +0000' },
  ...fields,
});

describe('fromJsonProgram', () => {
  it('maps a programme with times in UTC ISO text', () => {
    expect(fromJsonProgram(json({ description: 'Wake up', startTime: '2024-05-01T10:00:00+02:00', endTime: '2024-05-01T11:00:00+02:00' }))).toEqual({
      id: 'p1',
      title: 'Morning show',
      description: 'Wake up',
      startTime: '2024-05-01T08:00:00.000Z',
      endTime: '2024-05-01T09:00:00.000Z',
      cardImage: undefined,
      backgroundImage: undefined,
    });
  });

  it('reads description and image from chapter-point custom properties', () => {
    const program = fromJsonProgram(
      json({ chapterPointCustomProperties: [{ key: 'description', value: 'From the chapter' }, { key: 'image', value: 'https://img.test/p1.webp' }] }),
    );
    expect(program).toMatchObject({ description: 'From the chapter', cardImage: 'https://img.test/p1.webp', backgroundImage: 'https://img.test/p1.webp' });
  });

  it('accepts a date shape Date.parse reads', () => {
    expect(fromJsonProgram(json({ startTime: 'Wed, 01 May 2024 08:00:00 GMT' }))?.startTime).toBe('2024-05-01T08:00:00.000Z');
  });

  it.each([
    ['ends when it starts', { endTime: '2024-05-01T08:00:00Z' }],
    ['ends before it starts', { endTime: '2024-05-01T07:00:00Z' }],
  ])('drops a programme that %s', (_label, fields) => {
    expect(fromJsonProgram(json(fields))).toBeUndefined();
  });
});

describe('fromXmlProgram', () => {
  it('maps episode number, title, description, icon and the XMLTV times', () => {
    expect(fromXmlProgram(xml({ desc: { _text: 'Headlines' }, icon: { _attributes: { src: 'https://img.test/n.png' } } }))).toEqual({
      id: 'EP1',
      title: 'News',
      description: 'Headlines',
      startTime: '2024-05-01T10:00:00.000Z',
      endTime: '2024-05-01T11:00:00.000Z',
      cardImage: 'https://img.test/n.png',
      backgroundImage: 'https://img.test/n.png',
    });
  });

  it.each([
    ['an unreadable start', { _attributes: { start: 'soon', stop: '20240501110000 +0000' } }],
    ['a stop before the start', { _attributes: { start: '20240501100000 +0000', stop: '20240501090000 +0000' } }],
  ])('drops a programme with %s', (_label, fields) => {
    expect(fromXmlProgram(xml(fields))).toBeUndefined();
  });

  it('leaves out an empty description', () => {
    expect(fromXmlProgram(xml({ desc: { _text: '' } }))?.description).toBeUndefined();
  });
});

describe('sortByStart', () => {
  it('orders programmes by start time without changing the input', () => {
    const late = { id: 'b', title: 'B', startTime: '2024-05-01T10:00:00.000Z', endTime: '2024-05-01T11:00:00.000Z' };
    const early = { id: 'a', title: 'A', startTime: '2024-05-01T09:00:00.000Z', endTime: '2024-05-01T10:00:00.000Z' };
    const input = [late, early];
    expect(sortByStart(input).map((program) => program.id)).toEqual(['a', 'b']);
    expect(input[0]).toBe(late);
  });
});
