import { ACCESS_MODEL } from '@ott/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../accounts/auth/SessionTokens';
import type { CatalogItem } from '../catalog/schemas';
import type { ServerContext } from '../context';
import { badParameter, forbidden, HttpError, NOT_FOUND_MESSAGE, notFound, PROTECTION_MESSAGE, unauthorized } from '../http/HttpError';
import { idParam, MEDIA_ID_PATTERN, singleParam, type Query } from '../http/params';
import { configNamed } from '../protection/configParam';
import type { ConfigFile } from '../catalog/Catalog';
import { ProviderCredentialsRefused } from '../protection/ProviderPlanAccess';
import { decideEntitlement } from '../protection/entitlement';
import { PRIVATE_CACHE_CONTROL } from './mediaRoutes';

/** Bodies of the protection calls are a few hundred bytes; more is not a client of ours. */
export const PROTECTION_BODY_LIMIT = 16 * 1024;

const shortText = z.string().max(2048);
/** 001 §7.2: `{ provider, credentials: { token }, asset: { id, drmPolicyId, params, accessType } }`; the client's accessType is not trusted. */
export const entitlementBody = z.object({
  provider: z.string().max(64).optional(),
  credentials: z.object({ token: shortText.optional() }).nullish(),
  asset: z.object({
    id: z.string().regex(MEDIA_ID_PATTERN, 'must be 8 letters or digits'),
    drmPolicyId: z.string().max(64).nullish(),
    params: z.object({ app_config_id: z.string().max(64).optional() }).nullish(),
    accessType: z.string().max(64).nullish(),
  }),
});

/** 400 naming the first problem of a body, in the server's error shape. */
function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.join('.') || 'body';
  throw new HttpError(400, `Invalid parameter "${path}": ${issue.message}`, path);
}

/**
 * The entitlement calls (001 §7.2), decided by the one rule (protection/entitlement.ts) from the
 * item, the access model of the config the caller names, and the viewer the server verified:
 * - `POST /entitlement`: 200 `{ entitled: true, token }` or `{ entitled: false }` (credentials
 *   that are not a valid access token count as none);
 * - `GET /v2/items/jw-media/token?app_config_id=&media_id=` (optional bearer): 200 `{ token }`,
 *   403 "Unauthorized" when not entitled, 401 for a bearer that is not a valid access token.
 * The credential is the custom account API's access token, verified here; under a config billed
 * by a provider that bills its own customers (`integrations.cleeng`, `integrations.jwp`), the
 * customer's token, which the provider verifies when the decision asks it which offers are granted
 * (CleengPlanAccess, JwpPlanAccess).
 */
export function registerEntitlementRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog, clock, protection } = context;

  const itemOf = (id: string): CatalogItem => {
    const index = catalog.indexOf.get(id);
    if (index === undefined) throw notFound(NOT_FOUND_MESSAGE.media);
    return catalog.items[index]!;
  };
  /**
   * The decision for a caller presenting `token` (or none): 'entitled', 'refused' (not entitled),
   * or 'invalid' (a credential neither this server nor the config's billing provider accepts).
   */
  const decide = async (item: CatalogItem, config: ConfigFile, token: string | undefined): Promise<'entitled' | 'refused' | 'invalid'> => {
    const configPlans = protection.plansFor(config);
    const { kind, plans } = configPlans;
    let viewer: string | undefined;
    if (token && kind === 'provider') {
      // Where signing in is enough, only the provider can tell that the token is a customer's.
      if (config.accessModel === ACCESS_MODEL.AUTHVOD && !(await plans.isSignedIn?.(token))) return 'invalid';
      viewer = token;
    } else if (token) {
      viewer = (await protection.viewers.fromToken(token))?.userId;
      if (viewer === undefined) return 'invalid';
    }
    try {
      const offerProvider = configPlans.kind === 'provider' ? configPlans.offerProvider : undefined;
      return (await decideEntitlement({ item, accessModel: config.accessModel, userId: viewer, plans, offerProvider })) ? 'entitled' : 'refused';
    } catch (error) {
      if (error instanceof ProviderCredentialsRefused) return 'invalid';
      throw error;
    }
  };

  app.post('/entitlement', { bodyLimit: PROTECTION_BODY_LIMIT }, async (request, reply) => {
    const body = parseBody(entitlementBody, request.body);
    const item = itemOf(body.asset.id);
    const config = configNamed(context, body.asset.params?.app_config_id, 'asset.params.app_config_id');
    // Credentials that are not valid count as none: not entitled, unless the item is open anyway.
    const decision = await decide(item, config, body.credentials?.token || undefined);
    const ok = decision === 'entitled' || (decision === 'invalid' && (await decide(item, config, undefined)) === 'entitled');
    void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return ok ? { entitled: true, token: await protection.mediaTokens.sign(item.mediaid, clock.now()) } : { entitled: false };
  });

  app.get('/v2/items/jw-media/token', async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
    const mediaId = idParam(singleParam(request.query, 'media_id'), 'media_id');
    const configId = singleParam(request.query, 'app_config_id');
    if (configId === undefined || configId === '') throw badParameter('app_config_id', 'is required');
    const item = itemOf(mediaId);
    const config = configNamed(context, configId, 'app_config_id');
    const authorization = request.headers.authorization;
    const token = authorization === undefined ? undefined : bearerToken(authorization);
    if (authorization !== undefined && !token) throw unauthorized(PROTECTION_MESSAGE.badCredentials);
    const decision = await decide(item, config, token ?? undefined);
    if (decision === 'invalid') throw unauthorized(PROTECTION_MESSAGE.badCredentials);
    if (decision === 'refused') throw forbidden(PROTECTION_MESSAGE.notEntitled);
    void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return { token: await protection.mediaTokens.sign(item.mediaid, clock.now()) };
  });
}
