import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type Db = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS customers (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  publisher_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  country TEXT NOT NULL,
  currency TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  external_id TEXT,
  external_data TEXT,
  reg_date INTEGER NOT NULL,
  last_login_date INTEGER,
  last_user_ip TEXT
);
CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS reset_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS customer_consents (
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  version TEXT NOT NULL,
  state TEXT NOT NULL,
  value TEXT,
  date INTEGER NOT NULL,
  PRIMARY KEY (customer_id, name)
);
CREATE TABLE IF NOT EXISTS capture_answers (
  customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  answers TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS device_codes (
  code TEXT PRIMARY KEY,
  device_id TEXT NOT NULL,
  device_name TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  customer_id TEXT REFERENCES customers(id) ON DELETE CASCADE
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  offer_id TEXT NOT NULL,
  country TEXT NOT NULL,
  currency TEXT NOT NULL,
  coupon_code TEXT,
  payment_method_id INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  paid INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  offer_id TEXT NOT NULL,
  status TEXT NOT NULL,
  price REAL NOT NULL,
  currency TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  renewals INTEGER NOT NULL DEFAULT 0,
  in_trial INTEGER NOT NULL DEFAULT 0,
  payment_detail_id INTEGER,
  pending_switch_id INTEGER
);
CREATE TABLE IF NOT EXISTS grants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  offer_id TEXT NOT NULL,
  grant_type TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS payment_details (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  payment_method_id INTEGER NOT NULL,
  payment_method TEXT NOT NULL,
  payment_gateway TEXT NOT NULL,
  params TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  deleted INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  offer_id TEXT NOT NULL,
  order_id INTEGER,
  subscription_id INTEGER,
  operation TEXT NOT NULL,
  price_incl_tax REAL NOT NULL,
  price_excl_tax REAL NOT NULL,
  currency TEXT NOT NULL,
  country TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  external_payment_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS payment_attempts (
  token TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  order_id INTEGER,
  payment_method_id INTEGER NOT NULL,
  card TEXT,
  urls TEXT NOT NULL,
  outcome TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS subscription_switches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  subscription_id INTEGER NOT NULL,
  direction TEXT NOT NULL,
  algorithm TEXT NOT NULL,
  from_offer_id TEXT NOT NULL,
  to_offer_id TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS spent_captchas (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
`;

/** Columns added after the first release: a data folder made by an older sandbox gets them on open. */
const ADDED_COLUMNS: ReadonlyArray<[table: string, column: string, definition: string]> = [
  ['subscriptions', 'in_trial', 'INTEGER NOT NULL DEFAULT 0'],
  ['subscriptions', 'payment_detail_id', 'INTEGER'],
  ['subscriptions', 'pending_switch_id', 'INTEGER'],
];

function addMissingColumns(db: Db): void {
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>;
    if (!columns.some((existing) => existing.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}

/** The sandbox's state: `:memory:` (tests) or `<dataDir>/provider-sandbox.sqlite`, schema created on open. */
export function openDatabase(location: { dataDir: string } | ':memory:'): Db {
  let path = ':memory:';
  if (location !== ':memory:') {
    mkdirSync(location.dataDir, { recursive: true });
    path = join(location.dataDir, 'provider-sandbox.sqlite');
  }
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  addMissingColumns(db);
  return db;
}
