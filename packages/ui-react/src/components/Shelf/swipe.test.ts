import { describe, expect, it } from 'vitest';
import { swipeDirection, swipeVelocity } from './swipe';

const WIDTH = 1000;

describe('swipe (threshold: 80 px/s or half the width)', () => {
  it('measures the horizontal speed in px per second', () => {
    expect(swipeVelocity({ deltaX: -40, durationMs: 500 })).toBe(80);
    expect(swipeVelocity({ deltaX: 10, durationMs: 0 })).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    ['a quick flick to the left shows the next cards', { deltaX: -60, deltaY: 5, durationMs: 100 }, 'next'],
    ['a quick flick to the right shows the previous cards', { deltaX: 60, deltaY: 5, durationMs: 100 }, 'previous'],
    ['exactly 80 px/s counts', { deltaX: -40, deltaY: 0, durationMs: 500 }, 'next'],
    ['a slow drag across half the width counts', { deltaX: -500, deltaY: 0, durationMs: 10_000 }, 'next'],
  ] as const)('%s', (_case, gesture, expected) => {
    expect(swipeDirection({ ...gesture, width: WIDTH })).toBe(expected);
  });

  it.each([
    ['a slow, short drag', { deltaX: -39, deltaY: 0, durationMs: 500 }],
    ['a tap that slips a few pixels', { deltaX: -6, deltaY: 1, durationMs: 20 }],
    ['a vertical scroll', { deltaX: -60, deltaY: 120, durationMs: 100 }],
  ])('ignores %s', (_case, gesture) => {
    expect(swipeDirection({ ...gesture, width: WIDTH })).toBeUndefined();
  });
});
