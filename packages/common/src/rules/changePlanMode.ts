/**
 * The payments page's change-plan mode (spec 000 §4): the viewer toggles it; it closes on its own
 * when the subscription's status or pending switch changes, since the offers shown are then stale.
 */
export interface ChangePlanModeState {
  readonly open: boolean;
  readonly status: string | undefined;
  readonly pendingSwitchId: string | null | undefined;
}

export interface ChangePlanSubscription {
  status?: string;
  pendingSwitchId?: string | null;
}

export type ChangePlanModeEvent =
  | { type: 'toggle' }
  | { type: 'close' }
  | { type: 'subscriptionChanged'; subscription: ChangePlanSubscription | null | undefined };

export const initialChangePlanMode = (subscription?: ChangePlanSubscription | null): ChangePlanModeState => ({
  open: false,
  status: subscription?.status,
  pendingSwitchId: subscription?.pendingSwitchId,
});

export function nextChangePlanMode(state: ChangePlanModeState, event: ChangePlanModeEvent): ChangePlanModeState {
  switch (event.type) {
    case 'toggle':
      return { ...state, open: !state.open };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'subscriptionChanged': {
      const status = event.subscription?.status;
      const pendingSwitchId = event.subscription?.pendingSwitchId;
      // null and undefined both mean "no pending switch".
      const unchanged = status === state.status && (pendingSwitchId ?? null) === (state.pendingSwitchId ?? null);
      return unchanged ? state : { open: false, status, pendingSwitchId };
    }
  }
}
