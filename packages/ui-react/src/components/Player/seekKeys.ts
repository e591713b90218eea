/** Seconds an arrow key moves the seek bar. */
export const SEEK_STEP_SECONDS = 5;
/** Seconds Page Up / Page Down move it. */
export const SEEK_PAGE_SECONDS = 60;

/**
 * Where a key moves the seek bar (the WAI-ARIA slider pattern): arrows by 5 s, Page Up/Down by
 * 60 s, Home/End to the ends of the range. Undefined for any other key.
 */
export function seekTargetForKey(key: string, current: number, range: { start: number; end: number }): number | undefined {
  const clamp = (value: number) => Math.min(Math.max(value, range.start), range.end);
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(current - SEEK_STEP_SECONDS);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(current + SEEK_STEP_SECONDS);
    case 'PageDown':
      return clamp(current - SEEK_PAGE_SECONDS);
    case 'PageUp':
      return clamp(current + SEEK_PAGE_SECONDS);
    case 'Home':
      return range.start;
    case 'End':
      return range.end;
    default:
      return undefined;
  }
}

/** Shortcuts of the player as a whole (focus anywhere in it but a menu or a text field). */
export type PlayerShortcut = 'toggle-play' | 'seek-back' | 'seek-forward' | 'volume-up' | 'volume-down' | 'toggle-mute' | 'toggle-fullscreen';

/** The shortcut of a key: Space/k play-pause, arrows seek and volume, m mute, f fullscreen (as on common players). */
export function shortcutForKey(key: string): PlayerShortcut | undefined {
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return 'toggle-play';
    case 'ArrowLeft':
      return 'seek-back';
    case 'ArrowRight':
      return 'seek-forward';
    case 'ArrowUp':
      return 'volume-up';
    case 'ArrowDown':
      return 'volume-down';
    case 'm':
    case 'M':
      return 'toggle-mute';
    case 'f':
    case 'F':
      return 'toggle-fullscreen';
    default:
      return undefined;
  }
}
