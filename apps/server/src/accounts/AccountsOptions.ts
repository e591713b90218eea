import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { CognitoOptions } from '../cognito/CognitoOptions';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from './rateLimit/RequestLimits';

/** Login rate limit: failures per account and attempts per client address, within a window. */
export interface RateLimitOptions {
  /** Failed logins per normalised email within the window (default 10). */
  perAccount: number;
  /** Login attempts per client address within the window (default 100). */
  perAddress: number;
  /** Window length in seconds (default 900). */
  windowSeconds: number;
}

/** `'test'` makes password hashing cheap, for test suites only. */
export type PasswordHashCost = 'production' | 'test';

/** `buildServer({ accounts })`: the custom account API under /api (see README "Accounts"). */
export interface AccountsOptions {
  /** `postgres://...` or `postgresql://...`: use PostgreSQL. Otherwise SQLite in `dataDir`. */
  databaseUrl?: string;
  /** Folder of the SQLite file (`accounts.sqlite`) and of the mail outbox (`outbox/`). */
  dataDir?: string;
  /** HMAC key of the tokens (at least 32 characters). A random one per process when absent. */
  tokenSecret?: string;
  /** Lifetime of a token in seconds (default 7 days). */
  tokenTtlSeconds?: number;
  /** Serves GET /api/dev/outbox, logs mail links, and allows loopback reset-link origins. */
  devOutbox?: boolean;
  /** Origins (e.g. `https://tv.example.org`) that password-reset links may point at. */
  allowedResetOrigins?: string[];
  rateLimit?: RateLimitOptions;
  /** The limits of registration, password reset and device codes (default DEFAULT_REQUEST_LIMITS); tests lower them. */
  requestLimits?: Partial<RequestLimits>;
  passwordHashCost?: PasswordHashCost;
  /** The Cognito-style variant's back end under /api/cognito (pool issuer and client, payments host, external providers). */
  cognito?: CognitoOptions;
  /** The sign-up captcha (README "Captcha"): the site keys challenges are issued for, and whether every sign-up needs one. */
  captcha?: CaptchaOptions;
}

export interface CaptchaOptions {
  /** Site keys (a config's `custom.captchaSiteKey`); buildServer adds those of the catalog's configs. */
  siteKeys?: readonly string[];
  /** Refuse a registration without a solved captcha (default false: only a given answer is checked). */
  required?: boolean;
  /** The ALTCHA HMAC key challenges are signed with, 32+ characters, to share with a billing provider that checks the answers (default: derived from the token secret). */
  hmacKey?: string;
}

export const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
/** A session (a sign-in) lasts at most this long: refreshing a token cannot go beyond it. */
export const SESSION_MAX_SECONDS = 30 * 24 * 3600;
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { perAccount: 10, perAddress: 100, windowSeconds: 15 * 60 };
export const TOKEN_SECRET_MIN_LENGTH = 32;

export type DatabaseChoice = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

/** The options with every default applied, as the accounts plugin uses them. */
export interface AccountsSettings {
  /** SQLite `file` is `:memory:` when there is no data folder. */
  database: DatabaseChoice;
  /** Where mails are written; undefined: kept in memory only. */
  outboxDir: string | undefined;
  tokenSecret: string;
  tokenTtlSeconds: number;
  devOutbox: boolean;
  allowedResetOrigins: ReadonlySet<string>;
  rateLimit: RateLimitOptions;
  requestLimits: RequestLimits;
  passwordHashCost: PasswordHashCost;
  captcha: { siteKeys: ReadonlySet<string>; required: boolean; hmacKey: string | undefined };
}

export class AccountsOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountsOptionsError';
  }
}

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

/** A shared captcha key is a secret like the token secret: as long. */
export const CAPTCHA_HMAC_KEY_MIN_LENGTH = 32;

const captchaHmacKey = (key: string | undefined): string | undefined => {
  if (key !== undefined && key.length < CAPTCHA_HMAC_KEY_MIN_LENGTH) throw new AccountsOptionsError(`accounts.captcha.hmacKey must have at least ${CAPTCHA_HMAC_KEY_MIN_LENGTH} characters`);
  return key;
};

const positiveInteger = (value: number, name: string): number => {
  if (!Number.isInteger(value) || value <= 0) throw new AccountsOptionsError(`accounts.${name} must be a positive integer`);
  return value;
};

/** The default request limits with the given ones in place, each checked. */
function resolveRequestLimits(given: Partial<RequestLimits>): RequestLimits {
  const limits: RequestLimits = { ...DEFAULT_REQUEST_LIMITS, ...given };
  for (const [name, { limit, windowSeconds }] of Object.entries(limits)) {
    positiveInteger(limit, `requestLimits.${name}.limit`);
    positiveInteger(windowSeconds, `requestLimits.${name}.windowSeconds`);
  }
  return limits;
}

/** An origin as URL.origin writes it (`https://tv.example.org`), or an error naming the bad value. */
function normaliseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AccountsOptionsError(`accounts.allowedResetOrigins: "${value}" is not an origin such as https://tv.example.org`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AccountsOptionsError(`accounts.allowedResetOrigins: "${value}" must be http or https`);
  return url.origin;
}

/**
 * Applies the defaults and checks the options once, at start-up, so that a typo fails loudly then
 * rather than on the first request. Without `databaseUrl` and `dataDir` the database is an
 * in-memory SQLite one (tests and throwaway demos).
 */
export function resolveAccountsOptions(options: AccountsOptions): AccountsSettings {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) throw new AccountsOptionsError('accounts.databaseUrl must be a postgres:// or postgresql:// URL');
  const tokenSecret = options.tokenSecret ?? randomBytes(32).toString('base64url');
  if (tokenSecret.length < TOKEN_SECRET_MIN_LENGTH) throw new AccountsOptionsError(`accounts.tokenSecret must have at least ${TOKEN_SECRET_MIN_LENGTH} characters`);
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  return {
    database: databaseUrl
      ? { dialect: 'postgres', url: databaseUrl }
      : { dialect: 'sqlite', file: dataDir ? join(dataDir, 'accounts.sqlite') : ':memory:' },
    outboxDir: dataDir ? join(dataDir, 'outbox') : undefined,
    tokenSecret,
    tokenTtlSeconds: positiveInteger(options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS, 'tokenTtlSeconds'),
    devOutbox: options.devOutbox ?? false,
    allowedResetOrigins: new Set((options.allowedResetOrigins ?? []).map(normaliseOrigin)),
    rateLimit: {
      perAccount: positiveInteger(rateLimit.perAccount, 'rateLimit.perAccount'),
      perAddress: positiveInteger(rateLimit.perAddress, 'rateLimit.perAddress'),
      windowSeconds: positiveInteger(rateLimit.windowSeconds, 'rateLimit.windowSeconds'),
    },
    requestLimits: resolveRequestLimits(options.requestLimits ?? {}),
    passwordHashCost: options.passwordHashCost ?? 'production',
    captcha: { siteKeys: new Set(options.captcha?.siteKeys ?? []), required: options.captcha?.required ?? false, hmacKey: captchaHmacKey(options.captcha?.hmacKey) },
  };
}
