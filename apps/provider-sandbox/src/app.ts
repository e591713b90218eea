import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { registerAccountRoutes } from './account/accountRoutes';
import { registerCaptureRoutes } from './account/captureRoutes';
import { registerConsentRoutes } from './account/consentRoutes';
import { registerPasswordRoutes } from './account/passwordRoutes';
import { JwtIssuer } from './auth/JwtIssuer';
import { CaptchaVerifier, type CaptchaSettings } from './captcha/CaptchaVerifier';
import { movableClock, systemClock, type Clock, type MovableClock } from './clock';
import type { SandboxContext } from './context';
import { openDatabase, type Db } from './db';
import { registerDevRoutes } from './dev/devRoutes';
import { AuthHostError, registerDeviceCodeRoutes, sendAuthHostError } from './device/deviceCodeRoutes';
import { errorBody, ProviderError } from './errors';
import { OfferCatalog } from './offers/OfferCatalog';
import { registerOfferRoutes } from './offers/offerRoutes';
import { DEFAULT_SEED_DIR, loadCoupons, loadOffers, loadPublisher } from './seed';
import { registerCheckoutRoutes } from './checkout/checkoutRoutes';
import { registerSubscriptionRoutes } from './subscriptions/subscriptionRoutes';
import { registerCors } from './cors';
import { registerAdyenRoutes } from './payments/adyenRoutes';
import { registerPaymentDetailsRoutes } from './payments/paymentDetailsRoutes';
import { registerPayPalRoutes } from './payments/paypalRoutes';
import { registerTransactionRoutes } from './payments/transactionRoutes';
import { registerSwitchRoutes } from './subscriptions/switchRoutes';
import type { InPlayerContext } from './inplayer/context';
import { registerInPlayer } from './inplayer/plugin';
import { DEFAULT_INPLAYER_SEED, loadInPlayerSeed } from './inplayer/seed';
import { registerHostedCheckout } from './hostedCheckout/checkoutSessionRoutes';
import { registerLibraryRoutes } from './library/libraryRoutes';

/** JWT lifetime (the provider's reference: 15 minutes) and refresh-token lifetime (100 days). */
export const JWT_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 100 * 86_400;
export const RESET_TOKEN_TTL_SECONDS = 3600;

export interface SandboxOptions {
  /** `:memory:` (the default, for tests) or a folder for `provider-sandbox.sqlite`. */
  storage?: ':memory:' | { dataDir: string };
  /** The time source. With `devRoutes`, it is wrapped so that `POST /_sandbox/clock` can move it. */
  clock?: Clock;
  /** Serve the `/_sandbox/*` control routes (clock, outbox, grants). */
  devRoutes?: boolean;
  /** Publisher and offers files (default: the package's `seed/`). */
  publisherFile?: string;
  offersFile?: string;
  couponsFile?: string;
  /** The video platform's seed (client id, assets, access fees, vouchers, register fields); default `seed/inplayer.json`. */
  inplayerFile?: string;
  /** The captcha check; each setting given here wins over the publisher file's `captchaHmacKey` / `captchaRequired`. */
  captcha?: Partial<CaptchaSettings>;
  /** Key of the JWTs (32+ characters). Default: generated once and kept in the database. */
  jwtSecret?: string;
  logger?: FastifyServerOptions['logger'];
}

export interface Sandbox {
  app: FastifyInstance;
  context: SandboxContext;
  /** The clock the sandbox reads (movable when dev routes are on). */
  clock: Clock;
  /** The video platform's state (served under `/inplayer`). */
  inplayer: InPlayerContext;
}

function jwtKey(db: Db, given: string | undefined): Uint8Array {
  if (given !== undefined) {
    if (given.length < 32) throw new Error('jwtSecret must have at least 32 characters');
    return new TextEncoder().encode(given);
  }
  const stored = db.prepare("SELECT value FROM meta WHERE key = 'jwt-secret'").get() as { value: string } | undefined;
  if (stored) return new TextEncoder().encode(stored.value);
  const secret = randomBytes(32).toString('base64url');
  db.prepare("INSERT INTO meta (key, value) VALUES ('jwt-secret', ?)").run(secret);
  return new TextEncoder().encode(secret);
}

/**
 * The composition root: opens the database, reads the seed files, and registers every route.
 * Every failure, including unknown routes and malformed JSON, answers the provider's envelope
 * `{ responseData: {}, errors: [message] }`.
 */
export function buildSandbox(options: SandboxOptions = {}): Sandbox {
  const db = openDatabase(options.storage ?? ':memory:');
  const baseClock = options.clock ?? systemClock;
  const clock: Clock | MovableClock = options.devRoutes ? movableClock(baseClock) : baseClock;
  const publisher = loadPublisher(options.publisherFile ?? join(DEFAULT_SEED_DIR, 'publisher.json'));
  const context: SandboxContext = {
    db,
    clock,
    jwt: new JwtIssuer(jwtKey(db, options.jwtSecret), clock, JWT_TTL_SECONDS),
    publisher,
    offers: new OfferCatalog(loadOffers(options.offersFile ?? join(DEFAULT_SEED_DIR, 'offers.json'))),
    coupons: loadCoupons(options.couponsFile ?? join(DEFAULT_SEED_DIR, 'coupons.json')),
    ttl: { refreshToken: REFRESH_TOKEN_TTL_SECONDS, resetToken: RESET_TOKEN_TTL_SECONDS },
    captcha: new CaptchaVerifier(db, clock, {
      hmacKey: options.captcha?.hmacKey ?? publisher.captchaHmacKey,
      required: options.captcha?.required ?? publisher.captchaRequired,
    }),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
    // Malformed URLs (bad percent-encoding) get the same envelope as every other 400.
    frameworkErrors: (error, _request, reply) => void (reply as unknown as FastifyReply).code(400).send(errorBody(error.message)),
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AuthHostError) return sendAuthHostError(reply, error);
    if (error instanceof ProviderError) return reply.code(error.statusCode).send(errorBody(error.message));
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return reply.code(status).send(errorBody((error as Error).message));
    request.log.error(error);
    return reply.code(500).send(errorBody('Internal sandbox error'));
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(errorBody(`Route ${request.method} ${request.url.split('?')[0]} not found`)));
  app.addHook('onClose', async () => void db.close());
  registerCors(app);

  registerAccountRoutes(app, context);
  registerConsentRoutes(app, context);
  registerCaptureRoutes(app, context);
  registerPasswordRoutes(app, context);
  registerOfferRoutes(app, context);
  registerDeviceCodeRoutes(app, context);
  registerCheckoutRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerAdyenRoutes(app, context);
  registerPayPalRoutes(app, context);
  registerPaymentDetailsRoutes(app, context);
  registerTransactionRoutes(app, context);
  registerSwitchRoutes(app, context);
  registerHostedCheckout(app, { db, clock });
  registerLibraryRoutes(app, { db, clock });
  if (options.devRoutes) registerDevRoutes(app, context, clock as MovableClock);
  const inplayer = registerInPlayer(app, { db, clock, seed: loadInPlayerSeed(options.inplayerFile ?? DEFAULT_INPLAYER_SEED), devRoutes: options.devRoutes ?? false });
  return { app, context, clock, inplayer };
}
