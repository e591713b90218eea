import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CustomerStore } from '../account/customerStore';
import { authenticate } from '../auth/authenticate';
import { parse } from '../body';
import type { SandboxContext } from '../context';
import { forbidden, notFound, ok } from '../errors';
import { offerTypeOf } from '../offers/OfferCatalog';
import { SubscriptionStore } from '../subscriptions/SubscriptionStore';
import { receiptHtml } from './receipt';
import { TransactionStore, transactionIdOf, transactionRowId, type TransactionRow } from './TransactionStore';

/** The reference's defaults: 50 results from the first. */
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** A transaction as GET /customers/{id}/transactions lists it (jwplayer/ott-web-app `Transaction`). */
export function transactionJson(context: SandboxContext, row: TransactionRow, email: string) {
  const offer = context.offers.find(row.offer_id);
  return {
    transactionId: transactionIdOf(row),
    transactionDate: row.created_at,
    trxToken: null,
    offerId: row.offer_id,
    offerType: offer && offerTypeOf(offer) === 'subscription' ? 'subscription' : 'pass',
    offerTitle: offer?.offerTitle ?? row.offer_id,
    offerPeriod: offer?.period ?? null,
    transactionPriceInclTax: row.price_incl_tax,
    transactionPriceExclTax: row.price_excl_tax,
    transactionCurrency: row.currency,
    customerId: row.customer_id,
    customerEmail: email,
    customerLocale: null,
    customerCountry: row.country,
    customerIpCountry: null,
    customerCurrency: row.currency,
    paymentMethod: row.payment_method,
    externalPaymentId: row.external_payment_id,
    publisherId: Number(context.publisher.publisherId),
    targetType: null,
    targetId: null,
    targetSubscriptionId: row.subscription_id,
  };
}

/** The customer's transactions (newest first, a page at a time) and a transaction's receipt. */
export function registerTransactionRoutes(app: FastifyInstance, context: SandboxContext): void {
  const transactions = new TransactionStore(context);
  const customers = new CustomerStore(context.db);
  const subscriptions = new SubscriptionStore(context);

  app.get<{ Params: { id: string } }>('/customers/:id/transactions', async (request) => {
    const { customerId } = await authenticate(context, request, request.params.id);
    const { limit, offset } = parse(pageQuery, request.query ?? {});
    // Renewals due by now are payments made: the history has them even before the subscriptions are read.
    subscriptions.settle(customerId);
    const { rows, totalCount } = transactions.page(customerId, limit, offset);
    const email = customers.byId(customerId)?.email ?? '';
    return ok({ items: rows.map((row) => transactionJson(context, row, email)), totalCount });
  });

  app.get<{ Params: { transactionId: string } }>('/receipt/:transactionId', async (request) => {
    const { customerId } = await authenticate(context, request);
    const id = transactionRowId(request.params.transactionId);
    const row = id === undefined ? undefined : transactions.byId(id);
    if (!row) throw notFound('Transaction');
    if (row.customer_id !== customerId) throw forbidden('Access denied: the transaction belongs to another customer');
    return ok(receiptHtml(context, row, customers.byId(customerId)!));
  });
}
