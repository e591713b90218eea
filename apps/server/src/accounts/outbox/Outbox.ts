import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../clock';

/** A mail as the outbox keeps it and GET /api/dev/outbox returns it. `sentAt` is ISO 8601. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  sentAt: string;
}

export interface OutboxOptions {
  /** Folder of the JSON files (`<dataDir>/outbox`); undefined: memory only. */
  dir: string | undefined;
  clock: Clock;
  /** Called for every mail: the server log. */
  log: (mail: Mail) => void;
  /** Mails kept in memory, newest last (default 500). */
  keep?: number;
}

/**
 * Where mails go: this server has no mail transport, so every mail is logged, kept in memory and
 * written as one JSON file per mail (file names sort in sending order), which is what development
 * and tests read. A real transport would replace `send`.
 */
export class Outbox {
  readonly #mails: Mail[] = [];
  readonly #options: OutboxOptions;
  #sequence = 0;
  #dirReady: Promise<unknown> | undefined;

  constructor(options: OutboxOptions) {
    this.#options = options;
  }

  async send(mail: Omit<Mail, 'sentAt'>): Promise<Mail> {
    const now = this.#options.clock.now();
    const sent: Mail = { ...mail, sentAt: new Date(now).toISOString() };
    this.#mails.push(sent);
    if (this.#mails.length > (this.#options.keep ?? 500)) this.#mails.shift();
    this.#options.log(sent);
    const { dir } = this.#options;
    if (dir) {
      this.#dirReady ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await this.#dirReady;
      const name = `${String(now).padStart(15, '0')}-${String(process.pid).padStart(7, '0')}-${String(++this.#sequence).padStart(9, '0')}.json`;
      // 0600: the files hold live reset links.
      await writeFile(join(dir, name), `${JSON.stringify(sent, null, 2)}\n`, { mode: 0o600 });
    }
    return sent;
  }

  /** Mails kept in memory, newest first; only those to `to` (compared lowercased) when given. */
  list(to?: string): Mail[] {
    const wanted = to?.trim().toLowerCase();
    return this.#mails.filter((mail) => wanted === undefined || mail.to === wanted).reverse();
  }
}
