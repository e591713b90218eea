import { randomBytes } from 'node:crypto';
import { nowSeconds } from '../clock';
import { GatewayPageGone } from '../payments/gatewayPage';
import type { Purchase } from './commerce';
import type { InPlayerContext } from './context';

/** A purchase waiting for the customer on a gateway page (the card issuer's challenge or PayPal's approval). */
export interface PendingPurchase {
  token: string;
  kind: 'card-3ds' | 'paypal';
  accountId: number;
  purchase: Purchase;
}

/** Pages run out after an hour, as the billing side's gateway links do. */
const PENDING_TTL_SECONDS = 3600;

export function createPending(context: InPlayerContext, kind: PendingPurchase['kind'], accountId: number, purchase: Purchase): string {
  const token = randomBytes(18).toString('base64url');
  context.db.prepare('INSERT INTO inplayer_pending (token, kind, account_id, purchase, created_at) VALUES (?, ?, ?, ?, ?)').run(token, kind, accountId, JSON.stringify(purchase), nowSeconds(context.clock));
  return token;
}

/** The purchase a page's link names while it waits, else the page is gone (answered, run out, or another kind). */
export function waitingPurchase(context: InPlayerContext, token: string, kind: PendingPurchase['kind']): PendingPurchase {
  const row = context.db.prepare('SELECT token, kind, account_id, purchase, outcome, created_at FROM inplayer_pending WHERE token = ?').get(token) as
    | { token: string; kind: string; account_id: number; purchase: string; outcome: string | null; created_at: number }
    | undefined;
  if (!row || row.kind !== kind || row.outcome !== null || row.created_at + PENDING_TTL_SECONDS <= nowSeconds(context.clock)) throw new GatewayPageGone();
  return { token: row.token, kind, accountId: row.account_id, purchase: JSON.parse(row.purchase) as Purchase };
}

export const settlePending = (context: InPlayerContext, token: string, outcome: string): void =>
  void context.db.prepare('UPDATE inplayer_pending SET outcome = ? WHERE token = ?').run(outcome, token);
