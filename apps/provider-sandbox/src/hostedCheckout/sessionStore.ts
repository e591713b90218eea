import { randomBytes } from 'node:crypto';
import type { Db } from '../db';

/** A Checkout Session as the stand-in keeps it (the fields of the published object it answers). */
export interface CheckoutSessionRow {
  id: string;
  mode: string;
  currency: string;
  amount_total: number;
  product_name: string;
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  metadata: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  created: number;
  expires_at: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS hosted_checkout_sessions (
  id TEXT PRIMARY KEY,
  mode TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount_total INTEGER NOT NULL,
  product_name TEXT NOT NULL,
  success_url TEXT NOT NULL,
  cancel_url TEXT,
  client_reference_id TEXT,
  metadata TEXT NOT NULL,
  status TEXT NOT NULL,
  payment_status TEXT NOT NULL,
  created INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);`;

/** Sessions stay open this long (the published default: 24 hours). */
export const SESSION_TTL_SECONDS = 24 * 3600;

/** The stand-in's checkout sessions in the sandbox's database. */
export class CheckoutSessionStore {
  constructor(private readonly db: Db) {
    db.exec(SCHEMA);
  }

  create(session: Omit<CheckoutSessionRow, 'id' | 'status' | 'payment_status' | 'expires_at'>): CheckoutSessionRow {
    const row: CheckoutSessionRow = { ...session, id: `cs_test_${randomBytes(24).toString('hex')}`, status: 'open', payment_status: 'unpaid', expires_at: session.created + SESSION_TTL_SECONDS };
    this.db
      .prepare(
        `INSERT INTO hosted_checkout_sessions (id, mode, currency, amount_total, product_name, success_url, cancel_url, client_reference_id, metadata, status, payment_status, created, expires_at)
         VALUES (@id, @mode, @currency, @amount_total, @product_name, @success_url, @cancel_url, @client_reference_id, @metadata, @status, @payment_status, @created, @expires_at)`,
      )
      .run(row);
    return row;
  }

  /** The session with its status as of `nowSeconds` (an open session past its end is expired). */
  get(id: string, nowSeconds: number): CheckoutSessionRow | undefined {
    const row = this.db.prepare('SELECT * FROM hosted_checkout_sessions WHERE id = ?').get(id) as CheckoutSessionRow | undefined;
    if (row && row.status === 'open' && row.expires_at <= nowSeconds) return { ...row, status: 'expired' };
    return row;
  }

  /** Marks an open session paid; false when it was not open (paid already, expired, unknown). */
  pay(id: string, nowSeconds: number): boolean {
    const result = this.db.prepare("UPDATE hosted_checkout_sessions SET status = 'complete', payment_status = 'paid' WHERE id = ? AND status = 'open' AND expires_at > ?").run(id, nowSeconds);
    return result.changes > 0;
  }
}
