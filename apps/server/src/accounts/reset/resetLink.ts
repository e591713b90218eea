/** Loopback hosts: a development front end on this machine (localhost:5173, 127.0.0.1:8080...). */
const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';

/**
 * Whether a password-reset link may point at this URL. The link carries a live reset token, so
 * sending it to a site the attacker names (forgot-password with the victim's email and
 * `resetUrl: https://evil.example`) would hand the account over: only the configured origins are
 * allowed, plus loopback ones when the dev outbox is on.
 */
export function isAllowedResetUrl(resetUrl: string, allowedOrigins: ReadonlySet<string>, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(resetUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return allowedOrigins.has(url.origin) || (allowLoopback && isLoopbackHost(url.hostname));
}

/** The link of the mail: `resetUrl` with `resetPasswordToken` and `email` added to its query (contract). */
export function resetLink(resetUrl: string, token: string, email: string): string {
  const url = new URL(resetUrl);
  url.searchParams.set('resetPasswordToken', token);
  url.searchParams.set('email', email);
  return url.toString();
}
