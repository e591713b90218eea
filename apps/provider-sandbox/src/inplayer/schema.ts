import type { Db } from '../db';

/** The video platform's own tables (prefixed `inplayer_`), beside the billing provider's in the same database. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS inplayer_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  full_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  referrer TEXT NOT NULL,
  metadata TEXT NOT NULL,
  date_of_birth INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS inplayer_tokens (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES inplayer_accounts(id) ON DELETE CASCADE,
  session TEXT NOT NULL,
  kind TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS inplayer_watch_history (
  account_id INTEGER NOT NULL REFERENCES inplayer_accounts(id) ON DELETE CASCADE,
  media_id TEXT NOT NULL,
  progress REAL NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, media_id)
);
CREATE TABLE IF NOT EXISTS inplayer_favorites (
  account_id INTEGER NOT NULL REFERENCES inplayer_accounts(id) ON DELETE CASCADE,
  media_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, media_id)
);
CREATE TABLE IF NOT EXISTS inplayer_accesses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES inplayer_accounts(id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,
  access_fee_id INTEGER,
  starts_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS inplayer_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token TEXT NOT NULL UNIQUE,
  account_id INTEGER NOT NULL REFERENCES inplayer_accounts(id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,
  access_fee_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  charged_amount REAL NOT NULL,
  currency TEXT NOT NULL,
  payment_method_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  next_billing_date INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS inplayer_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES inplayer_accounts(id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,
  access_fee_id INTEGER NOT NULL,
  action_type TEXT NOT NULL,
  charged_amount REAL NOT NULL,
  currency TEXT NOT NULL,
  payment_method_name TEXT NOT NULL,
  transaction_token TEXT NOT NULL UNIQUE,
  trx_token TEXT NOT NULL UNIQUE,
  note TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS inplayer_cards (
  account_id INTEGER PRIMARY KEY REFERENCES inplayer_accounts(id) ON DELETE CASCADE,
  last4 TEXT NOT NULL,
  card_name TEXT NOT NULL,
  exp_month TEXT NOT NULL,
  exp_year TEXT NOT NULL,
  card_type TEXT NOT NULL,
  currency TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS inplayer_pending (
  token TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES inplayer_accounts(id) ON DELETE CASCADE,
  purchase TEXT NOT NULL,
  outcome TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS inplayer_exports (
  token TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES inplayer_accounts(id) ON DELETE CASCADE,
  filename TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

export function ensureInPlayerSchema(db: Db): void {
  db.exec(SCHEMA);
}
