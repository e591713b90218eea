import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword, PASSWORD_PATTERN, verifyPassword } from '../auth/passwords';
import { newOpaqueToken } from '../auth/opaqueTokens';
import { nowSeconds } from '../clock';
import { sendMail } from '../dev/outbox';
import { originOf } from '../payments/gatewayPage';
import { accountByEmail, accountById, accountJson, callerOf, createAccount, endSession, findToken, issueTokens, spendToken, type AccountRow } from './accounts';
import { RESET_TOKEN_TTL_SECONDS, type InPlayerContext } from './context';
import { InPlayerError, invalidField, wrongPassword } from './errors';
import { accountExport } from './exportData';
import { parseFields } from './form';
import { notify } from './context';

const email = z.string().trim().email('The username must be a valid email address');
const password = z.string().regex(PASSWORD_PATTERN, 'At least 8 characters with a lowercase letter and a digit');
const metadata = z.record(z.string(), z.string().max(1000)).optional();

const authenticateBody = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('password'), client_id: z.string().min(1), username: email, password: z.string().min(1), referrer: z.string().optional() }),
  z.object({ grant_type: z.literal('refresh_token'), client_id: z.string().min(1), refresh_token: z.string().min(1), referrer: z.string().optional() }),
]);
const registerBody = z.object({
  full_name: z.string().trim().min(1).max(250),
  username: email,
  password,
  password_confirmation: z.string(),
  client_id: z.string().min(1),
  type: z.literal('consumer'),
  referrer: z.string().optional(),
  grant_type: z.literal('password').optional(),
  metadata,
});
const updateBody = z.object({ full_name: z.string().trim().min(1).max(250), metadata, date_of_birth: z.string().optional() });
const changePasswordBody = z.object({ old_password: z.string().min(1), password, password_confirmation: z.string() });
const forgotBody = z.object({ email, merchant_uuid: z.string().min(1) });
const resetBody = z.object({ password, password_confirmation: z.string() });
const passwordOnly = z.object({ password: z.string().min(1) });
/** Export: the bearer token is enough (the peer client sends no password); a password given must be right. */
const optionalPassword = z.object({ password: z.string().min(1).optional() });

const CHECKED = new Set(['on', 'true', '1', 'yes']);

/** The register fields the merchant requires: a required checkbox must be ticked, a required text given. */
function checkRegisterFields(context: InPlayerContext, given: Record<string, string>): void {
  for (const field of context.seed.registerFields) {
    if (!field.required) continue;
    const value = given[field.name]?.trim() ?? '';
    if (field.type === 'checkbox' ? !CHECKED.has(value.toLowerCase()) : value === '') {
      throw new InPlayerError(422, `Required consents are not accepted: ${field.name}`, { [`metadata[${field.name}]`]: `${field.label} is required` });
    }
  }
}

const checkClient = (context: InPlayerContext, clientId: string): void => {
  if (clientId !== context.seed.clientId) throw invalidField('client_id', 'Unknown client');
};

const matchConfirmation = (value: string, confirmation: string): void => {
  if (value !== confirmation) throw invalidField('password_confirmation', 'The passwords do not match');
};

async function checkPassword(account: AccountRow, given: string): Promise<void> {
  if (!(await verifyPassword(given, account.password_hash))) throw wrongPassword();
}

/** Accounts: sign-in, sign-up with the register fields, profile, passwords, logout, export and erasure (spec 001 §7.5). */
export function registerInPlayerAccountRoutes(app: FastifyInstance, context: InPlayerContext): void {
  const authenticate = async (body: unknown) => {
    const input = parseFields(authenticateBody, body);
    checkClient(context, input.client_id);
    if (input.grant_type === 'refresh_token') {
      const row = findToken(context, input.refresh_token, 'refresh');
      const account = row && accountById(context, row.account_id);
      if (!row || !account) throw new InPlayerError(401, 'Invalid refresh token');
      spendToken(context, input.refresh_token);
      return { ...issueTokens(context, account.id, row.session), account: accountJson(context, account) };
    }
    const account = accountByEmail(context, input.username);
    // The same answer for an unknown address and a wrong password: no account probing.
    if (!account || !(await verifyPassword(input.password, account.password_hash))) throw new InPlayerError(401, 'Invalid credentials');
    return { ...issueTokens(context, account.id), account: accountJson(context, account) };
  };
  app.post('/v2/accounts/authenticate', async (request) => authenticate(request.body));
  app.post('/accounts/authenticate', async (request) => authenticate(request.body));

  app.post('/accounts', async (request) => {
    const input = parseFields(registerBody, request.body);
    checkClient(context, input.client_id);
    matchConfirmation(input.password, input.password_confirmation);
    checkRegisterFields(context, input.metadata ?? {});
    if (accountByEmail(context, input.username)) throw new InPlayerError(409, 'Account already exists');
    const account = createAccount(context, { email: input.username, fullName: input.full_name, passwordHash: await hashPassword(input.password), referrer: input.referrer ?? '', metadata: input.metadata ?? {} });
    return { ...issueTokens(context, account.id), account: accountJson(context, account) };
  });

  app.get<{ Params: { clientId: string } }>('/accounts/register-fields/:clientId', async (request) => {
    checkClient(context, request.params.clientId);
    return { collection: context.seed.registerFields };
  });

  app.get('/accounts', async (request) => accountJson(context, callerOf(context, request).account));

  app.put('/accounts', async (request) => {
    const { account } = callerOf(context, request);
    const input = parseFields(updateBody, request.body);
    let dateOfBirth = account.date_of_birth;
    if (input.date_of_birth !== undefined) {
      const parsed = Date.parse(input.date_of_birth);
      if (Number.isNaN(parsed)) throw invalidField('date_of_birth');
      dateOfBirth = Math.floor(parsed / 1000);
    }
    const merged = { ...(JSON.parse(account.metadata) as Record<string, string>), ...(input.metadata ?? {}) };
    context.db
      .prepare('UPDATE inplayer_accounts SET full_name = ?, metadata = ?, date_of_birth = ?, updated_at = ? WHERE id = ?')
      .run(input.full_name, JSON.stringify(merged), dateOfBirth, nowSeconds(context.clock), account.id);
    return accountJson(context, accountById(context, account.id)!);
  });

  app.get('/accounts/logout', async (request) => {
    const caller = callerOf(context, request);
    endSession(context, caller.session);
    return { code: 200, message: 'Logged out' };
  });

  app.post('/accounts/change-password', async (request) => {
    const { account } = callerOf(context, request);
    const input = parseFields(changePasswordBody, request.body);
    if (!(await verifyPassword(input.old_password, account.password_hash))) throw new InPlayerError(400, 'Old password does not match');
    matchConfirmation(input.password, input.password_confirmation);
    context.db.prepare('UPDATE inplayer_accounts SET password_hash = ?, updated_at = ? WHERE id = ?').run(await hashPassword(input.password), nowSeconds(context.clock), account.id);
    return { code: 200, message: 'Password changed' };
  });

  app.post('/accounts/forgot-password', async (request) => {
    const input = parseFields(forgotBody, request.body);
    checkClient(context, input.merchant_uuid);
    const account = accountByEmail(context, input.email);
    // The same reply for unknown addresses: no account probing.
    if (account) {
      const { token, hash } = newOpaqueToken();
      context.db
        .prepare('INSERT INTO inplayer_tokens (token_hash, account_id, session, kind, expires_at) VALUES (?, ?, ?, ?, ?)')
        .run(hash, account.id, 'reset', 'reset', nowSeconds(context.clock) + RESET_TOKEN_TTL_SECONDS);
      sendMail(context.db, context.clock, account.email, 'inplayer-password-reset', { provider: 'inplayer', token, resetPasswordToken: token });
    }
    return { code: 200, message: 'An email with a link to reset the password has been sent' };
  });

  app.put<{ Params: { token: string } }>('/accounts/forgot-password/:token', async (request) => {
    const input = parseFields(resetBody, request.body);
    const row = findToken(context, request.params.token, 'reset');
    if (!row) throw new InPlayerError(400, 'Password could not be set: the token is not valid or has expired');
    matchConfirmation(input.password, input.password_confirmation);
    spendToken(context, request.params.token);
    context.db.prepare('UPDATE inplayer_accounts SET password_hash = ?, updated_at = ? WHERE id = ?').run(await hashPassword(input.password), nowSeconds(context.clock), row.account_id);
    // A new password ends every session of the account.
    context.db.prepare("DELETE FROM inplayer_tokens WHERE account_id = ? AND kind != 'reset'").run(row.account_id);
    return { code: 200, message: 'Password changed' };
  });

  app.post('/accounts/export', async (request) => {
    const { account } = callerOf(context, request);
    const { password } = parseFields(optionalPassword, request.body ?? {});
    if (password !== undefined) await checkPassword(account, password);
    const { token } = newOpaqueToken();
    const filename = `account-export-${account.id}.json`;
    const content = JSON.stringify(accountExport(context, account), null, 2);
    context.db.prepare('INSERT INTO inplayer_exports (token, account_id, filename, content, created_at) VALUES (?, ?, ?, ?, ?)').run(token, account.id, filename, content, nowSeconds(context.clock));
    const link = `${originOf(request)}/inplayer/exports/${token}`;
    sendMail(context.db, context.clock, account.email, 'inplayer-account-export', {
      provider: 'inplayer',
      link,
      attachment: { filename, contentType: 'application/json', content: Buffer.from(content).toString('base64') },
    });
    return { code: 200, message: 'The export of your data is on its way to your email address' };
  });

  // The export's download link (the mail's link stands in for the platform's mailed file).
  app.get<{ Params: { token: string } }>('/exports/:token', async (request, reply) => {
    const row = context.db.prepare('SELECT filename, content FROM inplayer_exports WHERE token = ?').get(request.params.token) as { filename: string; content: string } | undefined;
    if (!row) throw new InPlayerError(404, 'Export not found');
    return reply.type('application/json; charset=utf-8').header('content-disposition', `attachment; filename="${row.filename}"`).send(row.content);
  });

  app.delete('/accounts/erase', async (request) => {
    const { account } = callerOf(context, request);
    await checkPassword(account, parseFields(passwordOnly, request.body).password);
    notify(context, account.uuid, 'account.logout', { message: 'The account was erased' });
    // Everything of the account goes with it (foreign keys cascade): tokens, lists, access, payments.
    context.db.prepare('DELETE FROM inplayer_accounts WHERE id = ?').run(account.id);
    return { code: 200, message: 'Account erased' };
  });
}
