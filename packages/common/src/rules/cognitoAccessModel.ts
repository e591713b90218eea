import { ACCESS_MODEL, type AccessModel } from './accessModel';
import { nowMs, type Now } from './parseIsoDate';

/**
 * The Cognito-style variant decides its access model at run time (spec 000 §4): SVOD by default,
 * AUTHVOD for the custom account API, AVOD once a valid viewer token is loaded; logging out a
 * viewer resets it.
 */
export interface CognitoAccessModelState {
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

export type CognitoAccessModelEvent =
  | { type: 'viewerTokenLoaded'; token: ViewerTokenLike | null | undefined; now: Now }
  | { type: 'logout' };

export function initialCognitoAccessModel(options: { customAccountApi?: boolean } = {}): CognitoAccessModelState {
  const base = options.customAccountApi ? ACCESS_MODEL.AUTHVOD : ACCESS_MODEL.SVOD;
  return { accessModel: base, baseAccessModel: base, viewer: false };
}

function decodeJwtExpiry(jwt: string): number | 'malformed' | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return 'malformed';
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof json !== 'object' || json === null) return 'malformed';
    const exp = (json as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return 'malformed';
  }
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

export function nextCognitoAccessModel(state: CognitoAccessModelState, event: CognitoAccessModelEvent): CognitoAccessModelState {
  switch (event.type) {
    case 'viewerTokenLoaded':
      return isValidViewerToken(event.token, event.now) ? { ...state, accessModel: ACCESS_MODEL.AVOD, viewer: true } : state;
    case 'logout':
      return state.viewer ? { ...state, accessModel: state.baseAccessModel, viewer: false } : state;
  }
}
