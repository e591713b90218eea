import type { FastifyInstance } from 'fastify';
import { bearerToken, callerOf, type AccountRow } from './accounts';
import { accessTo } from './commerce';
import type { InPlayerContext } from './context';
import type { PlanSeed } from './seed';

/** Seed plans carry no history: a fixed day before any sandbox clock. */
const SEEDED = '2024-01-01T00:00:00+00:00';

const entitled = (context: InPlayerContext, plan: PlanSeed, account: AccountRow | undefined): boolean => {
  if (plan.accessModel === 'free') return true;
  if (!account) return false;
  if (plan.accessModel === 'authvod') return true;
  return plan.assetId !== undefined && accessTo(context, account, plan.assetId) !== undefined;
};

/**
 * The delivery API's site entitlements (spec 001 §7.2), served beside the platform so that one
 * development base reaches it: the site's plans the caller is entitled to (free ones when signed
 * out). Any site id is taken (the sandbox has one site).
 */
export function registerInPlayerSiteRoutes(app: FastifyInstance, context: InPlayerContext): void {
  app.get<{ Params: { siteId: string } }>('/v3/sites/:siteId/entitlements', async (request) => {
    const account = bearerToken(request) === undefined ? undefined : callerOf(context, request).account;
    const plans = context.seed.plans
      .filter((plan) => entitled(context, plan, account))
      .map((plan) => ({
        id: plan.id,
        original_id: plan.assetId ?? 0,
        metadata: { name: plan.name, access_model: plan.accessModel, tags: { include: [], exclude: [] }, custom_params: { include: {}, exclude: {} } },
        relationships: {},
        created: SEEDED,
        last_modified: SEEDED,
        type: 'plan',
        schema: '',
      }));
    return { page: 1, total: plans.length, page_length: plans.length, plans };
  });
}
