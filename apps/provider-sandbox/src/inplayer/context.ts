import type { Clock } from '../clock';
import type { Db } from '../db';
import type { NotificationHub, NotificationType } from './notifications';
import type { InPlayerSeed } from './seed';

/** What every route of the video platform reads: the shared database and clock, its seed and its notification hub. */
export interface InPlayerContext {
  db: Db;
  clock: Clock;
  seed: InPlayerSeed;
  hub: NotificationHub;
}

/** Access tokens live an hour (spec 001 §9); refresh tokens 30 days; reset tokens an hour. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 86_400;
export const RESET_TOKEN_TTL_SECONDS = 3600;

/** Pushes one notification to the account's sockets, stamped with the sandbox clock. */
export function notify(context: InPlayerContext, accountUuid: string, type: NotificationType, resource: Record<string, unknown> = {}): void {
  context.hub.push(accountUuid, { type, resource, timestamp: Math.floor(context.clock.now() / 1000) });
}
