import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { classifyCard } from '../payments/cards';
import { decisionOf, decisionPageHtml, GATEWAY_PREFIX, originOf, registerGatewayPages, sendPage } from '../payments/gatewayPage';
import { accountById, callerOf, type AccountRow } from './accounts';
import { checkNotOwned, discounted, feeOf, fulfil, isSubscriptionFee, refuse, voucherFor, type Purchase } from './commerce';
import { notify, type InPlayerContext } from './context';
import { InPlayerError, invalidField } from './errors';
import { parseFields } from './form';
import { keptCard } from './cards';
import { createPending, settlePending, waitingPurchase } from './pending';

const id = z.coerce.number().int().positive();
const optionalText = z.string().optional();

/** The card fields of `POST /payments` and `POST /subscriptions` (the SDK's createPayment/createSubscription). */
export const cardFields = {
  number: z.string().regex(/^[\d ]{12,23}$/, 'Invalid card number'),
  card_name: z.string().trim().min(1).max(100),
  exp_month: z.string().regex(/^(0?[1-9]|1[0-2])$/, 'Invalid expiry month'),
  exp_year: z.string().regex(/^(\d{2}|\d{4})$/, 'Invalid expiry year'),
  cvv: z.string().regex(/^\d{3,4}$/, 'Invalid CVC'),
};
const cardPaymentBody = z.object({
  ...cardFields,
  access_fee: id,
  payment_method: id,
  referrer: optionalText,
  return_url: optionalText,
  voucher_code: optionalText,
  branding_id: optionalText,
});
const discountBody = z.object({ voucher_code: z.string().trim().min(1), access_fee_id: id.optional(), item_id: id.optional() });
const externalBody = z.object({ origin: z.string().url(), access_fee: id, payment_method: id, voucher_code: optionalText, branding_id: optionalText });
const receiptBody = z.object({ receipt: z.string().min(1), product_name: optionalText, item_id: id.optional(), access_fee_id: id.optional(), amazon_user_id: optionalText });

export const CARD_METHOD = { id: 1, method_name: 'Card', is_external: false };
export const PAYPAL_METHOD = { id: 2, method_name: 'PayPal', is_external: true };
const STORES = new Set(['google-play', 'apple', 'amazon', 'roku']);

/** A four-digit year (the platform takes `31` or `2031`). */
export const fullYear = (year: string): string => (year.length === 2 ? `20${year}` : year);

/** The gateway's refusal messages (what the failure notification and the 402 carry). */
const REFUSALS: Record<string, string> = { Refused: 'Your card was declined', 'Expired Card': 'Your card has expired', 'Invalid Card Number': 'Your card number is incorrect' };

/** Where the browser goes after a gateway page: the purchase's return URL, or the sandbox's own root when none was given. */
const backTo = (purchase: Purchase, request: FastifyRequest): string => purchase.returnUrl ?? `${originOf(request)}/`;

/** Card payments (passes and subscriptions), vouchers, PayPal, store receipts, and the gateway pages they need (spec 001 §7.5). */
export function registerInPlayerPaymentRoutes(app: FastifyInstance, context: InPlayerContext): void {
  app.get('/payments/methods', async (request) => {
    callerOf(context, request);
    return [CARD_METHOD, PAYPAL_METHOD];
  });

  app.post('/vouchers/discount', async (request) => {
    callerOf(context, request);
    const input = parseFields(discountBody, request.body);
    if (input.access_fee_id === undefined) throw invalidField('access_fee_id', 'The access fee is required');
    const { fee } = feeOf(context, input.access_fee_id);
    const voucher = voucherFor(context, input.voucher_code, fee.id);
    return { amount: discounted(fee.amount, voucher), discount_duration: 1 };
  });

  /** Checks a card purchase and answers it: paid at once, declined (402), or waiting for the bank's challenge. */
  const cardPurchase = async (request: FastifyRequest, subscription: boolean) => {
    const { account } = callerOf(context, request);
    const input = parseFields(cardPaymentBody, request.body);
    if (input.payment_method !== CARD_METHOD.id) throw invalidField('payment_method', 'Only card payments are taken here');
    const { asset, fee } = feeOf(context, input.access_fee);
    if (isSubscriptionFee(fee) !== subscription) throw invalidField('access_fee', subscription ? 'Not a subscription access fee: use POST /payments' : 'A subscription access fee: use POST /subscriptions');
    if (input.voucher_code) voucherFor(context, input.voucher_code, fee.id);
    checkNotOwned(context, account, asset);
    const card = { number: input.number, expiryMonth: input.exp_month, expiryYear: fullYear(input.exp_year) };
    const purchase: Purchase = {
      accessFeeId: fee.id,
      voucherCode: input.voucher_code || undefined,
      method: 'Card',
      returnUrl: input.return_url || undefined,
      card: keptCard({ ...card, cardName: input.card_name, currency: fee.currency }),
    };
    const outcome = classifyCard(card, context.clock.now());
    if (outcome.kind === 'malformed') throw invalidField('number', 'Invalid card number');
    if (outcome.kind === 'refused') {
      const message = REFUSALS[outcome.refusalReason] ?? outcome.refusalReason;
      refuse(context, account, fee.id, message);
      throw new InPlayerError(402, message);
    }
    if (outcome.kind === 'challenge') {
      const token = createPending(context, 'card-3ds', account.id, purchase);
      const redirect = `${originOf(request)}${GATEWAY_PREFIX}/inplayer/3ds/${token}`;
      notify(context, account.uuid, subscription ? 'subscribe.requires.action' : 'payment.card.requires.action', { item_id: asset.id, access_fee_id: fee.id, redirect_to_url: redirect, message: 'The bank asks to confirm the payment' });
      return { code: 200, message: 'The payment needs the bank\'s confirmation: follow the notification\'s redirect_to_url' };
    }
    fulfil(context, account, purchase);
    return { code: 200, message: 'Payment successful' };
  };
  app.post('/payments', async (request) => cardPurchase(request, false));
  app.post('/subscriptions', async (request) => cardPurchase(request, true));

  // PayPal's parameters: the approval page stands in for PayPal's site (approve or cancel), then back to `origin`.
  app.post('/external-payments', async (request) => {
    const { account } = callerOf(context, request);
    const input = parseFields(externalBody, request.body);
    if (input.payment_method !== PAYPAL_METHOD.id) throw invalidField('payment_method', 'Only PayPal is an external payment here');
    const { asset, fee } = feeOf(context, input.access_fee);
    const voucher = input.voucher_code ? voucherFor(context, input.voucher_code, fee.id) : undefined;
    checkNotOwned(context, account, asset);
    const token = createPending(context, 'paypal', account.id, { accessFeeId: fee.id, voucherCode: voucher?.code, method: 'PayPal', returnUrl: input.origin });
    return {
      endpoint: `${originOf(request)}${GATEWAY_PREFIX}/inplayer/paypal/${token}`,
      business: context.seed.merchantName,
      item_name: fee.description,
      currency_code: fee.currency,
      amount: discounted(fee.amount, voucher),
      return: input.origin,
      cancel_return: input.origin,
    };
  });

  app.post<{ Params: { platform: string } }>('/v2/external-payments/:platform/validate', async (request) => {
    callerOf(context, request);
    if (!STORES.has(request.params.platform)) throw new InPlayerError(404, 'Unknown store platform');
    const input = parseFields(receiptBody, request.body);
    if (!input.product_name && (input.item_id === undefined || input.access_fee_id === undefined)) throw invalidField('product_name', 'Give product_name, or item_id and access_fee_id');
    // No store answers here: no receipt can be verified, so every one is refused (README).
    throw new InPlayerError(400, 'Invalid receipt: the store did not confirm it', { receipt: 'The receipt could not be validated' });
  });
}

/** The bank's challenge and PayPal's approval pages for this platform (beside the billing side's, under `/_gateway/inplayer`). */
export function registerInPlayerGatewayPages(app: FastifyInstance, context: InPlayerContext): void {
  const accountOf = (accountId: number): AccountRow => {
    const account = accountById(context, accountId);
    if (!account) throw new InPlayerError(404, 'Account not found');
    return account;
  };

  /** Pays the waiting purchase, or tells the account's sockets why not (the access was bought meanwhile). */
  const complete = (account: AccountRow, purchase: Purchase): void => {
    try {
      const { asset } = feeOf(context, purchase.accessFeeId);
      checkNotOwned(context, account, asset);
      fulfil(context, account, purchase);
    } catch (error) {
      if (!(error instanceof InPlayerError)) throw error;
      refuse(context, account, purchase.accessFeeId, error.message);
    }
  };

  registerGatewayPages(app, (scope) => {
    scope.get<{ Params: { token: string } }>(`${GATEWAY_PREFIX}/inplayer/3ds/:token`, async (request, reply) => {
      const { purchase } = waitingPurchase(context, request.params.token, 'card-3ds');
      const { fee } = feeOf(context, purchase.accessFeeId);
      return sendPage(
        reply,
        decisionPageHtml({
          title: 'Confirm your payment',
          lines: [`Your bank asks you to confirm the payment of ${fee.currency} ${discounted(fee.amount, purchase.voucherCode ? voucherFor(context, purchase.voucherCode, fee.id) : undefined).toFixed(2)} to ${context.seed.merchantName} (${fee.description}).`],
          choices: [
            { value: 'approve', label: 'Approve' },
            { value: 'fail', label: 'Fail' },
          ],
        }),
      );
    });
    scope.post<{ Params: { token: string } }>(`${GATEWAY_PREFIX}/inplayer/3ds/:token`, async (request, reply) => {
      const pending = waitingPurchase(context, request.params.token, 'card-3ds');
      const decision = decisionOf(request.body);
      if (decision !== 'approve' && decision !== 'fail') throw new InPlayerError(422, 'Invalid param decision');
      settlePending(context, pending.token, decision);
      const account = accountOf(pending.accountId);
      if (decision === 'approve') complete(account, pending.purchase);
      else refuse(context, account, pending.purchase.accessFeeId, 'The payment was not authenticated by the bank');
      return reply.redirect(backTo(pending.purchase, request), 303);
    });

    scope.get<{ Params: { token: string } }>(`${GATEWAY_PREFIX}/inplayer/paypal/:token`, async (request, reply) => {
      const { purchase } = waitingPurchase(context, request.params.token, 'paypal');
      const { fee } = feeOf(context, purchase.accessFeeId);
      return sendPage(
        reply,
        decisionPageHtml({
          title: 'PayPal',
          lines: [`Pay ${context.seed.merchantName} for ${fee.description} with PayPal.`],
          choices: [
            { value: 'approve', label: 'Approve' },
            { value: 'cancel', label: 'Cancel' },
          ],
        }),
      );
    });
    scope.post<{ Params: { token: string } }>(`${GATEWAY_PREFIX}/inplayer/paypal/:token`, async (request, reply) => {
      const pending = waitingPurchase(context, request.params.token, 'paypal');
      const decision = decisionOf(request.body);
      if (decision !== 'approve' && decision !== 'cancel') throw new InPlayerError(422, 'Invalid param decision');
      settlePending(context, pending.token, decision);
      if (decision === 'approve') complete(accountOf(pending.accountId), pending.purchase);
      return reply.redirect(backTo(pending.purchase, request), 303);
    });
  });
}
