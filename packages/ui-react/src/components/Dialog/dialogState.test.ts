import { describe, expect, it } from 'vitest';
import { isDialogMounted, nextDialogState, type DialogEvent, type DialogState } from './dialogState';

describe('dialog states (closed, opening, open, closing)', () => {
  it.each<[DialogState, DialogEvent, DialogState]>([
    ['closed', 'open', 'opening'],
    ['opening', 'animationEnd', 'open'],
    ['open', 'close', 'closing'],
    ['closing', 'animationEnd', 'closed'],
    ['closing', 'open', 'opening'],
    ['opening', 'close', 'closing'],
    ['open', 'open', 'open'],
    ['opening', 'open', 'opening'],
    ['closed', 'close', 'closed'],
    ['closing', 'close', 'closing'],
    ['open', 'animationEnd', 'open'],
    ['closed', 'animationEnd', 'closed'],
  ])('%s + %s -> %s', (state, event, next) => {
    expect(nextDialogState(state, event)).toBe(next);
  });

  it.each<[DialogState, boolean]>([
    ['closed', false],
    ['opening', true],
    ['open', true],
    ['closing', true],
  ])('%s is in the page: %s', (state, mounted) => {
    expect(isDialogMounted(state)).toBe(mounted);
  });
});
