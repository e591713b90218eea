/**
 * The seam the billing issues fill: what a signed-in viewer has bought. The entitlement decision
 * asks it only for viewers (anonymous callers hold nothing) and only when the rule needs it.
 * `viewer` is how the billing knows the viewer: the user id of a custom account (verified by this
 * server), or the customer's token for a provider that bills its own customers (CleengPlanAccess:
 * only the provider can verify it, and refuses it with ProviderCredentialsRefused).
 */
export interface PlanAccess {
  /** The viewer holds a subscription treated as active (000 §4: active or cancelled). */
  hasActiveSubscription(viewer: string): Promise<boolean>;
  /** Of `offerIds` (an item's media offers), those the viewer was granted (a pass, a purchase). */
  grantedOffers(viewer: string, offerIds: readonly string[]): Promise<readonly string[]>;
  /**
   * For a provider's customer token, which only the provider can verify: whether it names a
   * signed-in customer (asked where being signed in is enough, AUTHVOD). Account viewers are
   * verified by this server and have no such method.
   */
  isSignedIn?(viewer: string): Promise<boolean>;
}

/** No plans and no passes: the server's default until billing exists. */
export const NO_PLANS: PlanAccess = {
  hasActiveSubscription: () => Promise.resolve(false),
  grantedOffers: () => Promise.resolve([]),
};
