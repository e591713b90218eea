import { z } from '../zod';

/**
 * Entitlement checks (001 §7.2, 000 §6 "Media access"): whether an offer grants access, and the
 * signed media token that playback needs. A token is refused with "Unauthorized" when the user is
 * not entitled; a 402 on the access check means no subscription (see nullWhenNoSubscription).
 */

/** 001 §7.2 service level: getEntitlements(offerId) reads accessGranted from the reply data. */
export const entitlementSchema = z.object({
  accessGranted: z.boolean(),
  /** Epoch seconds when the access ends, if the provider says. */
  expiresAt: z.optional(z.number()),
});
export type Entitlement = z.infer<typeof entitlementSchema>;

/** Reply of the entitlement host: POST {provider, credentials{token}, asset{...}} -> {entitled, token}. */
export const mediaEntitlementReplySchema = z.object({
  entitled: z.boolean(),
  token: z.optional(z.string()),
});
export type MediaEntitlementReply = z.infer<typeof mediaEntitlementReplySchema>;

export interface MediaTokenRequest {
  mediaId: string;
  drmPolicyId?: string;
  /** Extra signing parameters, passed on as asset.params. */
  params?: Record<string, string>;
}

export interface EntitlementService {
  getEntitlements(offerId: string): Promise<Entitlement>;
  /** A signed token for the media, or "Unauthorized" when the user is not entitled. */
  getMediaToken(request: MediaTokenRequest): Promise<string>;
}
