import { isLoopbackAddress } from '../http/loopback';

/**
 * The tracking URLs are the server's own, on the origin the viewer asked through: the server sends
 * requests there only when that origin is pinned (`PUBLIC_URL`, or `ALLOWED_HOSTS` refused every
 * other Host) or is this machine, so a forged Host header cannot aim its requests elsewhere.
 */
export function beaconsAllowed(origin: string, pinned: boolean): boolean {
  if (pinned) return true;
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || isLoopbackAddress(host);
}
