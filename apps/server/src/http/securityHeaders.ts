import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * This server sends data (JSON, XML, HLS, images), never pages: no reply may run scripts, load
 * anything, or be framed, whoever opens it.
 */
const SERVER_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/** The policy as it goes on the wire. */
export const SERVER_CONTENT_SECURITY_POLICY = Object.entries(SERVER_CSP_DIRECTIVES)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

/** Account replies carry tokens and personal data: no cache (browser, proxy or CDN) may keep them. */
export const NO_STORE = 'no-store';

/**
 * The security headers of every reply (helmet, issue 21): the policy above, `nosniff`, no
 * referrer, no framing. Resources stay loadable from other origins (`cross-origin`): the sites
 * run elsewhere and embed its images and video.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: SERVER_CSP_DIRECTIVES },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
}
