/**
 * Dialog states of spec 000 §4: closed -> opening -> open -> closing -> closed, each animation
 * taking DIALOG_ANIMATION_MS. Opening again while closing goes straight back to opening, and
 * closing while opening goes to closing, so a quick double click never leaves it half shown.
 */
export type DialogState = 'closed' | 'opening' | 'open' | 'closing';
export type DialogEvent = 'open' | 'close' | 'animationEnd';

export function nextDialogState(state: DialogState, event: DialogEvent): DialogState {
  switch (event) {
    case 'open':
      return state === 'open' || state === 'opening' ? state : 'opening';
    case 'close':
      return state === 'closed' || state === 'closing' ? state : 'closing';
    case 'animationEnd':
      if (state === 'opening') return 'open';
      if (state === 'closing') return 'closed';
      return state;
  }
}

/** Whether the dialog is in the page at all (it stays while its closing animation runs). */
export const isDialogMounted = (state: DialogState): boolean => state !== 'closed';
