import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../body';
import { nowSeconds } from '../clock';
import { DEV_PREFIX } from '../dev/devRoutes';
import { invalidParam, notFound, ok } from '../errors';
import { accountByEmail } from './accounts';
import { feePeriodEnd } from './commerce';
import { notify, type InPlayerContext } from './context';
import { findAsset } from './seed';

const accessBody = z.object({ email: z.string().email(), assetId: z.number().int().positive(), expiresAt: z.number().int().positive().optional() });

/**
 * Control routes for this platform beside the shared ones (`/_sandbox/clock`, `/_sandbox/outbox`
 * serve both): grant or revoke an item's access by hand, as the platform's dashboard can; the
 * account's sockets hear `access.granted` / `access.revoked`.
 */
export function registerInPlayerDevRoutes(app: FastifyInstance, context: InPlayerContext): void {
  const target = (input: unknown) => {
    const body = parse(accessBody, input);
    const account = accountByEmail(context, body.email);
    if (!account) throw notFound('Account');
    const asset = findAsset(context.seed, body.assetId);
    if (!asset) throw notFound('Asset');
    return { body, account, asset };
  };

  app.post(`${DEV_PREFIX}/inplayer/access`, async (request) => {
    const { body, account, asset } = target(request.body);
    const now = nowSeconds(context.clock);
    const expiresAt = body.expiresAt ?? feePeriodEnd(asset.accessFees[0]!, now);
    if (expiresAt <= now) throw invalidParam('expiresAt');
    context.db.prepare('INSERT INTO inplayer_accesses (account_id, item_id, access_fee_id, starts_at, expires_at, created_at) VALUES (?, ?, NULL, ?, ?, ?)').run(account.id, asset.id, now, expiresAt, now);
    notify(context, account.uuid, 'access.granted', { item_id: asset.id, expires_at: expiresAt });
    return ok({ accountId: account.id, assetId: asset.id, expiresAt });
  });

  app.delete(`${DEV_PREFIX}/inplayer/access`, async (request) => {
    const { account, asset } = target(request.body);
    const now = nowSeconds(context.clock);
    context.db.prepare('UPDATE inplayer_accesses SET expires_at = ? WHERE account_id = ? AND item_id = ? AND expires_at > ?').run(now, account.id, asset.id, now);
    context.db.prepare("UPDATE inplayer_subscriptions SET status = 'ended', next_billing_date = ?, updated_at = ? WHERE account_id = ? AND item_id = ? AND status != 'ended'").run(now, now, account.id, asset.id);
    notify(context, account.uuid, 'access.revoked', { item_id: asset.id, message: 'Access was revoked' });
    return ok({ accountId: account.id, assetId: asset.id });
  });
}
