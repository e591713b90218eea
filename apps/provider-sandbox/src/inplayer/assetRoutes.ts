import type { FastifyInstance } from 'fastify';
import { callerOf } from './accounts';
import { accessTo, assetOrNotFound } from './commerce';
import type { InPlayerContext } from './context';
import { InPlayerError, noAccess } from './errors';
import type { AccessFeeSeed, AssetSeed } from './seed';

/** Seed assets and fees carry no history: their timestamps are a fixed day before any sandbox clock. */
const SEEDED_AT = Date.UTC(2024, 0, 1) / 1000;

const itemId = (raw: string): number => {
  if (!/^\d{1,12}$/.test(raw)) throw new InPlayerError(404, 'Item not found');
  return Number(raw);
};

/** The asset as the platform's `Item` (the details its fees and access carry). */
export function itemJson(context: InPlayerContext, asset: AssetSeed) {
  return {
    id: asset.id,
    merchant_id: context.seed.merchantId,
    merchant_uuid: context.seed.clientId,
    active: true,
    is_active: true,
    title: asset.title,
    access_control_type: { id: 2, name: 'Paid', auth: true },
    item_type: { id: 6, name: 'accedo', content_type: 'video', host: 'jwplayer', description: 'JW Player media' },
    age_restriction: null,
    metadata: [],
    metahash: {},
    template_id: null,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
    update_at: SEEDED_AT,
    branding_id: 0,
    event_type: '',
    is_giftable: false,
    plan_switch_enabled: asset.planSwitchEnabled,
  };
}

/** One access fee in the platform's `AccessFee` shape. */
export function accessFeeJson(context: InPlayerContext, asset: AssetSeed, fee: AccessFeeSeed) {
  return {
    id: fee.id,
    merchant_id: context.seed.merchantId,
    merchant_uuid: context.seed.clientId,
    amount: fee.amount,
    currency: fee.currency,
    description: fee.description,
    title: fee.description,
    expires_at: null,
    starts_at: null,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
    access_type: { ...fee.accessType, account_id: context.seed.merchantId, created_at: SEEDED_AT, updated_at: SEEDED_AT },
    plan_switch_enabled: asset.planSwitchEnabled,
    item: itemJson(context, asset),
    item_id: asset.id,
    next_phase: null,
    current_phase: null,
    template_id: null,
    trial_period: null,
    setup_fee: null,
    seasonal_fee: null,
    external_fees: null,
    geo_restriction: null,
  };
}

/** Access fees of an asset (public) and the signed-in account's access to it (200 granted, 402 not). */
export function registerInPlayerAssetRoutes(app: FastifyInstance, context: InPlayerContext): void {
  app.get<{ Params: { id: string } }>('/v2/items/:id/access-fees', async (request) => {
    const asset = assetOrNotFound(context, itemId(request.params.id));
    return asset.accessFees.map((fee) => accessFeeJson(context, asset, fee));
  });

  app.get<{ Params: { id: string } }>('/items/:id/access', async (request) => {
    const { account } = callerOf(context, request);
    const asset = assetOrNotFound(context, itemId(request.params.id));
    const access = accessTo(context, account, asset.id);
    if (!access) throw noAccess();
    return {
      id: access.id,
      account_id: account.id,
      customer_id: account.id,
      customer_uuid: account.uuid,
      ip_address: request.ip,
      country_code: '',
      created_at: access.createdAt,
      starts_at: access.startsAt,
      expires_at: access.expiresAt,
      item: { ...itemJson(context, asset), content: '' },
    };
  });
}
