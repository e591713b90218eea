import type { FastifyInstance } from 'fastify';

/** 421 Misdirected Request: this server does not answer for that host. */
export const UNKNOWN_HOST_STATUS = 421;

/**
 * Answers only requests whose Host header is one of `allowed` (lowercase `host[:port]`): a reply
 * never carries URLs built from a Host an attacker chose (cache poisoning, links in mails).
 */
export function restrictHosts(app: FastifyInstance, allowed: readonly string[]): void {
  const hosts = new Set(allowed.map((host) => host.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host?.toLowerCase();
    if (host === undefined || !hosts.has(host)) return reply.code(UNKNOWN_HOST_STATUS).send({ message: 'Unknown host', code: UNKNOWN_HOST_STATUS });
  });
}
