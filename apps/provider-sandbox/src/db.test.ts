import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('openDatabase', () => {
  it('adds the columns a data folder of an older sandbox lacks, keeping its rows', () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
    const old = new Database(join(dir, 'provider-sandbox.sqlite'));
    old.exec(`CREATE TABLE subscriptions (id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id TEXT NOT NULL, offer_id TEXT NOT NULL, status TEXT NOT NULL, price REAL NOT NULL,
      currency TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, renewals INTEGER NOT NULL DEFAULT 0)`);
    old.prepare("INSERT INTO subscriptions (customer_id, offer_id, status, price, currency, created_at, expires_at) VALUES ('1', 'S1_NL', 'active', 1, 'EUR', 0, 1)").run();
    old.close();

    const db = openDatabase({ dataDir: dir });
    expect(db.prepare('SELECT offer_id, in_trial, payment_detail_id, pending_switch_id FROM subscriptions').all()).toEqual([{ offer_id: 'S1_NL', in_trial: 0, payment_detail_id: null, pending_switch_id: null }]);
    db.close();
    expect(() => openDatabase({ dataDir: dir! }).close()).not.toThrow();
  });
});
