import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { nowSeconds, type Clock } from '../clock';
import type { Db } from '../db';
import { originOf } from '../payments/gatewayPage';
import { messagePage } from '../payments/htmlPage';
import { libraryKey, LIBRARY_KEY_ID, type LibraryKey } from './libraryKey';
import { loginPageHtml } from './loginPage';

/** Where the external library-login providers live: `/_library/{provider}/...`. */
export const LIBRARY_PREFIX = '/_library';

/** The demo library card (any provider name): number 2000 0000 0000, PIN 1234. */
export const DEMO_LIBRARY_CARD = { number: '200000000000', pin: '1234' } as const;

/** A provider token only travels to the site and is exchanged at once. */
export const LIBRARY_TOKEN_TTL_SECONDS = 10 * 60;

const PROVIDER_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * Where the provider may send the browser back to: an absolute http(s) URL without user info, at
 * most 2 KiB. The stand-in cannot know the sites, so any such URL is allowed (never `javascript:`,
 * `data:` or a relative path); the site's back end verifies the token it gets anyway.
 */
export function allowedReturnUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  return url;
}

const sameText = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The external library-login provider (issue 18's contract): `GET /_library/{provider}/login?returnUrl=`
 * shows the card-and-PIN form, `POST` of it redirects to `returnUrl?token=<RS256 JWT>` (issuer
 * `{sandbox}/_library/{provider}`, `sub` = `card-{number}`), and
 * `GET /_library/{provider}/.well-known/jwks.json` publishes the key.
 */
export function registerLibraryRoutes(app: FastifyInstance, options: { db: Db; clock: Clock }): void {
  const { clock } = options;
  let key: Promise<LibraryKey> | undefined;
  const keyOf = (): Promise<LibraryKey> => (key ??= libraryKey(options.db));

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const page = (reply: FastifyReply, status: number, html: string) => reply.code(status).type('text/html; charset=utf-8').send(html);
    const badRequest = (reply: FastifyReply, message: string) =>
      page(reply, 400, messagePage('Bad request', message));
    type Request = FastifyRequest<{ Params: { provider: string }; Querystring: Record<string, unknown> }>;

    scope.get(`${LIBRARY_PREFIX}/:provider/.well-known/jwks.json`, async (request: Request, reply) => {
      if (!PROVIDER_PATTERN.test(request.params.provider)) return reply.code(404).send({ message: 'Unknown library' });
      return { keys: [(await keyOf()).publicJwk] };
    });

    scope.get(`${LIBRARY_PREFIX}/:provider/login`, async (request: Request, reply) => {
      if (!PROVIDER_PATTERN.test(request.params.provider)) return badRequest(reply, 'Unknown library.');
      const returnUrl = allowedReturnUrl(request.query['returnUrl']);
      if (!returnUrl) return badRequest(reply, 'The returnUrl parameter must be an http or https address.');
      return page(reply, 200, loginPageHtml({ provider: request.params.provider, returnUrl: returnUrl.toString() }));
    });

    scope.post(`${LIBRARY_PREFIX}/:provider/login`, async (request: Request, reply) => {
      const { provider } = request.params;
      if (!PROVIDER_PATTERN.test(provider)) return badRequest(reply, 'Unknown library.');
      const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, string>;
      const returnUrl = allowedReturnUrl(form['returnUrl']);
      if (!returnUrl) return badRequest(reply, 'The returnUrl parameter must be an http or https address.');
      const cardNumber = (form['cardNumber'] ?? '').replace(/[\s-]/g, '').slice(0, 32);
      const pin = (form['pin'] ?? '').slice(0, 32);
      if (!sameText(cardNumber, DEMO_LIBRARY_CARD.number) || !sameText(pin, DEMO_LIBRARY_CARD.pin)) {
        return page(reply, 401, loginPageHtml({ provider, returnUrl: returnUrl.toString(), cardNumber: form['cardNumber']?.slice(0, 32), error: 'The card number or PIN is wrong.' }));
      }
      const now = nowSeconds(clock);
      const token = await new SignJWT({ provider })
        .setProtectedHeader({ alg: 'RS256', kid: LIBRARY_KEY_ID, typ: 'JWT' })
        .setIssuer(`${originOf(request)}${LIBRARY_PREFIX}/${provider}`)
        .setSubject(`card-${cardNumber}`)
        .setIssuedAt(now)
        .setExpirationTime(now + LIBRARY_TOKEN_TTL_SECONDS)
        .sign((await keyOf()).privateKey);
      returnUrl.searchParams.set('token', token);
      return reply.code(303).header('location', returnUrl.toString()).send();
    });
  });
}
