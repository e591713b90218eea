/**
 * The seam the billing issues fill: what a signed-in viewer has bought. The entitlement decision
 * asks it only for viewers (anonymous callers hold nothing) and only when the rule needs it.
 */
export interface PlanAccess {
  /** The viewer holds a subscription treated as active (000 §4: active or cancelled). */
  hasActiveSubscription(userId: string): Promise<boolean>;
  /** Of `offerIds` (an item's media offers), those the viewer was granted (a pass, a purchase). */
  grantedOffers(userId: string, offerIds: readonly string[]): Promise<readonly string[]>;
}

/** No plans and no passes: the server's default until billing exists. */
export const NO_PLANS: PlanAccess = {
  hasActiveSubscription: () => Promise.resolve(false),
  grantedOffers: () => Promise.resolve([]),
};
