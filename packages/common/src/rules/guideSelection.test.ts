import { describe, expect, it } from 'vitest';
import { epgChannelSchema, type EpgChannel } from '../entities/epg';
import { canStartFromBeginning, channelUrl, programmeUrl, resolveGuideSelection, startFromBeginningUrl } from './guideSelection';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 21, 12, 30);
const iso = (hoursFromNow: number) => new Date(NOW + hoursFromNow * HOUR).toISOString();

// Catch-up 8 h: "old" started 10.5 h ago (before the window), "recent" 2.5 h ago, "onAir" 0.5 h ago.
const channel = (id: string): EpgChannel =>
  epgChannelSchema.parse({
    id,
    title: `Channel ${id}`,
    catchupHours: 8,
    programs: [
      { id: 'old', title: 'Old', startTime: iso(-10.5), endTime: iso(-9.5) },
      { id: 'recent', title: 'Recent', startTime: iso(-2.5), endTime: iso(-0.5) },
      { id: 'onAir', title: 'On air', startTime: iso(-0.5), endTime: iso(0.5) },
      { id: 'next', title: 'Next', startTime: iso(0.5), endTime: iso(1.5) },
    ],
  });
const CHANNELS = [channel('one'), channel('two')];

const select = (params: { channel?: string; start?: string; beginning?: boolean }) =>
  resolveGuideSelection(CHANNELS, { beginning: false, ...params }, NOW);

describe('guide selection', () => {
  it('shows the first channel and the programme on air, live, by default', () => {
    const selection = select({});
    expect(selection.channel?.id).toBe('one');
    expect(selection.programme?.id).toBe('onAir');
    expect(selection.state?.isLive).toBe(true);
    expect(selection.playback).toEqual({ startFromBeginning: false });
    expect(canStartFromBeginning(selection)).toBe(true);
  });

  it('picks the channel of the URL, and the first channel for an unknown one', () => {
    expect(select({ channel: 'two' }).channel?.id).toBe('two');
    expect(select({ channel: 'nope' }).channel?.id).toBe('one');
  });

  it('plays the programme on air from its beginning with beginning=1', () => {
    const selection = select({ channel: 'two', start: iso(-0.5), beginning: true });
    expect(selection.programme?.id).toBe('onAir');
    expect(selection.playback).toEqual({ startFromBeginning: true, liveStartTime: iso(-0.5) });
    expect(canStartFromBeginning(selection)).toBe(false);
  });

  it('plays a programme that is over from its beginning to its end, within catch-up', () => {
    const selection = select({ start: iso(-2.5), beginning: true });
    expect(selection.programme?.id).toBe('recent');
    expect(selection.state?.isVod).toBe(true);
    expect(selection.playback).toEqual({ startFromBeginning: true, liveStartTime: iso(-2.5), liveEndTime: iso(-0.5) });
  });

  it('matches the start whatever way the time is written', () => {
    expect(select({ start: '2026-11-21T10:00:00+00:00', beginning: true }).programme?.id).toBe('recent');
  });

  it('shows an upcoming programme while the channel plays live', () => {
    const selection = select({ start: iso(0.5) });
    expect(selection.programme?.id).toBe('next');
    expect(selection.state?.isUpcoming).toBe(true);
    expect(selection.playback.startFromBeginning).toBe(false);
  });

  it.each([
    ['a programme before the catch-up window', { start: iso(-10.5), beginning: true }],
    ['a programme that is over, without beginning=1', { start: iso(-2.5) }],
    ['an unknown start', { start: iso(-3) }],
    ['an unreadable start', { start: 'soon' }],
  ])('follows live for %s', (_case, params) => {
    const selection = select(params);
    expect(selection.programme?.id).toBe('onAir');
    expect(selection.playback.startFromBeginning).toBe(false);
  });

  it('has nothing to show without channels, and no programme on a channel without a schedule', () => {
    expect(resolveGuideSelection([], { beginning: false }, NOW)).toMatchObject({ channel: undefined, programme: undefined });
    const empty = epgChannelSchema.parse({ id: 'empty', title: 'Empty', catchupHours: 8, programs: [] });
    expect(resolveGuideSelection([empty], { beginning: false }, NOW)).toMatchObject({ channel: empty, programme: undefined, state: undefined });
  });

  it('builds the URLs of a selection', () => {
    const [one] = CHANNELS as [EpgChannel];
    const [, recent, onAir] = one.programs;
    const state = (programme: typeof recent) => resolveGuideSelection([one], { start: programme!.startTime, beginning: true }, NOW).state!;
    expect(programmeUrl(one, recent!, state(recent))).toBe(
      `/tv?channel=one&start=${encodeURIComponent(recent!.startTime)}&end=${encodeURIComponent(recent!.endTime)}&beginning=1`,
    );
    expect(programmeUrl(one, onAir!, state(onAir))).toBe(`/tv?channel=one&start=${encodeURIComponent(onAir!.startTime)}&end=${encodeURIComponent(onAir!.endTime)}`);
    expect(startFromBeginningUrl(one, onAir!)).toMatch(/&beginning=1$/);
    expect(channelUrl(one)).toBe('/tv?channel=one');
  });
});
