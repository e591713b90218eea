import type { EpgChannel, EpgProgram } from '@ott/common';
import { programmeBox, programmeSpan, type ProgrammeBox, type ProgrammeSpan, type TimelineDay } from './guideLayout';
import type { GuidePosition } from './guideNavigation';

/** A programme as the guide draws it: its span in time and its block on the timeline. */
export interface GuideProgramme {
  programme: EpgProgram;
  span: ProgrammeSpan;
  box: ProgrammeBox;
  /** Unique in the guide: programme ids repeat across channels and days. */
  key: string;
}

export interface GuideRow {
  channel: EpgChannel;
  programmes: GuideProgramme[];
}

/** One row per channel with the programmes of `day` that can be drawn; programmes with unreadable times are left out. */
export function guideRows(channels: readonly EpgChannel[], day: TimelineDay, dayWidth: number): GuideRow[] {
  return channels.map((channel) => ({
    channel,
    programmes: channel.programs.flatMap((programme): GuideProgramme[] => {
      const span = programmeSpan(programme);
      const box = span && programmeBox(span, day, dayWidth);
      return span && box ? [{ programme, span, box, key: `${channel.id}|${span.start}|${programme.id}` }] : [];
    }),
  }));
}

/** The position of the programme of `channelId` starting at `start`, if the guide shows it. */
export function positionOf(rows: readonly GuideRow[], channelId: string | undefined, start: number | undefined): GuidePosition | undefined {
  if (channelId === undefined || start === undefined) return undefined;
  const channel = rows.findIndex((row) => row.channel.id === channelId);
  const programme = channel < 0 ? -1 : rows[channel]!.programmes.findIndex((entry) => entry.span.start === start);
  return programme < 0 ? undefined : { channel, programme };
}

/** The position of the programme on air at `now` on a channel's row (the given one, else the first with programmes). */
export function onAirPosition(rows: readonly GuideRow[], channelId: string | undefined, now: number): GuidePosition | undefined {
  const preferred = rows.findIndex((row) => row.channel.id === channelId);
  const channel = preferred >= 0 && rows[preferred]!.programmes.length > 0 ? preferred : rows.findIndex((row) => row.programmes.length > 0);
  if (channel < 0) return undefined;
  const programmes = rows[channel]!.programmes;
  const onAir = programmes.findIndex((entry) => entry.span.start <= now && now < entry.span.end);
  return { channel, programme: Math.max(0, onAir) };
}

/** Whether a position points at a programme of the rows. */
export const isPositionIn = (rows: readonly GuideRow[], position: GuidePosition | null | undefined): position is GuidePosition =>
  position !== null && position !== undefined && rows[position.channel]?.programmes[position.programme] !== undefined;
