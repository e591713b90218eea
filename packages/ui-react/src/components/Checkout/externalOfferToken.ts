import { STORAGE_KEYS, StorageService } from '@ott/common';

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
  sessionStore()?.writeText(STORAGE_KEYS.offerRedirect, token);
  return token;
}

/** The token of the purchase this tab started on an offer's own page, if any. */
export function externalPurchaseToken(): string | null {
  const read = sessionStore()?.readText(STORAGE_KEYS.offerRedirect);
  return read?.status === 'value' ? read.value : null;
}

/** The return was handled: the token counts once. */
export function endExternalPurchase(): void {
  sessionStore()?.remove(STORAGE_KEYS.offerRedirect);
}
