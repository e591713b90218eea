import type { Fetcher } from 'aws-jwt-verify/https';

/** A key set is a few kilobytes; a reply much larger is not one. */
const MAX_JWKS_BYTES = 256 * 1024;
const JWKS_TIMEOUT_MS = 5000;

/**
 * The key-set fetcher of the verifiers: the platform's fetch, so that a development pool on
 * `http://127.0.0.1` (the emulator, the sandbox's library provider) works like AWS's https one;
 * bounded in time and size, and only http(s).
 */
export function jwksFetcher(fetchFn: typeof fetch = fetch): Fetcher {
  return {
    async fetch(uri: string): Promise<ArrayBuffer> {
      if (!/^https?:\/\//i.test(uri)) throw new Error(`JWKS URI must be http(s): ${uri}`);
      const reply = await fetchFn(uri, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
      if (reply.status !== 200) throw new Error(`JWKS ${uri} answered ${reply.status}`);
      const body = await reply.arrayBuffer();
      if (body.byteLength > MAX_JWKS_BYTES) throw new Error(`JWKS ${uri} is larger than ${MAX_JWKS_BYTES} bytes`);
      return body;
    },
  };
}
