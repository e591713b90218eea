import { describe, expect, it } from 'vitest';
import { SEEK_PAGE_SECONDS, SEEK_STEP_SECONDS, seekTargetForKey, shortcutForKey } from './seekKeys';

const range = { start: 0, end: 600 };

describe('seekTargetForKey (slider keys)', () => {
  it.each([
    ['ArrowRight', 100, 100 + SEEK_STEP_SECONDS],
    ['ArrowUp', 100, 100 + SEEK_STEP_SECONDS],
    ['ArrowLeft', 100, 100 - SEEK_STEP_SECONDS],
    ['ArrowDown', 100, 100 - SEEK_STEP_SECONDS],
    ['PageUp', 100, 100 + SEEK_PAGE_SECONDS],
    ['PageDown', 100, 100 - SEEK_PAGE_SECONDS],
    ['Home', 100, 0],
    ['End', 100, 600],
    ['ArrowLeft', 2, 0],
    ['PageUp', 590, 600],
  ])('%s from %s s goes to %s s', (key, current, target) => {
    expect(seekTargetForKey(key, current, range)).toBe(target);
  });

  it('ignores other keys', () => {
    expect(seekTargetForKey('a', 100, range)).toBeUndefined();
  });

  it('keeps a live window’s own start', () => {
    expect(seekTargetForKey('Home', 1050, { start: 1000, end: 1024 })).toBe(1000);
  });
});

describe('shortcutForKey (player keys)', () => {
  it.each([
    [' ', 'toggle-play'],
    ['k', 'toggle-play'],
    ['ArrowLeft', 'seek-back'],
    ['ArrowRight', 'seek-forward'],
    ['ArrowUp', 'volume-up'],
    ['ArrowDown', 'volume-down'],
    ['m', 'toggle-mute'],
    ['F', 'toggle-fullscreen'],
    ['x', undefined],
  ])('%j is %s', (key, shortcut) => {
    expect(shortcutForKey(key)).toBe(shortcut);
  });
});
