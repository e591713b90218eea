import { randomBytes } from 'node:crypto';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import type { cardParams } from './cards';

/**
 * A payment waiting for the customer on a gateway page: a card challenge (3-D Secure) or a
 * PayPal approval, for an order (`order`) or for new payment details (`details`).
 */
export type AttemptKind = 'card-order' | 'card-details' | 'paypal-order' | 'paypal-details';
export type AttemptOutcome = 'approved' | 'failed' | 'cancelled' | 'error' | 'spent';

export interface AttemptRow {
  token: string;
  kind: AttemptKind;
  customer_id: string;
  order_id: number | null;
  payment_method_id: number;
  card: string | null;
  urls: string;
  outcome: AttemptOutcome | null;
  created_at: number;
}

export interface AttemptUrls {
  returnUrl?: string;
  successUrl?: string;
  cancelUrl?: string;
  errorUrl?: string;
}

/** Attempts live one hour (as an order does). */
export const ATTEMPT_TTL_SECONDS = 3600;

export class AttemptStore {
  constructor(private readonly context: SandboxContext) {}

  create(input: { kind: AttemptKind; customerId: string; orderId: number | null; paymentMethodId: number; card?: ReturnType<typeof cardParams>; urls: AttemptUrls }): AttemptRow {
    const token = input.kind.startsWith('paypal') ? `EC-${randomBytes(9).toString('hex').toUpperCase()}` : randomBytes(24).toString('base64url');
    this.context.db
      .prepare('INSERT INTO payment_attempts (token, kind, customer_id, order_id, payment_method_id, card, urls, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(token, input.kind, input.customerId, input.orderId, input.paymentMethodId, input.card ? JSON.stringify(input.card) : null, JSON.stringify(input.urls), nowSeconds(this.context.clock));
    return this.byToken(token)!;
  }

  /** The attempt, while it has not run out. */
  byToken(token: string): AttemptRow | undefined {
    const row = this.context.db.prepare('SELECT * FROM payment_attempts WHERE token = ?').get(token) as AttemptRow | undefined;
    return row && row.created_at + ATTEMPT_TTL_SECONDS > nowSeconds(this.context.clock) ? row : undefined;
  }

  settle(token: string, outcome: AttemptOutcome): void {
    this.context.db.prepare('UPDATE payment_attempts SET outcome = ? WHERE token = ?').run(outcome, token);
  }
}

export const urlsOf = (row: AttemptRow): AttemptUrls => JSON.parse(row.urls) as AttemptUrls;

/** `url` with these query parameters added (those it already has are kept). */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) if (!target.searchParams.has(key)) target.searchParams.set(key, value);
  return target.toString();
}
