import type { Kysely, Transaction } from 'kysely';

/**
 * The account tables, as the query layer sees them. The schema is dialect-neutral so that one
 * repository serves SQLite and PostgreSQL: ids and secrets are text, times are integers of epoch
 * milliseconds (bigint in PostgreSQL, read back as numbers), flags are times or null, and
 * publisher metadata is a JSON text.
 */
export interface UsersTable {
  id: string;
  /** Trimmed and lowercased: emails are compared case-insensitively. */
  email: string;
  /** Self-describing scrypt string (see passwords/passwordHasher.ts); never leaves the server. */
  password_hash: string;
  first_name: string;
  last_name: string;
  /** JSON object of the publisher metadata (flat: string, boolean or number values). */
  metadata: string;
  terms_accepted_at: number;
  created_at: number;
  updated_at: number;
}

/** A sign-in. Tokens name their session; revoking it ends every token of that sign-in. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  /** Hard end of the session: refreshing a token cannot go beyond it. */
  expires_at: number;
  revoked_at: number | null;
  /** The device that signed in, as its browser names itself ("Chrome on Linux") or a TV its device name. */
  device: string;
  /** When a request last used the session (updated at most once a minute); null only before migration 0002 ran. */
  last_seen_at: number | null;
}

/** Password-reset tokens: only their SHA-256 is kept, so a database leak gives no usable link. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface HistoryTable {
  user_id: string;
  media_id: string;
  progress: number;
  updated_at: number;
  /** Per-user write order: breaks ties between entries written in the same millisecond. */
  seq: number;
}

export interface FavoritesTable {
  user_id: string;
  media_id: string;
  created_at: number;
  seq: number;
}

/** Device-flow codes, by SHA-256 of the code (the code is a bearer secret for its 10 minutes). */
export interface DeviceCodesTable {
  code_hash: string;
  device_id: string;
  device_name: string;
  config_id: string;
  created_at: number;
  expires_at: number;
  user_id: string | null;
  authorized_at: number | null;
  /** Set when the device has collected its token: the code is used. */
  consumed_at: number | null;
}

/** Cognito-style variant (migration 0003): what a plan gives. */
export interface BillingPlansTable {
  id: string;
  name: string;
  access_model: string;
}

export interface BillingOffersTable {
  id: string;
  plan_id: string;
  title: string;
  period: string;
  trial_days: number;
  /** The default price (countries without one of their own), in minor units. */
  price_minor: number;
  currency: string;
}

export interface BillingOfferPricesTable {
  offer_id: string;
  /** ISO 3166-1 alpha-2, uppercase. */
  country: string;
  price_minor: number;
  currency: string;
}

/** A pool user's subscription; `account_sub` is the user's `sub` in the user pool. */
export interface BillingSubscriptionsTable {
  id: string;
  account_sub: string;
  offer_id: string;
  plan_id: string;
  started_at: number;
  expires_at: number;
  cancelled_at: number | null;
  period: string;
  price_minor: number;
  currency: string;
  payment_method: string;
  /** The paid checkout session it came from: recording it twice is impossible. */
  checkout_session_id: string;
}

/** One-time billing-portal tokens, by SHA-256. */
export interface BillingPortalTokensTable {
  token_hash: string;
  account_sub: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Checkout sessions opened at the payments host, bound to the user who opened them. */
export interface BillingCheckoutsTable {
  session_id: string;
  account_sub: string;
  offer_id: string;
  country: string;
  return_url: string;
  created_at: number;
  completed_at: number | null;
}

/** A rate-limit window (migration 0004): `count` events of `key` on `counter` until `ends_at`. */
export interface RateLimitWindowsTable {
  counter: string;
  key: string;
  ends_at: number;
  count: number;
}

/** Captcha answers already accepted, by their challenge's signature, until the challenge expires. */
export interface CaptchaAnswersTable {
  signature: string;
  expires_at: number;
}

/** Sessions of server-side ad insertion: the session as JSON (see ads/ssaiSessions.ts). */
export interface SsaiSessionsTable {
  id: string;
  data: string;
  expires_at: number;
}

/** The tracking events a session has fired, one row each: inserting one claims it. */
export interface SsaiBeaconsTable {
  session_id: string;
  break_index: number;
  event_index: number;
}

export interface AccountDatabase {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  history: HistoryTable;
  favorites: FavoritesTable;
  device_codes: DeviceCodesTable;
  billing_plans: BillingPlansTable;
  billing_offers: BillingOffersTable;
  billing_offer_prices: BillingOfferPricesTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_portal_tokens: BillingPortalTokensTable;
  billing_checkouts: BillingCheckoutsTable;
  rate_limit_windows: RateLimitWindowsTable;
  captcha_answers: CaptchaAnswersTable;
  ssai_sessions: SsaiSessionsTable;
  ssai_beacons: SsaiBeaconsTable;
}

export type AccountDb = Kysely<AccountDatabase>;
/** A connection or a transaction: repositories run their queries on either. */
export type Queryable = Kysely<AccountDatabase> | Transaction<AccountDatabase>;
