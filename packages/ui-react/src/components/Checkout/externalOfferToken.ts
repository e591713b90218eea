import { StorageService } from '@ott/common';

/** Session storage key (under the `jwapp.` prefix): the token sent with a purchase on an offer's own page. */
const OFFER_REDIRECT_KEY = 'offer-redirect';

/** This tab's session storage; none where the browser refuses it (the return then cannot be matched). */
function sessionStore(): StorageService | null {
  try {
    return new StorageService(window.sessionStorage);
  } catch {
    return null;
  }
}

/** A new token for a purchase on an offer's own page, kept for the tab's return (000 §2 "own URL ... and token"). */
export function startExternalPurchase(): string {
  const token = crypto.randomUUID();
  sessionStore()?.writeText(OFFER_REDIRECT_KEY, token);
  return token;
}

/** The token of the purchase this tab started on an offer's own page, if any. */
export function externalPurchaseToken(): string | null {
  const read = sessionStore()?.readText(OFFER_REDIRECT_KEY);
  return read?.status === 'value' ? read.value : null;
}

/** The return was handled: the token counts once. */
export function endExternalPurchase(): void {
  sessionStore()?.remove(OFFER_REDIRECT_KEY);
}
