import { describe, expect, it } from 'vitest';
import { initialChangePlanMode, nextChangePlanMode, type ChangePlanModeEvent } from './changePlanMode';

const subscription = { status: 'active', pendingSwitchId: null };

describe('change-plan mode', () => {
  it.each<[string, ChangePlanModeEvent[], boolean]>([
    ['starts closed', [], false],
    ['toggle opens', [{ type: 'toggle' }], true],
    ['toggle twice closes', [{ type: 'toggle' }, { type: 'toggle' }], false],
    ['close closes', [{ type: 'toggle' }, { type: 'close' }], false],
    ['a reload with the same status and switch keeps it open', [{ type: 'toggle' }, { type: 'subscriptionChanged', subscription: { status: 'active' } }], true],
    ['a status change closes it', [{ type: 'toggle' }, { type: 'subscriptionChanged', subscription: { status: 'cancelled', pendingSwitchId: null } }], false],
    ['a new pending switch closes it', [{ type: 'toggle' }, { type: 'subscriptionChanged', subscription: { status: 'active', pendingSwitchId: 'sw-1' } }], false],
    ['losing the subscription closes it', [{ type: 'toggle' }, { type: 'subscriptionChanged', subscription: null }], false],
    ['it can be reopened after closing on a change', [{ type: 'toggle' }, { type: 'subscriptionChanged', subscription: { status: 'cancelled' } }, { type: 'toggle' }], true],
  ])('%s', (_name, events, open) => {
    expect(events.reduce(nextChangePlanMode, initialChangePlanMode(subscription)).open).toBe(open);
  });

  it('remembers the latest status and switch, and returns the same state when nothing changes', () => {
    const start = initialChangePlanMode();
    expect(start).toEqual({ open: false, status: undefined, pendingSwitchId: undefined });
    expect(nextChangePlanMode(start, { type: 'close' })).toBe(start);
    const changed = nextChangePlanMode(start, { type: 'subscriptionChanged', subscription: { status: 'active', pendingSwitchId: 'sw-2' } });
    expect(changed).toEqual({ open: false, status: 'active', pendingSwitchId: 'sw-2' });
    expect(nextChangePlanMode(changed, { type: 'subscriptionChanged', subscription: { status: 'active', pendingSwitchId: 'sw-2' } })).toBe(changed);
  });
});
