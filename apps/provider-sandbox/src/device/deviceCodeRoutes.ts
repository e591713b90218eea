import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/authenticate';
import { issueTokens } from '../auth/sessions';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { ProviderError } from '../errors';

/** Codes live 15 minutes; letters and digits that cannot be misread on a TV (no 0/O, 1/I). */
export const DEVICE_CODE_TTL_SECONDS = 15 * 60;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

/**
 * Where the auth host's routes are served: at the root (the provider's own paths) and under
 * `/auth`, so that a client whose development override is one base URL (MediaStore at its root,
 * the auth host under `/auth`, see packages/integration-cleeng README) reaches both on one port.
 */
export const AUTH_HOST_PREFIXES = ['', '/auth'] as const;

/** Where a person enters the code (the reference's `verificationUrl`); the sandbox has no such page. */
export const VERIFICATION_URL = 'https://sandbox.invalid/activate';

const generateBody = z.object({
  deviceId: z.string().min(1).max(128),
  deviceName: z.string().max(128).optional(),
  broadcasterId: z.union([z.string().regex(/^\d+$/), z.number().int().positive()]),
});
const authorizeBody = z.object({ code: z.string().min(1).max(32) });
const checkQuery = z.object({ code: z.string().min(1), deviceId: z.string().min(1), broadcasterId: z.string().regex(/^\d+$/) });

interface CodeRow {
  code: string;
  device_id: string;
  expires_at: number;
  customer_id: string | null;
}

/**
 * The auth host's failures: its reference lists an HTTP status, an error code and a message per
 * failure, and shows no MediaStore envelope, so they answer `{ code, message }`.
 */
export class AuthHostError extends ProviderError {
  constructor(
    statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(statusCode, message);
    this.name = 'AuthHostError';
  }
}

const invalidBody = () => new AuthHostError(400, 'REQ0001', 'Invalid request body');
const invalidQuery = () => new AuthHostError(400, 'REQ0002', 'Invalid query parameters');
const notFoundCode = () => new AuthHostError(404, 'PINP0201', 'PIN-Pair Authentication Code not found or invalid');
const expiredCode = () => new AuthHostError(410, 'PINP0203', 'PIN-Pair Authentication Code has expired');
const notAuthorizedYet = () => new AuthHostError(401, 'PINP0301', 'PIN-Pair Authentication Code not authorized yet');

function parseOr<T>(schema: z.ZodType<T>, input: unknown, failure: () => AuthHostError): T {
  const result = schema.safeParse(input);
  if (!result.success) throw failure();
  return result.data;
}

/**
 * Device login (PIN pair) on the provider's auth host (`/v1/codes/*`, developers.cleeng.com
 * "Generate code", "Authorize code", "Check code"): a device asks for a code, a signed-in customer
 * authorizes it, the device polls until it gets its own tokens. Replies carry no envelope.
 */
export function registerDeviceCodeRoutes(app: FastifyInstance, context: SandboxContext): void {
  const find = (code: string): CodeRow | undefined =>
    context.db.prepare('SELECT code, device_id, expires_at, customer_id FROM device_codes WHERE code = ?').get(code) as CodeRow | undefined;
  const isLive = (row: CodeRow): boolean => row.expires_at > nowSeconds(context.clock);

  const generate = async (request: FastifyRequest) => {
    const body = parseOr(generateBody, request.body, invalidBody);
    if (String(body.broadcasterId) !== context.publisher.publisherId) throw new AuthHostError(422, 'PINP0001', 'PIN-Pair Integration not activated');
    let code: string;
    do code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    while (find(code) && isLive(find(code)!));
    const expiresAt = nowSeconds(context.clock) + DEVICE_CODE_TTL_SECONDS;
    context.db
      .prepare('INSERT OR REPLACE INTO device_codes (code, device_id, device_name, expires_at, customer_id) VALUES (?, ?, ?, ?, NULL)')
      .run(code, body.deviceId, body.deviceName ?? '', expiresAt);
    return { code, expiresAt: expiresAt * 1000, verificationUrl: VERIFICATION_URL };
  };

  const authorize = async (request: FastifyRequest) => {
    const { customerId } = await authenticate(context, request);
    const { code } = parseOr(authorizeBody, request.body, invalidBody);
    const row = find(code);
    if (!row || row.customer_id !== null) throw notFoundCode();
    if (!isLive(row)) throw expiredCode();
    context.db.prepare('UPDATE device_codes SET customer_id = ? WHERE code = ?').run(customerId, code);
    return {};
  };

  const check = async (request: FastifyRequest) => {
    const query = parseOr(checkQuery, request.query, invalidQuery);
    if (query.broadcasterId !== context.publisher.publisherId) throw notFoundCode();
    const row = find(query.code);
    if (!row || row.device_id !== query.deviceId) throw notFoundCode();
    if (!isLive(row)) throw expiredCode();
    if (row.customer_id === null) throw notAuthorizedYet();
    // Tokens go out once: the code is spent.
    context.db.prepare('DELETE FROM device_codes WHERE code = ?').run(row.code);
    const { jwt, refreshToken } = await issueTokens(context, row.customer_id);
    return { tokenType: 'JWT', accessToken: jwt, refreshToken, expiresIn: context.jwt.ttlSeconds * 1000, customerId: row.customer_id };
  };

  for (const prefix of AUTH_HOST_PREFIXES) {
    app.post(`${prefix}/v1/codes/generate`, generate);
    app.post(`${prefix}/v1/codes/authorize`, authorize);
    app.get(`${prefix}/v1/codes/check`, check);
  }
}

/** The auth host's error body; MediaStore routes answer the envelope (app.ts). */
export const sendAuthHostError = (reply: FastifyReply, error: AuthHostError) => reply.code(error.statusCode).send({ code: error.code, message: error.message });
