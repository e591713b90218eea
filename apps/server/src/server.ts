import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AccountsOptions } from './accounts/AccountsOptions';
import { accountsPlugin } from './accounts/accountsPlugin';
import { catalogCaptchaSiteKeys } from './accounts/captcha/catalogCaptchaSiteKeys';
import type { Catalog } from './catalog/Catalog';
import { loadCatalog } from './catalog/loadCatalog';
import { systemClock, type Clock } from './clock';
import { ItemJson } from './content/ItemJson';
import { ListResolver } from './content/ListResolver';
import type { ServerContext } from './context';
import { HttpError, NOT_FOUND_MESSAGE } from './http/HttpError';
import { registerSecurityHeaders } from './http/securityHeaders';
import { restrictHosts } from './http/allowedHosts';
import { attachHealth, Health } from './http/Health';
import { registerConditionalGets } from './http/caching';
import { registerHealthRoutes } from './routes/healthRoutes';
import { ImageRenderer } from './images/ImageRenderer';
import { AdmissionCache } from './util/AdmissionCache';
import { GATE_FULL_REPLY, GateFull } from './util/WorkGate';
import { stringSize } from './util/LruCache';
import { registerAdRoutes } from './routes/adRoutes';
import { registerSsaiRoutes } from './routes/ssaiRoutes';
import { AdBeacons } from './ads/adBeacons';
import { SsaiSessions } from './ads/ssaiSessions';
import { ClipSegments } from './ads/ssaiStitching';
import { registerConfigRoutes } from './routes/configRoutes';
import { registerEpgRoutes } from './routes/epgRoutes';
import { registerHlsRoutes } from './routes/hlsRoutes';
import { registerImageRoutes } from './routes/imageRoutes';
import { registerLiveRoutes } from './routes/liveRoutes';
import { registerMediaRoutes } from './routes/mediaRoutes';
import { registerPlaylistRoutes } from './routes/playlistRoutes';
import { registerSeriesRoutes } from './routes/seriesRoutes';
import { registerWatchlistRoutes } from './routes/watchlistRoutes';
import { registerVodRoutes } from './routes/vodRoutes';
import { registerEntitlementRoutes } from './routes/entitlementRoutes';
import { registerAccessBridgeRoutes } from './routes/accessBridgeRoutes';
import { ContentProtection } from './protection/ContentProtection';
import { resolveContentSecret } from './protection/keys';
import { openClipsOf } from './protection/openClips';
import type { PlanAccess } from './protection/PlanAccess';

/** Memory budget of whole cached replies. */
export const REPLY_CACHE_BYTES = 16 * 1024 * 1024;

export interface BuildServerOptions {
  /** The catalog folder (see README "Catalog format"). Ignored when `catalog` is given. */
  catalogDir: string;
  /** An already loaded catalog (the benchmark and tests reuse one). */
  catalog?: Catalog;
  /** The time source of everything time-dependent (live windows, EPG, live events). */
  clock?: Clock;
  /** Fastify's logger option; off by default. */
  logger?: FastifyServerOptions['logger'];
  /** Origin to write into URLs when the server sits behind a proxy (e.g. https://media.example.org). */
  publicUrl?: string;
  /** Host header values the server answers (lowercase `host[:port]`); others get 421. Default: any. */
  allowedHosts?: readonly string[];
  /** The custom account API under /api (README "Accounts"); absent: no /api routes. */
  accounts?: AccountsOptions;
  /**
   * Key of media tokens, HLS signatures and access-bridge tokens (at least 32 characters). Default:
   * derived from `accounts.tokenSecret` when given, else random per process.
   */
  contentSecret?: string;
  /** What signed-in viewers have bought (subscriptions, passes): the billing seam. Default: no plans. */
  plans?: PlanAccess;
  /** Request header naming the viewer's country (e.g. `cf-ipcountry`) for geo-blocking; default: none (no geo-blocking). */
  countryHeader?: string;
  /**
   * The subscription-billing provider's MediaStore host, asked about its customers' entitlements
   * for configs billed by it (a development host). Default: the provider's
   * sandbox or production host, by each config's `integrations.cleeng.useSandbox`.
   */
  cleengHost?: string;
  /**
   * The video-platform provider's API base, asked about its accounts' item access for configs
   * billed by it (a development host, e.g. the sandbox's `http://127.0.0.1:8180/inplayer`).
   * Default: its sandbox or production host, by each config's `integrations.jwp.useSandbox`.
   */
  jwpHost?: string;
  /** The fetch of those provider calls (tests). */
  providerFetch?: typeof fetch;
  /** The fetch of the ad tracking beacons server-side ad insertion fires (tests). */
  adBeaconFetch?: typeof fetch;
}

/** Prefix of the account API. */
export const ACCOUNTS_PREFIX = '/api';

/** Content is read-only and public: GET and HEAD from any origin. */
const CONTENT_CORS = { origin: '*', methods: ['GET', 'HEAD'], maxAge: 86400 };
/** The account API (contract): any origin, bearer tokens (no cookies), JSON bodies. */
const ACCOUNTS_CORS = {
  origin: '*',
  methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
  allowedHeaders: ['authorization', 'content-type'],
  credentials: false,
  maxAge: 86400,
};
/** Entitlement, media tokens and the access bridge: JSON bodies and bearer tokens from the apps' origins. */
const PROTECTION_CORS = {
  origin: '*',
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS'],
  allowedHeaders: ['authorization', 'content-type'],
  credentials: false,
  maxAge: 86400,
};
const PROTECTION_URL = /^\/(entitlement|v2\/items\/jw-media\/token|v2\/sites\/[^/?]+\/access\/(generate|refresh))(\?|\/?$)/;
const isAccountsUrl = (url: string): boolean => url === ACCOUNTS_PREFIX || url.startsWith(`${ACCOUNTS_PREFIX}/`) || url.startsWith(`${ACCOUNTS_PREFIX}?`);

/** Smaller replies are not worth the compression work (one TCP packet either way). */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The content back end: loads and validates the catalog (throws CatalogError when it is bad),
 * then registers every route. CORS is open for GET and HEAD: the web apps run on other origins.
 * With `accounts`, the account API is registered under /api too; it opens its database while the
 * server gets ready, so call `await app.ready()` (or `listen`, or `inject`) before using it.
 */
export function buildServer(options: BuildServerOptions): FastifyInstance {
  const catalog = options.catalog ?? loadCatalog(options.catalogDir);
  const protection = new ContentProtection({
    secret: resolveContentSecret({ contentSecret: options.contentSecret, tokenSecret: options.accounts?.tokenSecret }),
    plans: options.plans,
    countryHeader: options.countryHeader,
    providerHosts: { cleeng: options.cleengHost, jwp: options.jwpHost },
    providerFetch: options.providerFetch,
  });
  const context: ServerContext = {
    catalog,
    clock: options.clock ?? systemClock,
    items: new ItemJson(catalog),
    lists: new ListResolver(catalog),
    images: new ImageRenderer(),
    replies: new AdmissionCache(REPLY_CACHE_BYTES, stringSize),
    publicUrl: options.publicUrl,
    protection,
    openClips: openClipsOf(catalog),
    health: new Health(),
    ssai: { sessions: new SsaiSessions(), beacons: new AdBeacons({ fetch: options.adBeaconFetch }), segments: new ClipSegments(), hostsPinned: options.allowedHosts !== undefined },
  };

  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // Malformed URLs (bad percent-encoding) get the same error body as every other 400.
    frameworkErrors: (error, _request, reply) => void (reply as unknown as FastifyReply).code(400).send({ message: error.message, code: 400 }),
  });
  attachHealth(app, context.health);
  // Any close drains (not only the CLI's shutdown): from then on a reply ends its kept-alive
  // connection, so closing need not wait for idle clients to hang up.
  app.addHook('preClose', async () => {
    context.health.startDraining();
    // Node closes idle connections once, when closing starts: one whose reply finishes later would
    // stay open for its whole keep-alive timeout, and the close with it. Sweep until closed.
    if (!app.server.listening) return;
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.server.once('close', () => clearInterval(sweep));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (context.health.draining) void reply.header('connection', 'close');
  });
  context.health.logFailuresTo((name, error) => app.log.error({ err: error }, `readiness check failed: ${name}`));
  const accountsEnabled = options.accounts !== undefined;
  registerSecurityHeaders(app);
  if (options.allowedHosts) restrictHosts(app, options.allowedHosts);
  app.register(cors, {
    delegator: (request: FastifyRequest, callback: (error: Error | null, corsOptions: typeof CONTENT_CORS) => void) =>
      callback(null, accountsEnabled && isAccountsUrl(request.url) ? ACCOUNTS_CORS : PROTECTION_URL.test(request.url) ? PROTECTION_CORS : CONTENT_CORS),
  });

  // Before compression: conditional GETs compare the tag of the uncompressed text.
  registerConditionalGets(app);
  // Text replies (JSON lists and configs, EPG, VAST) go out compressed, as from a content CDN: a
  // catalog list is ~4x smaller. Images, HLS playlists and segments are sent as they are.
  app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD_BYTES });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    if (error instanceof GateFull) return reply.code(GATE_FULL_REPLY.status).header('retry-after', String(GATE_FULL_REPLY.retryAfterSeconds)).send(GATE_FULL_REPLY.body);
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: (error as Error).message, code: status });
    request.log.error(error);
    return reply.code(500).send({ message: 'Internal server error', code: 500 });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: NOT_FOUND_MESSAGE.route, code: 404 }));

  app.register(async (scope) => {
    registerHealthRoutes(scope, context.health);
    registerConfigRoutes(scope, context, options.accounts?.cognito?.externalProviders);
    registerMediaRoutes(scope, context);
    registerImageRoutes(scope, context);
    registerPlaylistRoutes(scope, context);
    registerWatchlistRoutes(scope, context);
    registerSeriesRoutes(scope, context);
    registerAdRoutes(scope, context);
    registerSsaiRoutes(scope, context);
    registerHlsRoutes(scope, context);
    registerVodRoutes(scope, context);
    registerLiveRoutes(scope, context);
    registerEntitlementRoutes(scope, context);
    registerAccessBridgeRoutes(scope, context);
    registerEpgRoutes(scope, context);
  });
  if (options.accounts) {
    // The captcha site keys the catalog's configs name get challenges, besides any given ones.
    const siteKeys = [...(options.accounts.captcha?.siteKeys ?? []), ...catalogCaptchaSiteKeys(catalog)];
    const accounts = { ...options.accounts, captcha: { ...options.accounts.captcha, siteKeys } };
    app.register(accountsPlugin, { prefix: ACCOUNTS_PREFIX, accounts, clock: context.clock, viewers: protection.viewers, content: context });
  }
  return app;
}
