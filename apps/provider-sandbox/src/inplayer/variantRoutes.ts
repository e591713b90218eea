import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { nowSeconds } from '../clock';
import { classifyCard } from '../payments/cards';
import { originOf } from '../payments/gatewayPage';
import { callerOf, type AccountRow } from './accounts';
import { defaultCardsJson, keptCard, saveDefaultCard } from './cards';
import { applyTime, feeOf, isSubscriptionFee, recordPayment, type PaymentRow, type SubscriptionRow } from './commerce';
import { notify, type InPlayerContext } from './context';
import { InPlayerError, invalidField } from './errors';
import { parseFields } from './form';
import { cardFields, fullYear } from './paymentRoutes';
import { receiptPdf } from './receiptPdf';
import { findAsset, findFee } from './seed';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(15), page: z.coerce.number().int().min(0).default(0), status: z.string().optional() });
const cardBody = z.object({ ...cardFields, currency_iso: z.string().regex(/^[A-Za-z]{3}$/) });
const switchBody = z.object({ inplayer_token: z.string().min(1), access_fee_id: z.coerce.number().int().positive() });

/** The platform's names for a subscription's state (`action_type`, as the peer client reads it). */
const ACTION_TYPE: Record<SubscriptionRow['status'], string> = { active: 'recurrent', cancelled: 'canceled', ended: 'ended' };

const money = (amount: number, currency: string): string => `${currency === 'EUR' ? '€' : `${currency} `}${amount.toFixed(2)}`;

/** The variant adapter's calls (spec 001 §7.5): subscriptions, payment history, default card, plan switch, receipts, cancel. */
export function registerInPlayerVariantRoutes(app: FastifyInstance, context: InPlayerContext): void {
  const subscriptionJson = (row: SubscriptionRow, origin: string) => {
    const found = findFee(context.seed, row.access_fee_id);
    const asset = findAsset(context.seed, row.item_id);
    const price = found?.fee.amount ?? row.charged_amount;
    return {
      id: row.id,
      subscription_id: row.token,
      cancel_token: row.token,
      status: row.status,
      action_type: ACTION_TYPE[row.status],
      description: found?.fee.description ?? '',
      asset_id: row.item_id,
      asset_title: asset?.title ?? '',
      item_id: row.item_id,
      item_title: asset?.title ?? '',
      access_fee_id: row.access_fee_id,
      access_type: found ? { period: found.fee.accessType.period, quantity: found.fee.accessType.quantity } : undefined,
      amount: price,
      subscription_price: price,
      charged_amount: row.charged_amount,
      formatted_amount: money(price, row.currency),
      currency: row.currency,
      payment_method_name: row.payment_method_name,
      merchant_id: context.seed.merchantId,
      created_at: row.created_at,
      updated_at: row.updated_at,
      next_billing_date: row.next_billing_date,
      next_rebill_date: row.status === 'active' ? row.next_billing_date : null,
      unsubscribe_url: row.status === 'active' ? `${origin}/inplayer/subscriptions/cancel/${row.token}` : '',
    };
  };

  const ownSubscription = (account: AccountRow, token: string): SubscriptionRow => {
    applyTime(context, account);
    const row = context.db.prepare('SELECT * FROM inplayer_subscriptions WHERE token = ? AND account_id = ?').get(token, account.id) as SubscriptionRow | undefined;
    if (!row) throw new InPlayerError(404, 'Subscription not found');
    return row;
  };

  app.get('/subscriptions', async (request) => {
    const { account } = callerOf(context, request);
    const query = parseFields(listQuery, request.query);
    applyTime(context, account);
    const all = context.db.prepare('SELECT * FROM inplayer_subscriptions WHERE account_id = ? ORDER BY created_at DESC, id DESC').all(account.id) as SubscriptionRow[];
    const filtered = query.status ? all.filter((row) => row.status === query.status) : all;
    const offset = query.page * query.limit;
    return { total: filtered.length, page: query.page, offset, limit: query.limit, collection: filtered.slice(offset, offset + query.limit).map((row) => subscriptionJson(row, originOf(request))) };
  });

  // The unsubscribe URL each active subscription carries: cancels at the end of the paid period.
  app.get<{ Params: { token: string } }>('/subscriptions/cancel/:token', async (request) => {
    const { account } = callerOf(context, request);
    const row = ownSubscription(account, request.params.token);
    if (row.status !== 'active') throw new InPlayerError(409, 'Subscription is not active');
    const now = nowSeconds(context.clock);
    context.db.prepare("UPDATE inplayer_subscriptions SET status = 'cancelled', updated_at = ? WHERE id = ?").run(now, row.id);
    return { code: 200, subscription: row.token, operation: 'cancel', description: 'The subscription is cancelled; access stays until the end of the paid period', status: 'cancelled', timestamp: now };
  });

  app.get('/v2/accounting/payment-history', async (request) => {
    const { account } = callerOf(context, request);
    applyTime(context, account);
    const rows = context.db.prepare('SELECT * FROM inplayer_payments WHERE account_id = ? ORDER BY created_at DESC, id DESC').all(account.id) as PaymentRow[];
    return {
      total: rows.length,
      collection: rows.map((row) => ({
        merchant_id: context.seed.merchantId,
        consumer_id: account.id,
        gateway_id: 1,
        transaction_token: row.transaction_token,
        payment_tool_token: '',
        trx_token: row.trx_token,
        payment_method_name: row.payment_method_name,
        action_type: row.action_type,
        item_access_id: 0,
        item_id: row.item_id,
        item_type: 'video',
        item_title: findAsset(context.seed, row.item_id)?.title ?? '',
        charged_amount: row.charged_amount,
        currency_iso: row.currency,
        note: row.note,
        created_at: row.created_at,
      })),
    };
  });

  app.get('/v2/payments/cards/default', async (request) => defaultCardsJson(context, callerOf(context, request).account));

  app.put('/v2/payments/cards/default', async (request) => {
    const { account } = callerOf(context, request);
    const input = parseFields(cardBody, request.body);
    const card = { number: input.number, expiryMonth: input.exp_month, expiryYear: fullYear(input.exp_year) };
    const outcome = classifyCard(card, context.clock.now());
    if (outcome.kind === 'malformed') throw invalidField('number', 'Invalid card number');
    if (outcome.kind === 'refused') throw new InPlayerError(402, outcome.refusalReason === 'Expired Card' ? 'Your card has expired' : 'Your card was declined');
    saveDefaultCard(context, account, keptCard({ ...card, cardName: input.card_name, currency: input.currency_iso.toUpperCase() }));
    const saved = defaultCardsJson(context, account).cards[input.currency_iso.toUpperCase()]!;
    return { number: saved.number, card_name: saved.card_name, exp_month: saved.exp_month, exp_year: saved.exp_year };
  });

  // Stripe plan switch: the subscription moves to another subscription fee of the same asset now; the next charge is at its price.
  app.post('/v2/subscriptions/stripe::switch', async (request) => {
    const { account } = callerOf(context, request);
    const input = parseFields(switchBody, request.body);
    const row = ownSubscription(account, input.inplayer_token);
    if (row.status !== 'active') throw new InPlayerError(409, 'Subscription is not active');
    const { asset, fee } = feeOf(context, input.access_fee_id);
    if (!isSubscriptionFee(fee) || asset.id !== row.item_id || !asset.planSwitchEnabled) throw invalidField('access_fee_id', 'Not a plan of this subscription');
    if (fee.id === row.access_fee_id) throw new InPlayerError(409, 'The subscription is already on this plan');
    const now = nowSeconds(context.clock);
    context.db.prepare('UPDATE inplayer_subscriptions SET access_fee_id = ?, updated_at = ? WHERE id = ?').run(fee.id, now, row.id);
    recordPayment(context, { account_id: account.id, item_id: asset.id, access_fee_id: fee.id, action_type: 'plan_switch', charged_amount: 0, currency: fee.currency, payment_method_name: row.payment_method_name, note: `Plan changed to ${fee.description}`, created_at: now });
    notify(context, account.uuid, 'subscribe.success', { item_id: asset.id, access_fee_id: fee.id, message: 'The plan was changed' });
    return { message: `Plan switched to ${fee.description}` };
  });

  app.get<{ Params: { id: string } }>('/v2/accounting/transactions/:id/receipt', async (request, reply) => {
    const { account } = callerOf(context, request);
    const row = context.db.prepare('SELECT * FROM inplayer_payments WHERE (trx_token = ? OR transaction_token = ?) AND account_id = ?').get(request.params.id, request.params.id, account.id) as PaymentRow | undefined;
    if (!row) throw new InPlayerError(404, 'Transaction not found');
    const pdf = await receiptPdf({
      merchant: context.seed.merchantName,
      rows: [
        ['Receipt', row.trx_token],
        ['Transaction', row.transaction_token],
        ['Date', new Date(row.created_at * 1000).toISOString().slice(0, 10)],
        ['Customer', `${account.full_name} <${account.email}>`],
        ['Item', findAsset(context.seed, row.item_id)?.title ?? String(row.item_id)],
        ['Description', row.note],
        ['Amount', `${row.charged_amount.toFixed(2)} ${row.currency}`],
        ['Paid with', row.payment_method_name],
      ],
    });
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="receipt_${row.trx_token}.pdf"`).send(Buffer.from(pdf));
  });
}
