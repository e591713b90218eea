import { viewerTokenSchema, type ViewerToken } from '../entities/auth';
import { ACCESS_MODEL, type AccessModel } from './accessModel';
import { nowMs, type Now } from './parseIsoDate';

/**
 * A site that admits viewers with a viewer token (spec 000 §1, §4) changes its access model at
 * run time: it starts at its integration's model, becomes AVOD once a valid viewer token is
 * loaded, and returns to the start model when the viewer logs out.
 */
export interface ViewerAccessModelState {
  readonly accessModel: AccessModel;
  /** The model the site returns to when a viewer logs out. */
  readonly baseAccessModel: AccessModel;
  /** A viewer token is loaded and is what grants the current access. */
  readonly viewer: boolean;
}

/** Viewer token as the spec names it (jwt, sub, provider, access); only jwt and sub are read. */
export interface ViewerTokenLike {
  jwt?: string | null;
  sub?: string | null;
}

export type ViewerAccessModelEvent =
  | { type: 'viewerTokenLoaded'; token: ViewerTokenLike | null | undefined; now: Now }
  | { type: 'logout' };

/** The start state; the base is the integration's access model (SVOD unless it says otherwise). */
export function initialViewerAccessModel(base: AccessModel = ACCESS_MODEL.SVOD): ViewerAccessModelState {
  return { accessModel: base, baseAccessModel: base, viewer: false };
}

/** The claims of a JWT's payload (not verified: the back end that issued it checks the signature), or null when it is not a JWT. */
export function jwtClaims(jwt: string): Record<string, unknown> | null {
  const payload = jwt.trim().split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function decodeJwtExpiry(jwt: string): number | 'malformed' | undefined {
  const claims = jwtClaims(jwt);
  if (!claims) return 'malformed';
  return typeof claims.exp === 'number' ? claims.exp : undefined;
}

/**
 * The spec's Viewer token (jwt, sub, provider, access) read from the claims of the jwt an exchange
 * answered with (001 §7.7 `{token}`), or null when it is not a JWT with a subject.
 */
export function viewerTokenFromJwt(jwt: string): ViewerToken | null {
  const claims = jwtClaims(jwt);
  if (!claims || typeof claims.sub !== 'string' || claims.sub.trim() === '') return null;
  const parsed = viewerTokenSchema.safeParse({ jwt: jwt.trim(), sub: claims.sub, provider: claims.provider, access: claims.access });
  return parsed.success ? parsed.data : null;
}

/**
 * A viewer token is valid when it carries a subject and a well-formed JWT that has not expired at
 * `now` (a token without an `exp` claim is taken as not expiring; the entitlement call still
 * checks it server-side).
 */
export function isValidViewerToken(token: ViewerTokenLike | null | undefined, now: Now): boolean {
  if (!token?.jwt || !token.sub?.trim()) return false;
  const expiry = decodeJwtExpiry(token.jwt.trim());
  if (expiry === 'malformed') return false;
  return expiry === undefined || expiry * 1000 > nowMs(now);
}

export function nextViewerAccessModel(state: ViewerAccessModelState, event: ViewerAccessModelEvent): ViewerAccessModelState {
  switch (event.type) {
    case 'viewerTokenLoaded':
      return isValidViewerToken(event.token, event.now) ? { ...state, accessModel: ACCESS_MODEL.AVOD, viewer: true } : state;
    case 'logout':
      return state.viewer ? { ...state, accessModel: state.baseAccessModel, viewer: false } : state;
  }
}
