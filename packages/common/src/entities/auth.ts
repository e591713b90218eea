import { z } from '../zod';
import { optionalField } from './schemaHelpers';

/**
 * Session tokens of an account provider, in the form they are stored (`jwapp.auth`): the access
 * token, the refresh token when the provider has one, and the expiry in milliseconds since the
 * epoch when known (the custom API refreshes when fewer than 3 days remain).
 */
export const authTokensSchema = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: optionalField(z.string()),
  expires: optionalField(z.number()),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

/**
 * Access-bridge tokens of non-AVOD sites (`jwapp.access-tokens`): generated on login or start,
 * valid one hour. `expires` is milliseconds since the epoch.
 */
export const accessTokensSchema = z.object({
  passport: z.string().check(z.minLength(1)),
  refreshToken: z.string(),
  expires: z.number(),
});
export type AccessTokens = z.infer<typeof accessTokensSchema>;

/**
 * A viewer token: a signed token given to a viewer (e.g. by a partner site) that grants access
 * without an account. `sub` identifies the viewer, `provider` the issuer, `access` what it grants.
 */
export const viewerTokenSchema = z.looseObject({
  jwt: z.string().check(z.minLength(1)),
  sub: optionalField(z.string()),
  provider: optionalField(z.string()),
  access: optionalField(z.union([z.string(), z.array(z.string()), z.record(z.string(), z.unknown())])),
});
export type ViewerToken = z.infer<typeof viewerTokenSchema>;

/** A plan the viewer is entitled to; the svod plan is preferred (spec §6). */
export const entitledPlanSchema = z.object({
  id: z.string(),
  metadata: z.looseObject({
    access_model: optionalField(z.string()),
  }),
});
export type EntitledPlan = z.infer<typeof entitledPlanSchema>;
