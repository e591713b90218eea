import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { newOpaqueToken, hashToken } from '../auth/opaqueTokens';
import { hashPassword, PASSWORD_PATTERN } from '../auth/passwords';
import { revokeRefreshTokens } from '../auth/sessions';
import { parse } from '../body';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { invalidParam, ok, ProviderError } from '../errors';
import { sendMail } from '../dev/outbox';
import { CustomerStore } from './customerStore';

const requestBody = z.object({
  customerEmail: z.string().trim().email(),
  publisherId: z.string().optional(),
  offerId: z.string().optional(),
  resetUrl: z.string().url().optional(),
});

const changeBody = z.object({
  customerEmail: z.string().trim().email().optional(),
  publisherId: z.string().optional(),
  resetPasswordToken: z.string().min(1),
  newPassword: z.string(),
  newPasswordConfirmation: z.string().optional(),
});

/** The reset link the sandbox "mails": the given reset URL with the token and the address appended. */
function resetLink(resetUrl: string | undefined, token: string, email: string): string {
  if (!resetUrl) return token;
  const url = new URL(resetUrl);
  url.searchParams.set('resetPasswordToken', token);
  url.searchParams.set('email', email);
  return url.toString();
}

/** Password reset: a request "mails" a single-use token (to the dev outbox); the change spends it. */
export function registerPasswordRoutes(app: FastifyInstance, context: SandboxContext): void {
  const customers = new CustomerStore(context.db);

  app.put('/customers/passwords', async (request) => {
    const body = parse(requestBody, request.body);
    const customer = customers.byEmail(body.customerEmail);
    // The same reply for unknown addresses: no account probing.
    if (customer) {
      const { token, hash } = newOpaqueToken();
      const now = nowSeconds(context.clock);
      context.db.prepare('INSERT INTO reset_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)').run(hash, customer.id, now + context.ttl.resetToken);
      const mail = { resetPasswordToken: token, link: resetLink(body.resetUrl, token, customer.email) };
      sendMail(context.db, context.clock, customer.email, 'password-reset', mail);
    }
    return ok({ success: true });
  });

  app.patch('/customers/passwords', async (request) => {
    const body = parse(changeBody, request.body);
    if (!PASSWORD_PATTERN.test(body.newPassword)) throw invalidParam('password');
    if (body.newPasswordConfirmation !== undefined && body.newPasswordConfirmation !== body.newPassword) throw invalidParam('newPasswordConfirmation');
    const row = context.db.prepare('SELECT customer_id, expires_at FROM reset_tokens WHERE token_hash = ?').get(hashToken(body.resetPasswordToken)) as
      | { customer_id: string; expires_at: number }
      | undefined;
    const customer = row && customers.byId(row.customer_id);
    const emailMatches = !body.customerEmail || customer?.email.toLowerCase() === body.customerEmail.toLowerCase();
    if (!row || !customer || row.expires_at <= nowSeconds(context.clock) || !emailMatches) throw new ProviderError(422, 'resetPasswordToken is not valid');
    customers.update(customer.id, { password_hash: await hashPassword(body.newPassword) });
    context.db.prepare('DELETE FROM reset_tokens WHERE customer_id = ?').run(customer.id);
    revokeRefreshTokens(context, customer.id);
    return ok({ success: true });
  });
}
