/**
 * Which edit section of the account page is open (spec 000 §2: one edit section at a time;
 * saving closes the section, cancel resets it).
 *
 * Decision where the spec is silent: asking to edit another section closes a clean open section
 * and opens the new one at once (nothing is lost); while the open section has unsaved changes the
 * request is refused instead of discarding them silently. A refusal counts up `blockedAttempts`, so
 * the page can say why and move the focus back into the open section.
 */
export const EDIT_SECTIONS = ['names', 'email', 'terms', 'details'] as const;
export type EditSectionId = (typeof EDIT_SECTIONS)[number];

export interface SectionMachineState {
  /** The section being edited, or null in view mode. */
  open: EditSectionId | null;
  /** Whether the open section's form differs from the saved values. */
  dirty: boolean;
  /** How many requests to edit another section were refused while the open one is dirty (0 after a change of section). */
  blockedAttempts: number;
  /** The section that was closed last (by cancel or save), so that focus can return to its Edit button. */
  lastClosed: EditSectionId | null;
}

export type SectionEvent =
  | { type: 'edit'; section: EditSectionId }
  | { type: 'dirty'; dirty: boolean }
  | { type: 'cancel' }
  | { type: 'saved' };

export const INITIAL_SECTION_STATE: SectionMachineState = { open: null, dirty: false, blockedAttempts: 0, lastClosed: null };

/** True when asking to edit `section` now would be refused. */
export const isEditBlocked = (state: SectionMachineState, section: EditSectionId): boolean =>
  state.open !== null && state.open !== section && state.dirty;

export function sectionReducer(state: SectionMachineState, event: SectionEvent): SectionMachineState {
  switch (event.type) {
    case 'edit':
      if (state.open === event.section) return state;
      if (isEditBlocked(state, event.section)) return { ...state, blockedAttempts: state.blockedAttempts + 1 };
      return { open: event.section, dirty: false, blockedAttempts: 0, lastClosed: null };
    case 'dirty':
      if (state.open === null || state.dirty === event.dirty) return state;
      // Once the changes are undone by hand, the "save or cancel first" note has nothing to say.
      return { ...state, dirty: event.dirty, blockedAttempts: event.dirty ? state.blockedAttempts : 0 };
    case 'cancel':
    case 'saved':
      if (state.open === null) return state;
      return { open: null, dirty: false, blockedAttempts: 0, lastClosed: state.open };
  }
}
