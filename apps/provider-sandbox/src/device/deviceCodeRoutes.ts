import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/authenticate';
import { issueTokens } from '../auth/sessions';
import { parse } from '../body';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { invalidParam, ok, ProviderError } from '../errors';

/** Codes live 15 minutes; letters and digits that cannot be misread on a TV (no 0/O, 1/I). */
export const DEVICE_CODE_TTL_SECONDS = 15 * 60;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

const generateBody = z.object({ deviceId: z.string().min(1).max(255), deviceName: z.string().max(255).optional(), broadcasterId: z.union([z.string(), z.number()]) });
const authorizeBody = z.object({ code: z.string().regex(/^[A-Z0-9]{4,12}$/) });

interface CodeRow {
  code: string;
  device_id: string;
  expires_at: number;
  customer_id: string | null;
}

const CODE_INVALID = 'Code is invalid or expired';

/**
 * Device login (PIN pair) on the provider's auth host (`/v1/codes/*`; the sandbox serves both
 * hosts on one port): a device asks for a code, a signed-in customer authorizes it, the device
 * polls until it gets its own tokens.
 */
export function registerDeviceCodeRoutes(app: FastifyInstance, context: SandboxContext): void {
  const live = (code: string): CodeRow | undefined => {
    const row = context.db.prepare('SELECT code, device_id, expires_at, customer_id FROM device_codes WHERE code = ?').get(code) as CodeRow | undefined;
    return row && row.expires_at > nowSeconds(context.clock) ? row : undefined;
  };

  app.post('/v1/codes/generate', async (request) => {
    const body = parse(generateBody, request.body);
    if (String(body.broadcasterId) !== context.publisher.publisherId) throw invalidParam('broadcasterId');
    let code: string;
    do code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    while (live(code));
    const expiresAt = nowSeconds(context.clock) + DEVICE_CODE_TTL_SECONDS;
    context.db
      .prepare('INSERT OR REPLACE INTO device_codes (code, device_id, device_name, expires_at, customer_id) VALUES (?, ?, ?, ?, NULL)')
      .run(code, body.deviceId, body.deviceName ?? '', expiresAt);
    return ok({ code, expiresAt });
  });

  app.post('/v1/codes/authorize', async (request) => {
    const { customerId } = await authenticate(context, request);
    const { code } = parse(authorizeBody, request.body);
    const row = live(code);
    if (!row || row.customer_id !== null) throw new ProviderError(422, CODE_INVALID);
    context.db.prepare('UPDATE device_codes SET customer_id = ? WHERE code = ?').run(customerId, code);
    return ok({ success: true });
  });

  app.get('/v1/codes/check', async (request) => {
    const query = request.query as { code?: unknown; deviceId?: unknown; broadcasterId?: unknown };
    if (typeof query.code !== 'string' || !query.code) throw invalidParam('code');
    if (typeof query.deviceId !== 'string' || !query.deviceId) throw invalidParam('deviceId');
    if (query.broadcasterId !== context.publisher.publisherId) throw invalidParam('broadcasterId');
    const row = live(query.code);
    if (!row || row.device_id !== query.deviceId) throw new ProviderError(422, CODE_INVALID);
    if (row.customer_id === null) return ok({ status: 'pending' });
    // Tokens go out once: the code is spent.
    context.db.prepare('DELETE FROM device_codes WHERE code = ?').run(row.code);
    const { jwt, refreshToken } = await issueTokens(context, row.customer_id);
    return ok({ status: 'authorized', jwt, refreshToken });
  });
}
