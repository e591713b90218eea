import { describe, expect, it } from 'vitest';
import { INITIAL_SECTION_STATE, isEditBlocked, sectionReducer, type SectionEvent, type SectionMachineState } from './sectionMachine';

const run = (...events: SectionEvent[]): SectionMachineState => events.reduce(sectionReducer, INITIAL_SECTION_STATE);

describe('account page section machine', () => {
  it('starts in view mode', () => {
    expect(INITIAL_SECTION_STATE).toEqual({ open: null, dirty: false, blockedAttempts: 0, lastClosed: null });
  });

  it('opens one section for editing', () => {
    expect(run({ type: 'edit', section: 'names' })).toMatchObject({ open: 'names', dirty: false });
  });

  it('switches to another section when the open one has no changes', () => {
    expect(run({ type: 'edit', section: 'names' }, { type: 'edit', section: 'terms' })).toMatchObject({ open: 'terms', blockedAttempts: 0 });
  });

  it('refuses another section while the open one has unsaved changes, counting the attempts', () => {
    const state = run({ type: 'edit', section: 'names' }, { type: 'dirty', dirty: true }, { type: 'edit', section: 'email' }, { type: 'edit', section: 'terms' });
    expect(state).toMatchObject({ open: 'names', dirty: true, blockedAttempts: 2 });
    expect(isEditBlocked(state, 'email')).toBe(true);
    expect(isEditBlocked(state, 'names')).toBe(false);
  });

  it('lets another section open again once the changes are undone', () => {
    const state = run({ type: 'edit', section: 'names' }, { type: 'dirty', dirty: true }, { type: 'edit', section: 'email' }, { type: 'dirty', dirty: false });
    expect(state.blockedAttempts).toBe(0);
    expect(sectionReducer(state, { type: 'edit', section: 'email' }).open).toBe('email');
  });

  it('keeps the state when the open section is asked for again', () => {
    const state = run({ type: 'edit', section: 'names' }, { type: 'dirty', dirty: true });
    expect(sectionReducer(state, { type: 'edit', section: 'names' })).toBe(state);
  });

  it.each(['cancel', 'saved'] as const)('%s closes the section and remembers it for the focus', (type) => {
    expect(run({ type: 'edit', section: 'terms' }, { type: 'dirty', dirty: true }, { type })).toEqual({
      open: null,
      dirty: false,
      blockedAttempts: 0,
      lastClosed: 'terms',
    });
  });

  it('ignores events that make no sense in view mode', () => {
    expect(run({ type: 'dirty', dirty: true })).toBe(INITIAL_SECTION_STATE);
    expect(run({ type: 'cancel' })).toBe(INITIAL_SECTION_STATE);
    expect(run({ type: 'saved' })).toBe(INITIAL_SECTION_STATE);
  });
});
