import { isSignedOutOverlayValue, resolveAccountOverlay, type AccountOverlayValue } from '@ott/common';

/** What the overlay does for the current URL and session. */
export type AccountModalView =
  /** No overlay: no `u`, or a site without accounts (the URL is left alone). */
  | { kind: 'hidden' }
  /** A screen that needs a user while a stored session is still being restored: decide once it is. */
  | { kind: 'waiting' }
  | { kind: 'show'; value: AccountOverlayValue }
  /** A screen that needs a user, and there is none: `u` becomes `login`. */
  | { kind: 'redirect-to-login' }
  /** Sign-in or sign-up opened by someone already signed in: the overlay closes, the page stays. */
  | { kind: 'already-signed-in' }
  /** An unknown value, or a screen this app does not have: the overlay says so (and offers to close). */
  | { kind: 'unavailable'; value: string };

export interface AccountModalViewInput {
  /** The raw value of `u`. */
  value: string | null;
  isLoggedIn: boolean;
  /** A session is being restored or created (account store `loading.auth`). */
  authLoading: boolean;
  /** The current query (a reset link's token opens edit-password without a user). */
  search: string;
  /** Whether the site has accounts at all (an account controller exists). */
  hasAccounts: boolean;
  /**
   * Whether a user was signed in when `u` took its value (known once a stored session was
   * restored; null before). Signing in on the login screen does not change it: that screen moves on itself.
   */
  signedInOnArrival?: boolean | null;
  hasScreen: (value: AccountOverlayValue) => boolean;
}

/**
 * Spec 000 §2: auth values (login, create-account, forgot-password, ...) are open to visitors; any
 * other value without a logged-in user is replaced by login. Whether a user is logged in is only
 * known once a stored session has been restored, so until then such a value waits. A value that is
 * no screen of this app never closes silently: the viewer is told the page is not available.
 * Sign-in and sign-up opened by a user already signed in close instead of asking again.
 */
export function accountModalView(input: AccountModalViewInput): AccountModalView {
  if (!input.hasAccounts) return { kind: 'hidden' };
  const requested = input.value?.trim() ?? '';
  if (requested === '') return { kind: 'hidden' };
  if (input.signedInOnArrival === true && input.isLoggedIn && isSignedOutOverlayValue(requested)) return { kind: 'already-signed-in' };
  const decision = resolveAccountOverlay({ value: input.value, isLoggedIn: input.isLoggedIn, search: input.search });
  if (decision.action === 'none') return { kind: 'unavailable', value: requested };
  if (decision.action === 'redirect') return input.authLoading ? { kind: 'waiting' } : { kind: 'redirect-to-login' };
  return input.hasScreen(decision.value) ? { kind: 'show', value: decision.value } : { kind: 'unavailable', value: decision.value };
}
