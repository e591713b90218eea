/** Query parameters of a signed source that open the item's stream (the content host's HLS signature). */
const SIGNATURE_PARAMETERS = ['exp', 'sig'] as const;

/**
 * The URL that starts a server-side ad insertion session on the content host
 * (`/ssai/{configId}/{mediaId}/master.m3u8`, apps/server README "Server-side ad insertion"): the
 * host of the item's own HLS source, and that source's signature when the item is protected.
 * Played instead of the source when the config's `adDeliveryMethod` is `ssai`.
 */
export function ssaiSessionUrl(sourceFile: string, configId: string, mediaId: string): string {
  const source = new URL(sourceFile);
  const url = new URL(`/ssai/${encodeURIComponent(configId)}/${encodeURIComponent(mediaId)}/master.m3u8`, source.origin);
  for (const name of SIGNATURE_PARAMETERS) {
    const value = source.searchParams.get(name);
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.href;
}
