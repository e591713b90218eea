import { describe, expect, it } from 'vitest';
import { mediaItemSchema } from '../../entities/media';
import { scheduleSourceOf } from './scheduleSource';

const channel = (fields: Record<string, unknown>) => mediaItemSchema.parse({ mediaid: 'chan0001', title: 'Channel 1', contentType: 'livechannel', ...fields });

describe('scheduleSourceOf', () => {
  it.each([
    ['no scheduleUrl', {}, undefined],
    ['an empty scheduleUrl', { scheduleUrl: '  ' }, undefined],
    ['a jwp (JSON) schedule', { scheduleUrl: '/epg/chan0001.json', scheduleType: 'jwp' }, { url: '/epg/chan0001.json', type: 'jwp', channel: undefined, demo: false }],
    ['a viewnexa (XMLTV) schedule', { scheduleUrl: 'https://epg.test/c1', scheduleType: 'viewnexa' }, { url: 'https://epg.test/c1', type: 'viewnexa', channel: undefined, demo: false }],
    ['a public type in capitals', { scheduleUrl: 'https://epg.test/c1', scheduleType: 'ViewNexa' }, { url: 'https://epg.test/c1', type: 'viewnexa', channel: undefined, demo: false }],
    ['the earlier json value', { scheduleUrl: 'https://epg.test/c1.xml', scheduleType: 'json' }, { url: 'https://epg.test/c1.xml', type: 'jwp', channel: undefined, demo: false }],
    ['the earlier xml value', { scheduleUrl: 'https://epg.test/c1', scheduleType: 'XML' }, { url: 'https://epg.test/c1', type: 'viewnexa', channel: undefined, demo: false }],
    ['no type and an .xml URL', { scheduleUrl: 'https://epg.test/guide.xml?day=1' }, { url: 'https://epg.test/guide.xml?day=1', type: 'viewnexa', channel: undefined, demo: false }],
    ['no type and another URL', { scheduleUrl: 'https://epg.test/guide' }, { url: 'https://epg.test/guide', type: 'jwp', channel: undefined, demo: false }],
    ['an unknown type', { scheduleUrl: 'https://epg.test/g.json', scheduleType: 'csv' }, { url: 'https://epg.test/g.json', type: 'jwp', channel: undefined, demo: false }],
    [
      'a channel filter and the demo flag',
      { scheduleUrl: '/epg/all.xml', scheduleChannel: 'c1.example', scheduleDemo: 'true' },
      { url: '/epg/all.xml', type: 'viewnexa', channel: 'c1.example', demo: true },
    ],
  ])('%s', (_label, fields, expected) => {
    expect(scheduleSourceOf(channel(fields))).toEqual(expected);
  });
});
