import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';

export interface PaymentDetailRow {
  id: number;
  customer_id: string;
  payment_method_id: number;
  payment_method: 'card' | 'paypal';
  payment_gateway: 'adyen' | 'paypal';
  params: string;
  active: number;
  deleted: number;
  created_at: number;
}

export type NewPaymentDetail = Pick<PaymentDetailRow, 'payment_method_id' | 'payment_method' | 'payment_gateway'> & { params: Record<string, string> };

/** A customer's stored ways to pay: the newest one is active (the one renewals charge). */
export class PaymentDetailStore {
  constructor(private readonly context: SandboxContext) {}

  add(customerId: string, detail: NewPaymentDetail): PaymentDetailRow {
    const { db } = this.context;
    const id = db.transaction(() => {
      db.prepare('UPDATE payment_details SET active = 0 WHERE customer_id = ?').run(customerId);
      return Number(
        db
          .prepare('INSERT INTO payment_details (customer_id, payment_method_id, payment_method, payment_gateway, params, active, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)')
          .run(customerId, detail.payment_method_id, detail.payment_method, detail.payment_gateway, JSON.stringify(detail.params), nowSeconds(this.context.clock)).lastInsertRowid,
      );
    })();
    return this.byId(id)!;
  }

  byId(id: number): PaymentDetailRow | undefined {
    return this.context.db.prepare('SELECT * FROM payment_details WHERE id = ?').get(id) as PaymentDetailRow | undefined;
  }

  /** The customer's payment details that were not deleted, newest first. */
  list(customerId: string): PaymentDetailRow[] {
    return this.context.db.prepare('SELECT * FROM payment_details WHERE customer_id = ? AND deleted = 0 ORDER BY id DESC').all(customerId) as PaymentDetailRow[];
  }

  /** Deleted details stay for the transactions that name them; the newest remaining one becomes active. */
  delete(row: PaymentDetailRow): void {
    const { db } = this.context;
    db.transaction(() => {
      db.prepare('UPDATE payment_details SET deleted = 1, active = 0 WHERE id = ?').run(row.id);
      if (row.active) db.prepare('UPDATE payment_details SET active = 1 WHERE id = (SELECT MAX(id) FROM payment_details WHERE customer_id = ? AND deleted = 0)').run(row.customer_id);
    })();
  }
}

/** A payment detail as GET /customers/{id}/payment_details lists it (jwplayer/ott-web-app `PaymentDetail`). */
export function paymentDetailJson(row: PaymentDetailRow) {
  return {
    id: row.id,
    customerId: row.customer_id,
    paymentMethodId: row.payment_method_id,
    paymentGateway: row.payment_gateway,
    paymentMethod: row.payment_method,
    paymentMethodSpecificParams: JSON.parse(row.params) as Record<string, string>,
    active: row.active === 1,
  };
}
