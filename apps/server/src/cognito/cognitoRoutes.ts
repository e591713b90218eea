import { ACCESS_MODEL } from '@ott/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AccountError, notLoggedIn } from '../accounts/AccountError';
import { bearerToken } from '../accounts/auth/SessionTokens';
import type { RequestLimiter } from '../accounts/rateLimit/RequestLimits';
import { parseInput } from '../accounts/validation/parseInput';
import type { CatalogItem } from '../catalog/schemas';
import type { Clock } from '../clock';
import type { ServerContext } from '../context';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/HttpError';
import { requestOrigin } from '../http/origin';
import { decideEntitlement } from '../protection/entitlement';
import { NO_PLANS, type PlanAccess } from '../protection/PlanAccess';
import { COGNITO_PROVIDER } from '../protection/CognitoPlanAccess';
import { PRIVATE_CACHE_CONTROL } from '../routes/mediaRoutes';
import { entitlementBody as protectionEntitlementBody } from '../routes/entitlementRoutes';
import { OFFER_ID_PATTERN } from './billingSeed';
import type { BillingStore } from './BillingStore';
import type { CognitoAccount, CognitoTokens } from './CognitoTokens';
import type { ExternalTokens } from './ExternalTokens';
import type { PaymentsClient } from './PaymentsClient';
import { registerPortalRoutes } from './portalRoutes';
import type { PortalSessions } from './PortalSessions';
import type { ViewerTokens } from './ViewerTokens';

/** What the variant's routes use. */
export interface CognitoContext {
  clock: Clock;
  store: BillingStore;
  tokens: CognitoTokens;
  external: ExternalTokens;
  viewerTokens: ViewerTokens;
  portalSessions: PortalSessions;
  /** Undefined: no payments host configured (the portal shows plans but cannot sell them). */
  payments: PaymentsClient | undefined;
  /** The payments host's origin (the portal's forms may be redirected there). */
  paymentsOrigin: string | undefined;
  limits: RequestLimiter;
  /** The catalog and content protection (media tokens, the country header); undefined in a server without them. */
  content: ServerContext | undefined;
  /** Ids of the catalog configs that enable the variant: the first is the default config of `entitlement`. */
  cognitoConfigIds: readonly string[];
  /** Whether the portal may send a browser back to this URL (the sites' origins). */
  isAllowedReturnUrl(url: string): boolean;
}

/** The catalogue's words for a token that fails verification (contract). */
export const INVALID_TOKEN_MESSAGE = 'Invalid token';
export const invalidToken = (): AccountError => new AccountError(401, INVALID_TOKEN_MESSAGE);

const tokenText = z.string().min(1).max(8192);
const exchangeBody = z.object({ credentials: z.object({ token: tokenText }) });
/** The protection call's body (001 §7.2) with the variant's two credential kinds. */
const entitlementBody = protectionEntitlementBody.extend({ provider: z.enum([COGNITO_PROVIDER, 'viewer-token']) });
const offerIds = z.array(z.string().regex(OFFER_ID_PATTERN, 'offer ids are lowercase letters, digits, - and _')).min(1).max(20);
const countryCode = z.string().regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code').transform((value) => value.toUpperCase());

/** The account of the request's bearer (a pool access token); 401 `Not logged in` without a valid one. */
export async function accountOfRequest(context: CognitoContext, request: FastifyRequest): Promise<CognitoAccount> {
  const token = bearerToken(request.headers.authorization);
  const account = token ? await context.tokens.accountOf(token) : undefined;
  if (!account) throw notLoggedIn();
  return account;
}

/** The country a request's prices are for: the query's, else the server's country header, else none (default prices). */
export function countryOfRequest(context: CognitoContext, request: FastifyRequest, given: string | undefined): string | undefined {
  return given ?? context.content?.protection.countryOf(request);
}

/**
 * The Cognito-style variant's back end (001 §7.7, the shapes of issue 18's contract), under
 * /api/cognito: the viewer-token exchange, the account's subscriptions and entitled plans, the
 * offers by id and country, entitlement with a signed media token, and the billing portal.
 */
export function registerCognitoRoutes(scope: FastifyInstance, context: CognitoContext): void {
  const { clock, store } = context;

  scope.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    if (error instanceof AccountError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(error.body);
    }
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: (error as Error).message, code: status });
    request.log.error({ err: error }, 'cognito back end failure');
    return reply.code(500).send({ message: 'Internal server error', code: 500 });
  });

  scope.post('/exchange-token', async (request) => {
    await context.limits.admit('exchangeToken', request.ip);
    const body = parseInput(exchangeBody, request.body);
    const viewer = await context.external.viewerOf(body.credentials.token);
    if (!viewer) throw invalidToken();
    return { token: await context.viewerTokens.sign(viewer, clock.now()) };
  });

  scope.get('/active-subscriptions', async (request) => {
    const account = await accountOfRequest(context, request);
    return { subscriptions: await store.subscriptionsOf(account.sub, clock.now()) };
  });

  scope.get('/product-offers', async (request: FastifyRequest<{ Querystring: Record<string, string | string[] | undefined> }>) => {
    const query = request.query;
    const ids = query['id'] === undefined ? [] : [query['id']].flat();
    const parsed = parseInput(z.object({ id: offerIds, country: countryCode.optional() }), { id: ids, country: Array.isArray(query['country']) ? 1 : query['country'] });
    return { offers: await store.offers([...new Set(parsed.id)], countryOfRequest(context, request, parsed.country)) };
  });

  scope.get('/get-access', async (request) => {
    const account = await accountOfRequest(context, request);
    const plans = await store.entitledPlansOf(account.sub, clock.now());
    return { plans: plans.map((plan) => ({ id: plan.id, metadata: { access_model: plan.accessModel, name: plan.name } })) };
  });

  scope.post('/entitlement', async (request, reply: FastifyReply) => {
    const body = parseInput(entitlementBody, request.body);
    const content = context.content;
    if (!content) throw new AccountError(404, NOT_FOUND_MESSAGE.media);
    const index = content.catalog.indexOf.get(body.asset.id);
    if (index === undefined) throw new AccountError(404, NOT_FOUND_MESSAGE.media);
    const item: CatalogItem = content.catalog.items[index]!;
    const configId = body.asset.params?.app_config_id || context.cognitoConfigIds[0] || content.catalog.site.defaultConfig;
    const config = content.catalog.configs.get(configId);
    if (!config) throw new AccountError(404, NOT_FOUND_MESSAGE.config);
    const token = body.credentials?.token;
    const nowMs = clock.now();
    let entitled: boolean;
    if (body.provider === 'viewer-token') {
      // A viewer token is an AVOD viewer (000 §4): free and ad-supported media, nothing sold.
      if (token !== undefined && !(await context.viewerTokens.read(token, nowMs))) throw invalidToken();
      entitled = await decideEntitlement({ item, accessModel: ACCESS_MODEL.AVOD, userId: token === undefined ? undefined : 'viewer', plans: NO_PLANS, offerProvider: COGNITO_PROVIDER });
    } else {
      const account = token === undefined ? undefined : await context.tokens.accountOf(token);
      if (token !== undefined && !account) throw invalidToken();
      const plans: PlanAccess = { hasActiveSubscription: (sub) => store.hasSvod(sub, nowMs), grantedOffers: () => Promise.resolve([]) };
      entitled = await decideEntitlement({ item, accessModel: config.accessModel, userId: account?.sub, plans, offerProvider: COGNITO_PROVIDER });
    }
    void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return entitled ? { entitled: true, token: await content.protection.mediaTokens.sign(item.mediaid, nowMs) } : { entitled: false };
  });

  scope.post('/billing-portal-token', async (request) => {
    const account = await accountOfRequest(context, request);
    return { token: await store.issuePortalToken(account.sub, clock.now()) };
  });

  registerPortalRoutes(scope, context, (request) => requestOrigin(request, context.content?.publicUrl));
}
