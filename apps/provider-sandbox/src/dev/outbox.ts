import type { Clock } from '../clock';
import { nowSeconds } from '../clock';
import type { Db } from '../db';

/**
 * "Sends" a mail: the sandbox keeps it in its outbox (`GET /_sandbox/outbox`) instead of a real
 * mail server. Both providers' mails go here; `fields` are answered beside `to`, `kind`, `sentAt`.
 */
export function sendMail(db: Db, clock: Clock, to: string, kind: string, fields: Record<string, unknown>): void {
  db.prepare('INSERT INTO outbox (recipient, kind, body, sent_at) VALUES (?, ?, ?, ?)').run(to, kind, JSON.stringify(fields), nowSeconds(clock));
}
