import { randomBytes } from 'node:crypto';
import { nowSeconds } from '../clock';
import { addPeriod } from '../offers/duration';
import type { AccountRow } from './accounts';
import { saveDefaultCard, type KeptCard } from './cards';
import { notify, type InPlayerContext } from './context';
import { InPlayerError } from './errors';
import { findAsset, findFee, type AccessFeeSeed, type AssetSeed, type VoucherSeed } from './seed';

export interface SubscriptionRow {
  id: number;
  token: string;
  account_id: number;
  item_id: number;
  access_fee_id: number;
  status: 'active' | 'cancelled' | 'ended';
  charged_amount: number;
  currency: string;
  payment_method_name: string;
  created_at: number;
  updated_at: number;
  next_billing_date: number;
}

export interface PaymentRow {
  id: number;
  account_id: number;
  item_id: number;
  access_fee_id: number;
  action_type: string;
  charged_amount: number;
  currency: string;
  payment_method_name: string;
  transaction_token: string;
  trx_token: string;
  note: string;
  created_at: number;
}

/** What a customer buys: one access fee of an asset, at a price after the voucher, paid with a method. */
export interface Purchase {
  accessFeeId: number;
  voucherCode?: string;
  method: 'Card' | 'PayPal';
  returnUrl?: string;
  /** The paying card (masked): it becomes the default card once paid. */
  card?: KeptCard;
}

export const isSubscriptionFee = (fee: AccessFeeSeed): boolean => fee.accessType.name === 'subscription';

/** `from` moved on by one access-type period (e.g. 48 hours, 12 months). */
export const feePeriodEnd = (fee: AccessFeeSeed, from: number): number => addPeriod(from, fee.accessType.period, fee.accessType.quantity);

export function feeOf(context: InPlayerContext, accessFeeId: number): { asset: AssetSeed; fee: AccessFeeSeed } {
  const found = findFee(context.seed, accessFeeId);
  if (!found) throw new InPlayerError(404, 'Access fee not found', { access_fee: 'Unknown access fee' });
  return found;
}

/** The voucher of a code for a fee: unknown codes and codes for other fees are the platform's refusals. */
export function voucherFor(context: InPlayerContext, code: string, accessFeeId: number | undefined): VoucherSeed {
  const voucher = context.seed.vouchers.find((candidate) => candidate.code.toLowerCase() === code.trim().toLowerCase());
  if (!voucher) throw new InPlayerError(404, 'Voucher not found', { voucher_code: 'Unknown voucher code' });
  if (voucher.accessFeeIds && (accessFeeId === undefined || !voucher.accessFeeIds.includes(accessFeeId))) {
    throw new InPlayerError(400, 'Voucher cannot be applied to this access fee', { voucher_code: 'The voucher does not apply to this access fee' });
  }
  return voucher;
}

/** The price after a voucher, rounded to cents (half up: 79.99 at 50 % is 40.00). */
export const discounted = (amount: number, voucher: VoucherSeed | undefined): number => (voucher ? Math.round((Math.round(amount * 100) * (100 - voucher.percent)) / 100) / 100 : amount);

const randomToken = (prefix: string): string => `${prefix}-${randomBytes(9).toString('base64url')}`;

export function recordPayment(context: InPlayerContext, row: Omit<PaymentRow, 'id' | 'transaction_token' | 'trx_token'>): void {
  context.db
    .prepare(
      'INSERT INTO inplayer_payments (account_id, item_id, access_fee_id, action_type, charged_amount, currency, payment_method_name, transaction_token, trx_token, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(row.account_id, row.item_id, row.access_fee_id, row.action_type, row.charged_amount, row.currency, row.payment_method_name, randomToken('T'), randomToken('trx'), row.note, row.created_at);
}

/**
 * Renews and ends subscriptions as the sandbox clock has moved: an active one is charged once per
 * period passed (a payment dated at the renewal); a cancelled one ends at its billing date, and the
 * account's sockets hear `access.revoked`.
 */
export function applyTime(context: InPlayerContext, account: AccountRow): void {
  const now = nowSeconds(context.clock);
  const due = context.db.prepare("SELECT * FROM inplayer_subscriptions WHERE account_id = ? AND status != 'ended' AND next_billing_date <= ?").all(account.id, now) as SubscriptionRow[];
  for (const subscription of due) {
    const found = findFee(context.seed, subscription.access_fee_id);
    if (subscription.status === 'cancelled' || !found) {
      context.db.prepare("UPDATE inplayer_subscriptions SET status = 'ended', updated_at = ? WHERE id = ?").run(now, subscription.id);
      notify(context, account.uuid, 'access.revoked', { item_id: subscription.item_id, message: 'The subscription has ended' });
      continue;
    }
    let next = subscription.next_billing_date;
    while (next <= now) {
      recordPayment(context, {
        account_id: account.id,
        item_id: subscription.item_id,
        access_fee_id: found.fee.id,
        action_type: 'rebill',
        charged_amount: found.fee.amount,
        currency: found.fee.currency,
        payment_method_name: subscription.payment_method_name,
        note: `Renewal of ${found.fee.description}`,
        created_at: next,
      });
      next = feePeriodEnd(found.fee, next);
    }
    context.db.prepare('UPDATE inplayer_subscriptions SET next_billing_date = ?, charged_amount = ?, updated_at = ? WHERE id = ?').run(next, found.fee.amount, now, subscription.id);
  }
}

export interface ItemAccess {
  id: number;
  itemId: number;
  startsAt: number;
  expiresAt: number;
  createdAt: number;
}

/** The account's access to an item now: a pass not yet ended, or a subscription to it that is active or cancelled but not ended. */
export function accessTo(context: InPlayerContext, account: AccountRow, itemId: number): ItemAccess | undefined {
  applyTime(context, account);
  const now = nowSeconds(context.clock);
  const pass = context.db
    .prepare('SELECT id, starts_at, expires_at, created_at FROM inplayer_accesses WHERE account_id = ? AND item_id = ? AND starts_at <= ? AND expires_at > ? ORDER BY expires_at DESC')
    .get(account.id, itemId, now, now) as { id: number; starts_at: number; expires_at: number; created_at: number } | undefined;
  const subscription = context.db
    .prepare("SELECT * FROM inplayer_subscriptions WHERE account_id = ? AND item_id = ? AND status IN ('active', 'cancelled') AND next_billing_date > ? ORDER BY next_billing_date DESC")
    .get(account.id, itemId, now) as SubscriptionRow | undefined;
  const candidates: ItemAccess[] = [];
  if (pass) candidates.push({ id: pass.id, itemId, startsAt: pass.starts_at, expiresAt: pass.expires_at, createdAt: pass.created_at });
  // Subscription access ids are kept apart from pass ids (the platform has one id space; the sandbox two tables).
  if (subscription) candidates.push({ id: 1_000_000 + subscription.id, itemId, startsAt: subscription.created_at, expiresAt: subscription.next_billing_date, createdAt: subscription.created_at });
  return candidates.sort((a, b) => b.expiresAt - a.expiresAt)[0];
}

/** Refuses a purchase of what the account can already watch (the platform's refusal). */
export function checkNotOwned(context: InPlayerContext, account: AccountRow, asset: AssetSeed): void {
  if (accessTo(context, account, asset.id)) throw new InPlayerError(409, 'Already have an active access', { access_fee: 'You already have access to this item' });
}

/**
 * Completes a paid purchase: records the payment, grants the pass or starts the subscription,
 * and notifies the account's sockets (`payment.card.success` or `subscribe.success`, then `access.granted`).
 */
export function fulfil(context: InPlayerContext, account: AccountRow, purchase: Purchase): void {
  const { asset, fee } = feeOf(context, purchase.accessFeeId);
  const voucher = purchase.voucherCode ? voucherFor(context, purchase.voucherCode, fee.id) : undefined;
  const amount = discounted(fee.amount, voucher);
  const now = nowSeconds(context.clock);
  const end = feePeriodEnd(fee, now);
  recordPayment(context, {
    account_id: account.id,
    item_id: asset.id,
    access_fee_id: fee.id,
    action_type: isSubscriptionFee(fee) ? 'subscribe' : 'charge',
    charged_amount: amount,
    currency: fee.currency,
    payment_method_name: purchase.method,
    note: voucher ? `${fee.description} (voucher ${voucher.code})` : fee.description,
    created_at: now,
  });
  if (isSubscriptionFee(fee)) {
    context.db
      .prepare(
        "INSERT INTO inplayer_subscriptions (token, account_id, item_id, access_fee_id, status, charged_amount, currency, payment_method_name, created_at, updated_at, next_billing_date) VALUES (?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?)",
      )
      .run(randomToken('S'), account.id, asset.id, fee.id, amount, fee.currency, purchase.method, now, now, end);
  } else {
    context.db.prepare('INSERT INTO inplayer_accesses (account_id, item_id, access_fee_id, starts_at, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(account.id, asset.id, fee.id, now, end, now);
  }
  if (purchase.card) saveDefaultCard(context, account, purchase.card);
  const resource = { item_id: asset.id, access_fee_id: fee.id, amount, currency_iso: fee.currency, expires_at: end };
  notify(context, account.uuid, isSubscriptionFee(fee) ? 'subscribe.success' : 'payment.card.success', { ...resource, message: 'The payment was successful' });
  notify(context, account.uuid, 'access.granted', resource);
}

/** A refused payment: nothing is charged; the sockets hear the failure with the gateway's message. */
export function refuse(context: InPlayerContext, account: AccountRow, accessFeeId: number, message: string): void {
  const found = findFee(context.seed, accessFeeId);
  const subscription = found !== undefined && isSubscriptionFee(found.fee);
  notify(context, account.uuid, subscription ? 'subscribe.failed' : 'payment.card.failed', { item_id: found?.asset.id, access_fee_id: accessFeeId, message });
}

export const assetOrNotFound = (context: InPlayerContext, id: number): AssetSeed => {
  const asset = findAsset(context.seed, id);
  if (!asset) throw new InPlayerError(404, 'Item not found');
  return asset;
};
