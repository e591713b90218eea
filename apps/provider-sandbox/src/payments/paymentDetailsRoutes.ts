import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate';
import type { SandboxContext } from '../context';
import { forbidden, notFound, ok } from '../errors';
import { PaymentDetailStore, paymentDetailJson } from './PaymentDetailStore';

/** A customer's payment details: list (newest first, the active one is what renewals charge) and delete. */
export function registerPaymentDetailsRoutes(app: FastifyInstance, context: SandboxContext): void {
  const details = new PaymentDetailStore(context);

  app.get<{ Params: { id: string } }>('/customers/:id/payment_details', async (request) => {
    const { customerId } = await authenticate(context, request, request.params.id);
    return ok({ paymentDetails: details.list(customerId).map(paymentDetailJson), message: 'Payment details retrieved successfully' });
  });

  app.delete<{ Params: { id: string } }>('/payment_details/:id', async (request) => {
    const { customerId } = await authenticate(context, request);
    const row = /^\d+$/.test(request.params.id) ? details.byId(Number(request.params.id)) : undefined;
    if (!row || row.deleted) throw notFound('Payment details');
    if (row.customer_id !== customerId) throw forbidden('Access denied: the payment details belong to another customer');
    details.delete(row);
    return ok({ paymentDetailsId: String(row.id) });
  });
}
