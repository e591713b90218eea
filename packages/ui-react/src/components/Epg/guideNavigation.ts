import type { ProgrammeSpan } from './guideLayout';

/**
 * Keyboard navigation of the guide (a roving tabindex over the programme blocks): left/right move
 * between the programmes of a channel, up/down to the neighbouring channel, Home/End to the first
 * or last programme of the channel. Channels without programmes are skipped.
 */
export interface GuidePosition {
  channel: number;
  programme: number;
}

export const GUIDE_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
export type GuideKey = (typeof GUIDE_KEYS)[number];

export const isGuideKey = (key: string): key is GuideKey => (GUIDE_KEYS as readonly string[]).includes(key);

/**
 * The programme of a row to land on when coming from another channel: the one on air at
 * `time` (the start of the programme left), else the one starting nearest to it.
 */
export function programmeAt(row: readonly ProgrammeSpan[], time: number): number {
  const containing = row.findIndex((span) => span.start <= time && time < span.end);
  if (containing >= 0) return containing;
  let nearest = 0;
  row.forEach((span, index) => {
    if (Math.abs(span.start - time) < Math.abs((row[nearest]?.start ?? 0) - time)) nearest = index;
  });
  return nearest;
}

/** Where focus goes from `from` when `key` is pressed; the same position when there is nowhere to go. */
export function nextGuidePosition(rows: readonly (readonly ProgrammeSpan[])[], from: GuidePosition, key: GuideKey): GuidePosition {
  const row = rows[from.channel] ?? [];
  const last = row.length - 1;
  switch (key) {
    case 'ArrowLeft':
      return { ...from, programme: Math.max(0, from.programme - 1) };
    case 'ArrowRight':
      return { ...from, programme: Math.max(0, Math.min(last, from.programme + 1)) };
    case 'Home':
      return { ...from, programme: 0 };
    case 'End':
      return { ...from, programme: Math.max(0, last) };
    case 'ArrowUp':
    case 'ArrowDown': {
      const step = key === 'ArrowUp' ? -1 : 1;
      const time = row[from.programme]?.start;
      for (let channel = from.channel + step; channel >= 0 && channel < rows.length; channel += step) {
        const target = rows[channel]!;
        if (target.length > 0) return { channel, programme: time === undefined ? 0 : programmeAt(target, time) };
      }
      return from;
    }
  }
}
