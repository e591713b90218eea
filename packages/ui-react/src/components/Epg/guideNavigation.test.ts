import { describe, expect, it } from 'vitest';
import type { ProgrammeSpan } from './guideLayout';
import { isGuideKey, nextGuidePosition, programmeAt } from './guideNavigation';

const span = (start: number, end: number): ProgrammeSpan => ({ start, end });
// Channel 0: 0-10, 10-20, 20-30; channel 1: none; channel 2: 0-15, 15-30; channel 3: 0-30.
const ROWS = [[span(0, 10), span(10, 20), span(20, 30)], [], [span(0, 15), span(15, 30)], [span(0, 30)]];

describe('guide keyboard navigation', () => {
  it.each([
    ['ArrowRight', { channel: 0, programme: 0 }, { channel: 0, programme: 1 }],
    ['ArrowRight', { channel: 0, programme: 2 }, { channel: 0, programme: 2 }],
    ['ArrowLeft', { channel: 0, programme: 1 }, { channel: 0, programme: 0 }],
    ['ArrowLeft', { channel: 0, programme: 0 }, { channel: 0, programme: 0 }],
    ['Home', { channel: 0, programme: 2 }, { channel: 0, programme: 0 }],
    ['End', { channel: 0, programme: 0 }, { channel: 0, programme: 2 }],
    // Down skips the channel without programmes and lands on what is on air at the programme's start.
    ['ArrowDown', { channel: 0, programme: 1 }, { channel: 2, programme: 0 }],
    ['ArrowDown', { channel: 0, programme: 2 }, { channel: 2, programme: 1 }],
    ['ArrowDown', { channel: 2, programme: 1 }, { channel: 3, programme: 0 }],
    ['ArrowDown', { channel: 3, programme: 0 }, { channel: 3, programme: 0 }],
    ['ArrowUp', { channel: 2, programme: 1 }, { channel: 0, programme: 1 }],
    ['ArrowUp', { channel: 0, programme: 1 }, { channel: 0, programme: 1 }],
  ] as const)('%s from %o goes to %o', (key, from, to) => {
    expect(nextGuidePosition(ROWS, from, key)).toEqual(to);
  });

  it('lands on the programme starting nearest when nothing is on air at that time', () => {
    expect(programmeAt([span(10, 20), span(40, 50)], 5)).toBe(0);
    expect(programmeAt([span(10, 20), span(40, 50)], 35)).toBe(1);
  });

  it('knows its keys', () => {
    expect(isGuideKey('ArrowUp')).toBe(true);
    expect(isGuideKey('Enter')).toBe(false);
  });
});
