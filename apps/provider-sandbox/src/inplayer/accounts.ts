import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { hashToken, newOpaqueToken } from '../auth/opaqueTokens';
import { nowSeconds } from '../clock';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type InPlayerContext } from './context';
import { invalidToken } from './errors';

export interface AccountRow {
  id: number;
  uuid: string;
  email: string;
  full_name: string;
  password_hash: string;
  referrer: string;
  metadata: string;
  date_of_birth: number | null;
  created_at: number;
  updated_at: number;
}

export function accountById(context: InPlayerContext, id: number): AccountRow | undefined {
  return context.db.prepare('SELECT * FROM inplayer_accounts WHERE id = ?').get(id) as AccountRow | undefined;
}

export function accountByEmail(context: InPlayerContext, email: string): AccountRow | undefined {
  return context.db.prepare('SELECT * FROM inplayer_accounts WHERE email = ?').get(email.trim()) as AccountRow | undefined;
}

export function createAccount(context: InPlayerContext, input: { email: string; fullName: string; passwordHash: string; referrer: string; metadata: Record<string, string> }): AccountRow {
  const now = nowSeconds(context.clock);
  const { lastInsertRowid } = context.db
    .prepare('INSERT INTO inplayer_accounts (uuid, email, full_name, password_hash, referrer, metadata, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(randomUUID(), input.email.trim(), input.fullName, input.passwordHash, input.referrer, JSON.stringify(input.metadata), now, now);
  return accountById(context, Number(lastInsertRowid))!;
}

/** The account as the platform answers it (`AccountData`): never the password. */
export function accountJson(context: InPlayerContext, row: AccountRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    full_name: row.full_name,
    referrer: row.referrer,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    social_apps_metadata: [],
    roles: ['consumer'],
    completed: true,
    created_at: row.created_at,
    updated_at: row.updated_at,
    date_of_birth: row.date_of_birth,
    merchant_id: context.seed.merchantId,
    merchant_uuid: context.seed.clientId,
  };
}

/** A session: an access token and a refresh token (opaque; only their hashes are kept), both revoked by logout. */
export function issueTokens(context: InPlayerContext, accountId: number, session: string = randomUUID()) {
  const now = nowSeconds(context.clock);
  const access = newOpaqueToken();
  const refresh = newOpaqueToken();
  const insert = context.db.prepare('INSERT INTO inplayer_tokens (token_hash, account_id, session, kind, expires_at) VALUES (?, ?, ?, ?, ?)');
  const expires = now + ACCESS_TOKEN_TTL_SECONDS;
  insert.run(access.hash, accountId, session, 'access', expires);
  insert.run(refresh.hash, accountId, session, 'refresh', now + REFRESH_TOKEN_TTL_SECONDS);
  return { access_token: access.token, refresh_token: refresh.token, expires };
}

interface TokenRow {
  account_id: number;
  session: string;
  expires_at: number;
}

/** The live token of a kind, or undefined (unknown, expired, revoked). */
export function findToken(context: InPlayerContext, token: string, kind: 'access' | 'refresh' | 'reset'): TokenRow | undefined {
  const row = context.db.prepare('SELECT account_id, session, expires_at FROM inplayer_tokens WHERE token_hash = ? AND kind = ?').get(hashToken(token), kind) as TokenRow | undefined;
  return row && row.expires_at > nowSeconds(context.clock) ? row : undefined;
}

export const spendToken = (context: InPlayerContext, token: string): void => void context.db.prepare('DELETE FROM inplayer_tokens WHERE token_hash = ?').run(hashToken(token));
export const endSession = (context: InPlayerContext, session: string): void => void context.db.prepare('DELETE FROM inplayer_tokens WHERE session = ?').run(session);

export interface Caller {
  account: AccountRow;
  session: string;
  token: string;
}

/** The account behind `Authorization: Bearer <access_token>` (or `?access_token=` where headers cannot be set), else 401. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const query = request.query as { access_token?: unknown } | undefined;
  return typeof query?.access_token === 'string' ? query.access_token : undefined;
}

export function callerOf(context: InPlayerContext, request: FastifyRequest): Caller {
  const token = bearerToken(request);
  const row = token ? findToken(context, token, 'access') : undefined;
  const account = row ? accountById(context, row.account_id) : undefined;
  if (!row || !account || !token) throw invalidToken();
  return { account, session: row.session, token };
}
