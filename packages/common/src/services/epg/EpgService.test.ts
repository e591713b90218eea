import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EPG_DEFAULT_CATCHUP_HOURS } from '../../constants';
import { mediaItemSchema, type MediaItem } from '../../entities/media';
import type { Logger } from '../logger';
import { createEpgService, toEpgChannel, type EpgServiceOptions } from './EpgService';

const HOST = 'https://content.example.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const channel = (fields: Record<string, unknown> = {}): MediaItem =>
  mediaItemSchema.parse({
    mediaid: 'chan0001',
    title: 'Channel 1',
    description: 'All day news',
    contentType: 'livechannel',
    channelLogoImage: `${HOST}/v2/media/chan0001/images/channel_logo.webp?poster_fallback=1&width=320`,
    backgroundImage: `${HOST}/v2/media/chan0001/images/background.webp?fallback=false&width=1920`,
    scheduleUrl: `${HOST}/epg/chan0001.json`,
    scheduleType: 'jwp',
    catchupHours: '12',
    ...fields,
  });

const jsonSchedule = [
  { id: 'p2', title: 'Second', startTime: '2024-05-01T01:00:00Z', endTime: '2024-05-01T02:00:00Z', description: 'Two' },
  { id: 'p1', title: 'First', startTime: '2024-05-01T00:00:00Z', endTime: '2024-05-01T01:00:00Z' },
  { id: '', title: 'No id', startTime: '2024-05-01T02:00:00Z', endTime: '2024-05-01T03:00:00Z' },
  { id: 'p4', title: 'Bad date', startTime: 'tomorrow', endTime: '2024-05-01T04:00:00Z' },
  { id: 'p5', title: 'Backwards', startTime: '2024-05-01T05:00:00Z', endTime: '2024-05-01T04:00:00Z' },
  'not a programme',
];

const xmlSchedule = `<?xml version="1.0"?>
<tv>
  <programme start="20240501010000 +0000" stop="20240501020000 +0000" channel="c1">
    <title>Second</title><episode-num>EP2</episode-num><icon src="https://img.test/2.png"/>
  </programme>
  <programme start="20240501000000 +0000" stop="20240501010000 +0000" channel="c1">
    <title>First</title><desc>One</desc><episode-num>EP1</episode-num>
  </programme>
  <programme start="20240501020000 +0000" stop="20240501030000 +0000" channel="c1">
    <title>No episode number</title>
  </programme>
  <programme start="20240501030000 +0000" channel="c1">
    <title>No stop</title><episode-num>EP4</episode-num>
  </programme>
  <programme start="20240501040000 +0000" stop="20240501050000 +0000" channel="c2">
    <title>Other channel</title><episode-num>EP5</episode-num>
  </programme>
</tv>`;

interface Seen {
  url: string;
  headers: Headers;
}

function answer(path: string, reply: () => Response): Seen[] {
  const seen: Seen[] = [];
  server.use(
    mock.get(`${HOST}${path}`, ({ request }) => {
      seen.push({ url: request.url, headers: request.headers });
      return reply();
    }),
  );
  return seen;
}

const silent: Logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const service = (options: EpgServiceOptions = {}) => createEpgService({ contentHost: HOST, logger: silent, ...options });

describe('EpgService JSON schedules', () => {
  it('fetches the schedule with the API-KEY header, drops invalid programmes and sorts by start', async () => {
    const seen = answer('/epg/chan0001.json', () => HttpResponse.json(jsonSchedule));
    const result = await service({ getApiKey: () => 'epg-key' }).getSchedule(channel());

    expect(seen[0]?.headers.get('api-key')).toBe('epg-key');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(result).toEqual({
      id: 'chan0001',
      title: 'Channel 1',
      description: 'All day news',
      catchupHours: 12,
      channelLogoImage: `${HOST}/v2/media/chan0001/images/channel_logo.webp?poster_fallback=1&width=320`,
      backgroundImage: `${HOST}/v2/media/chan0001/images/background.webp?fallback=false&width=1920`,
      programs: [
        { id: 'p1', title: 'First', startTime: '2024-05-01T00:00:00.000Z', endTime: '2024-05-01T01:00:00.000Z' },
        { id: 'p2', title: 'Second', description: 'Two', startTime: '2024-05-01T01:00:00.000Z', endTime: '2024-05-01T02:00:00.000Z' },
      ],
    });
  });

  it('sends no API-KEY header without a key', async () => {
    const seen = answer('/epg/chan0001.json', () => HttpResponse.json([]));
    await service({ getApiKey: () => null }).getSchedule(channel());
    expect(seen[0]?.headers.has('api-key')).toBe(false);
  });

  it('resolves a schedule path on the content host', async () => {
    const seen = answer('/epg/chan0001.json', () => HttpResponse.json([]));
    await service().getSchedule(channel({ scheduleUrl: '/epg/chan0001.json' }));
    expect(seen[0]?.url).toBe(`${HOST}/epg/chan0001.json`);
  });

  it.each([
    ['an object instead of a list', () => HttpResponse.json({ programs: [] }), 'invalid_reply'],
    ['not JSON', () => new HttpResponse('<html/>', { status: 200 }), 'invalid_reply'],
    ['a list of nothing but unreadable programmes', () => HttpResponse.json([{ title: 'No times' }, 42]), 'invalid_reply'],
    ['a 401 without the key', () => HttpResponse.json({ message: 'Missing API-KEY' }, { status: 401 }), 401],
    ['a 500', () => new HttpResponse(null, { status: 500 }), 500],
  ])('raises for %s', async (_label, reply, code) => {
    answer('/epg/chan0001.json', reply);
    await expect(service().getSchedule(channel())).rejects.toMatchObject({ code });
  });
});

describe('EpgService XML schedules', () => {
  it('fetches the XMLTV document without an API key, drops invalid programmes and converts the dates', async () => {
    const seen = answer('/epg/chan0001.xml', () => new HttpResponse(xmlSchedule, { headers: { 'Content-Type': 'application/xml' } }));
    const result = await service({ getApiKey: () => 'epg-key' }).getSchedule(
      channel({ scheduleUrl: `${HOST}/epg/chan0001.xml`, scheduleType: 'viewnexa', scheduleChannel: 'c1' }),
    );
    expect(seen[0]?.headers.has('api-key')).toBe(false);
    expect(result.programs).toEqual([
      { id: 'EP1', title: 'First', description: 'One', startTime: '2024-05-01T00:00:00.000Z', endTime: '2024-05-01T01:00:00.000Z' },
      {
        id: 'EP2',
        title: 'Second',
        startTime: '2024-05-01T01:00:00.000Z',
        endTime: '2024-05-01T02:00:00.000Z',
        cardImage: 'https://img.test/2.png',
        backgroundImage: 'https://img.test/2.png',
      },
    ]);
  });

  it('raises invalid_reply for a schedule that is not XML', async () => {
    answer('/epg/chan0001.xml', () => new HttpResponse('<tv><programme></tv>'));
    await expect(service().getSchedule(channel({ scheduleUrl: `${HOST}/epg/chan0001.xml`, scheduleType: 'viewnexa' }))).rejects.toMatchObject({
      code: 'invalid_reply',
    });
  });
});

describe('EpgService channels', () => {
  it('gives a channel without a schedule no programmes and makes no request', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const result = await service({ fetch: fetchSpy }).getSchedule(channel({ scheduleUrl: undefined, catchupHours: undefined }));
    expect(result.programs).toEqual([]);
    expect(result.catchupHours).toBe(EPG_DEFAULT_CATCHUP_HOURS);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['the service option', { shiftDemoSchedules: true }, {}],
    ['the scheduleDemo flag of the channel', {}, { scheduleDemo: 'true' }],
  ])('moves a demo schedule to the current day when asked by %s', async (_label, options, fields) => {
    answer('/epg/chan0001.json', () => HttpResponse.json(jsonSchedule));
    const result = await service({ now: () => Date.parse('2025-02-10T15:00:00Z'), ...options }).getSchedule(channel(fields));
    expect(result.programs.map((program) => program.startTime)).toEqual(['2025-02-10T00:00:00.000Z', '2025-02-10T01:00:00.000Z']);
  });

  it('does not move a schedule that is not a demo', async () => {
    answer('/epg/chan0001.json', () => HttpResponse.json(jsonSchedule));
    const result = await service({ now: () => Date.parse('2025-02-10T15:00:00Z') }).getSchedule(channel());
    expect(result.programs[0]?.startTime).toBe('2024-05-01T00:00:00.000Z');
  });

  it.each([
    ['fails', () => new HttpResponse(null, { status: 503 }), 503],
    ['is malformed', () => HttpResponse.json({ programs: 'soon' }), 'invalid_reply'],
  ])('loads every channel of the guide and marks one whose schedule %s, without programmes', async (_label, reply, code) => {
    answer('/epg/chan0001.json', () => HttpResponse.json(jsonSchedule));
    answer('/epg/chan0002.json', reply);
    const logger: Logger = { ...silent, warn: vi.fn() };
    const channels = await service({ logger }).getSchedules([
      channel(),
      channel({ mediaid: 'chan0002', title: 'Channel 2', scheduleUrl: `${HOST}/epg/chan0002.json` }),
    ]);
    expect(channels.map((entry) => [entry.id, entry.programs.length, entry.scheduleFailed ?? false])).toEqual([
      ['chan0001', 2, false],
      ['chan0002', 0, true],
    ]);
    expect(logger.warn).toHaveBeenCalledWith('Failed to load the schedule of channel chan0002', expect.objectContaining({ code }));
  });

  it('passes an abort through instead of showing an empty guide', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.reject(abort));
    await expect(service({ fetch: fetchSpy }).getSchedules([channel()])).rejects.toBe(abort);
  });

  it.each([
    ['a number of hours', '4', 4],
    ['nothing', undefined, EPG_DEFAULT_CATCHUP_HOURS],
    ['text', 'lots', EPG_DEFAULT_CATCHUP_HOURS],
  ])('takes the catch-up hours from %s', (_label, catchupHours, expected) => {
    expect(toEpgChannel(channel({ catchupHours }), []).catchupHours).toBe(expected);
  });

  it('leaves out empty descriptions and images', () => {
    const result = toEpgChannel(channel({ description: '', channelLogoImage: undefined, backgroundImage: '' }), []);
    expect(result).toEqual({ id: 'chan0001', title: 'Channel 1', description: undefined, catchupHours: 12, channelLogoImage: undefined, backgroundImage: undefined, programs: [] });
  });
});
