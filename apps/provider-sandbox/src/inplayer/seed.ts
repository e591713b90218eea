import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_SEED_DIR } from '../seed';

const accessTypeSchema = z.object({
  id: z.number().int(),
  name: z.enum(['ppv', 'subscription']),
  period: z.enum(['hour', 'day', 'week', 'month', 'year']),
  quantity: z.number().int().positive(),
});

const accessFeeSchema = z.object({
  id: z.number().int().positive(),
  amount: z.number().nonnegative(),
  currency: z.string().length(3),
  description: z.string(),
  accessType: accessTypeSchema,
});

const assetSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  planSwitchEnabled: z.boolean(),
  accessFees: z.array(accessFeeSchema).min(1),
});

const registerFieldSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  label: z.string(),
  type: z.enum(['input', 'checkbox', 'select', 'radio', 'datepicker', 'country']),
  required: z.boolean(),
  default_value: z.string(),
  placeholder: z.string(),
  options: z.record(z.string(), z.string()),
});

const voucherSchema = z.object({
  code: z.string().min(1),
  percent: z.number().positive().max(100),
  /** The access fees it fits; all when absent. */
  accessFeeIds: z.array(z.number().int()).optional(),
});

/** A site plan of the delivery API: svod plans follow the access to their asset; authvod ones every signed-in account. */
const planSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9]{8}$/),
  name: z.string(),
  accessModel: z.enum(['svod', 'authvod', 'free']),
  assetId: z.number().int().positive().optional(),
});

export const inPlayerSeedSchema = z.object({
  clientId: z.string().uuid(),
  merchantId: z.number().int().positive(),
  merchantName: z.string(),
  registerFields: z.array(registerFieldSchema),
  assets: z.array(assetSchema),
  vouchers: z.array(voucherSchema),
  plans: z.array(planSchema),
});

export type InPlayerSeed = z.infer<typeof inPlayerSeedSchema>;
export type AssetSeed = InPlayerSeed['assets'][number];
export type AccessFeeSeed = AssetSeed['accessFees'][number];
export type VoucherSeed = InPlayerSeed['vouchers'][number];
export type RegisterFieldSeed = InPlayerSeed['registerFields'][number];
export type PlanSeed = InPlayerSeed['plans'][number];

export const DEFAULT_INPLAYER_SEED = join(DEFAULT_SEED_DIR, 'inplayer.json');

export function loadInPlayerSeed(file = DEFAULT_INPLAYER_SEED): InPlayerSeed {
  return inPlayerSeedSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** An access fee with the asset it belongs to. */
export function findFee(seed: InPlayerSeed, accessFeeId: number): { asset: AssetSeed; fee: AccessFeeSeed } | undefined {
  for (const asset of seed.assets) {
    const fee = asset.accessFees.find((candidate) => candidate.id === accessFeeId);
    if (fee) return { asset, fee };
  }
  return undefined;
}

export const findAsset = (seed: InPlayerSeed, id: number): AssetSeed | undefined => seed.assets.find((asset) => asset.id === id);
