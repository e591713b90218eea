import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mail } from '../accounts/outbox/Outbox';

/** The mails a server wrote to `<dataDir>/outbox/`, newest first; only those to `to` when given. Works for servers in other processes too. */
export function readOutbox(dataDir: string, to?: string): Mail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const wanted = to?.trim().toLowerCase();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Mail)
    .filter((mail) => wanted === undefined || mail.to === wanted);
}

/** The `resetPasswordToken` of the newest reset mail to `to`, or undefined. */
export function latestResetToken(dataDir: string, to: string): string | undefined {
  const link = readOutbox(dataDir, to).find((mail) => mail.link)?.link;
  return link ? (new URL(link).searchParams.get('resetPasswordToken') ?? undefined) : undefined;
}
