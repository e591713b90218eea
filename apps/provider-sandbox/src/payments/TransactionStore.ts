import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context';

export interface TransactionRow {
  id: number;
  customer_id: string;
  offer_id: string;
  order_id: number | null;
  subscription_id: number | null;
  operation: 'initial-payment' | 'renewal' | 'switch';
  price_incl_tax: number;
  price_excl_tax: number;
  currency: string;
  country: string;
  payment_method: string;
  external_payment_id: string;
  created_at: number;
}

export type NewTransaction = Omit<TransactionRow, 'id' | 'external_payment_id'>;

/** The gateway's reference of a payment: 16 characters, as the card gateway's `pspReference`. */
export const newPspReference = (): string => randomBytes(8).toString('hex').toUpperCase();

/** Every payment the sandbox takes (first payments, renewals, upgrades), for the billing history and receipts. */
export class TransactionStore {
  constructor(private readonly context: SandboxContext) {}

  record(transaction: NewTransaction): TransactionRow {
    const { lastInsertRowid } = this.context.db
      .prepare(
        `INSERT INTO transactions (customer_id, offer_id, order_id, subscription_id, operation, price_incl_tax, price_excl_tax, currency, country, payment_method, external_payment_id, created_at)
         VALUES (@customer_id, @offer_id, @order_id, @subscription_id, @operation, @price_incl_tax, @price_excl_tax, @currency, @country, @payment_method, @external_payment_id, @created_at)`,
      )
      .run({ ...transaction, external_payment_id: newPspReference() });
    return this.byId(Number(lastInsertRowid))!;
  }

  byId(id: number): TransactionRow | undefined {
    return this.context.db.prepare('SELECT * FROM transactions WHERE id = ?').get(id) as TransactionRow | undefined;
  }

  /** Newest first (by date, then by id), a page of `limit` from `offset`, and how many there are. */
  page(customerId: string, limit: number, offset: number): { rows: TransactionRow[]; totalCount: number } {
    const rows = this.context.db
      .prepare('SELECT * FROM transactions WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(customerId, limit, offset) as TransactionRow[];
    const { count } = this.context.db.prepare('SELECT COUNT(*) AS count FROM transactions WHERE customer_id = ?').get(customerId) as { count: number };
    return { rows, totalCount: count };
  }
}

/** The transaction id the provider shows: `T` and digits. */
export const transactionIdOf = (row: Pick<TransactionRow, 'id'>): string => `T${row.id}`;
export const transactionRowId = (transactionId: string): number | undefined => (/^T?(\d+)$/.exec(transactionId) ? Number(/^T?(\d+)$/.exec(transactionId)![1]) : undefined);
