import { dirname, join } from 'node:path';
import { CAPTCHA_HMAC_KEY_MIN_LENGTH, isPostgresUrl, TOKEN_SECRET_MIN_LENGTH, type RateLimitOptions } from '../accounts/AccountsOptions';
import type { CognitoOptions, ExternalProvider } from '../cognito/CognitoOptions';
import { isLoopbackAddress } from '../http/loopback';
import { CONTENT_SECRET_MIN_LENGTH } from '../protection/keys';

/** Port the server listens on when PORT is not set. */
export const DEFAULT_PORT = 8080;
/** Loopback only, unless HOST says otherwise: a development server is not exposed by accident. */
export const DEFAULT_HOST = '127.0.0.1';

export const USAGE = `Usage: node dist/main.js [--catalog DIR] [--data-dir DIR] [--database-url URL] [--country-header NAME] [--cleeng-host URL] [--jwp-host URL] [--cognito-issuer URL] [--cognito-client-id ID] [--payments-host URL] [--external-providers JSON] [--dev-outbox] [--captcha-required] [--no-accounts]

  --catalog DIR         catalog folder to serve (default: the demo catalog, apps/server/catalog)
  --data-dir DIR        account data: SQLite file, token secret, mail outbox (default: apps/server/data)
  --database-url URL    keep accounts in PostgreSQL (postgres://...) instead of SQLite
  --country-header NAME request header holding the viewer's country (ISO code, e.g. cf-ipcountry)
                        for geo-blocking (default: none, no geo-blocking)
  --cleeng-host URL     the subscription-billing provider's MediaStore host the server asks about
                        its customers' entitlements (e.g. the local sandbox http://127.0.0.1:8180;
                        default: the provider's sandbox or production host, by the config's useSandbox)
  --jwp-host URL        the video-platform provider's API base the server asks about its accounts'
                        item access (e.g. the local sandbox http://127.0.0.1:8180/inplayer;
                        default: the provider's sandbox or production host, by the config's useSandbox)
  --cognito-issuer URL  issuer of the user pool whose access tokens /api/cognito accepts (e.g. the local
                        emulator's http://127.0.0.1:9229/local_0tt0demo; default per config:
                        https://cognito-idp.{region}.amazonaws.com/{userPoolId}); keys at {issuer}/.well-known/jwks.json
  --cognito-client-id ID  app client id the pool's access tokens must carry (default: each config's clientId)
  --payments-host URL   the card-page payments host (Checkout Sessions shape) the billing portal sells
                        plans through (e.g. the local sandbox http://127.0.0.1:8180; default: none)
  --external-providers JSON  external library-login providers whose tokens /api/cognito/exchange-token
                        accepts: [{"name","issuer","jwksUri"}] (default: none)
  --dev-outbox          serve GET /api/dev/outbox and log reset links (development only)
  --captcha-required    refuse sign-ups without a solved captcha (challenges are issued for the
                        captchaSiteKey of the catalog's configs; default: only a given answer is checked)
  --no-accounts         serve content only, without the account API under /api
  --help                show this help

Environment:
  PORT            port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  HOST            address to listen on (default ${DEFAULT_HOST})
  PUBLIC_URL      origin written into reply URLs when behind a proxy (default: the request's own)
  ALLOWED_HOSTS   comma list of Host header values the server answers (tv.example.org,
                  tv.example.org:8443); others get 421. With a HOST beyond this machine,
                  PUBLIC_URL or ALLOWED_HOSTS is required (reply URLs never follow a stranger's Host)
  LOG_LEVEL       request logging: fatal, error, warn (default), info, debug, trace
  DATA_DIR        as --data-dir
  DATABASE_URL    as --database-url
  TOKEN_SECRET    key that signs the tokens, at least 32 characters (default: generated once
                  into <data dir>/token-secret)
  CONTENT_SECRET  key of media tokens, HLS signatures and access-bridge tokens, at least 32
                  characters (default: derived from the token secret; random per process
                  with --no-accounts)
  OTT_COUNTRY_HEADER  as --country-header
  OTT_CLEENG_HOST     as --cleeng-host
  OTT_JWP_HOST        as --jwp-host
  OTT_COGNITO_ISSUER  as --cognito-issuer
  OTT_COGNITO_CLIENT_ID  as --cognito-client-id
  OTT_PAYMENTS_HOST   as --payments-host
  OTT_PAYMENTS_KEY    secret key sent to the payments host as bearer (default: none)
  OTT_EXTERNAL_PROVIDERS  as --external-providers
  DEV_OUTBOX      1 for --dev-outbox
  OTT_CAPTCHA_REQUIRED  1 for --captcha-required
  OTT_CAPTCHA_HMAC_KEY  the ALTCHA HMAC key captcha challenges are signed with, at least 32
                  characters; give the same key to a billing provider that checks the answers
                  (default: derived from the token secret, known to this server only)
  ACCOUNTS        0 for --no-accounts
  ALLOWED_RESET_ORIGINS  comma list of origins reset links may point at (https://tv.example.org)
  LOGIN_RATE_LIMIT       failed logins per account / attempts per address / window in seconds
                         (default 10/100/900)
  REQUEST_LIMIT_FACTOR   multiplies the limits of registration, password reset and device codes
                         (default 1; the demo and e2e scripts, whose clients all share 127.0.0.1, use 100)`;

/** The account API as the command line sets it up (on by default, SQLite in the data folder). */
export interface CliAccountOptions {
  enabled: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  tokenSecret: string | undefined;
  devOutbox: boolean;
  /** Every sign-up must carry a solved captcha (the site keys are those of the catalog's configs). */
  captchaRequired: boolean;
  /** OTT_CAPTCHA_HMAC_KEY: the captcha key shared with a billing provider; undefined: derived from the token secret. */
  captchaHmacKey: string | undefined;
  allowedResetOrigins: string[];
  /** Undefined: the defaults of the account API. */
  rateLimit: RateLimitOptions | undefined;
  /** Undefined: the default request limits. */
  requestLimitFactor: number | undefined;
  /** The Cognito-style variant's back end: pool issuer and client, payments host, external providers. */
  cognito: CognitoOptions;
}

export interface CliOptions {
  catalogDir: string;
  port: number;
  host: string;
  publicUrl: string | undefined;
  /** Host header values answered; undefined: any (a development server on loopback, or PUBLIC_URL set). */
  allowedHosts: string[] | undefined;
  logLevel: string;
  accounts: CliAccountOptions;
  /** Key of content protection; undefined: derived from the token secret (or random without accounts). */
  contentSecret: string | undefined;
  /** Request header naming the viewer's country; undefined: no geo-blocking. */
  countryHeader: string | undefined;
  /** The billing provider's MediaStore host; undefined: by each config's useSandbox. */
  cleengHost: string | undefined;
  /** The video platform's API base; undefined: by each config's useSandbox. */
  jwpHost: string | undefined;
  help: boolean;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** `1`, `true`, `yes`, `on` or their opposites; undefined when unset; UsageError otherwise. */
function flagFromEnv(env: Readonly<Record<string, string | undefined>>, name: string): boolean | undefined {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new UsageError(`${name} must be 1 or 0`);
}

/** Options that take a value, as `--name value` or `--name=value`, with the word their error names. */
const VALUE_OPTIONS = {
  '--catalog': 'a folder',
  '--data-dir': 'a folder',
  '--database-url': 'a URL',
  '--country-header': 'a header name',
  '--cleeng-host': 'a URL',
  '--jwp-host': 'a URL',
  '--cognito-issuer': 'a URL',
  '--cognito-client-id': 'an app client id',
  '--payments-host': 'a URL',
  '--external-providers': 'a JSON list',
} as const;

/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME_PATTERN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/;
type ValueOption = keyof typeof VALUE_OPTIONS;

/** A host name or IP literal with an optional port, as a Host header carries it. */
const ALLOWED_HOST_PATTERN = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/** Whether a listen address stays on this machine (`localhost`, 127.0.0.0/8, ::1). */
const isLoopbackHost = (host: string): boolean => host === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));

/**
 * Reads the command line and environment; throws UsageError on anything it does not understand.
 * `defaultDataDir` defaults to `data` beside the default catalog (apps/server/data).
 */
export function parseCliArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  defaultCatalogDir: string,
  defaultDataDir: string = join(dirname(defaultCatalogDir), 'data'),
): CliOptions {
  const values: Partial<Record<ValueOption, string>> = {};
  let help = false;
  let devOutbox: boolean | undefined;
  let captchaRequired: boolean | undefined;
  let accountsEnabled: boolean | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    // `pnpm start -- --catalog DIR` passes the separator on.
    if (arg === '--') continue;
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--dev-outbox') devOutbox = true;
    else if (arg === '--captcha-required') captchaRequired = true;
    else if (arg === '--no-accounts') accountsEnabled = false;
    else if (Object.hasOwn(VALUE_OPTIONS, name)) {
      const option = name as ValueOption;
      const value = inline ?? argv[++i];
      if (!value) throw new UsageError(`${option} needs ${VALUE_OPTIONS[option]}`);
      values[option] = value;
    } else throw new UsageError(`unknown argument: ${arg}`);
  }
  const catalogDir = values['--catalog'] ?? defaultCatalogDir;

  const portText = env['PORT']?.trim();
  const port = portText ? Number(portText) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`PORT must be a port number (0-65535), not "${portText}"`);
  const logLevel = env['LOG_LEVEL']?.trim() || 'warn';
  if (!LOG_LEVELS.has(logLevel)) throw new UsageError(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}`);
  const publicUrl = env['PUBLIC_URL']?.trim() || undefined;
  if (publicUrl !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(publicUrl)) throw new UsageError('PUBLIC_URL must be an origin such as https://media.example.org');

  const host = env['HOST']?.trim() || DEFAULT_HOST;
  const allowedHostsText = env['ALLOWED_HOSTS']?.trim();
  const allowedHosts = allowedHostsText ? allowedHostsText.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean) : undefined;
  for (const entry of allowedHosts ?? []) {
    if (!ALLOWED_HOST_PATTERN.test(entry)) throw new UsageError(`ALLOWED_HOSTS: "${entry}" is not a host name with an optional port, such as tv.example.org:8443`);
  }
  if (!isLoopbackHost(host) && publicUrl === undefined && allowedHosts === undefined) {
    throw new UsageError(`HOST=${host} listens beyond this machine: set PUBLIC_URL (the origin viewers use) or ALLOWED_HOSTS, so that reply URLs never follow a stranger's Host header`);
  }

  const databaseUrl = values['--database-url'] ?? (env['DATABASE_URL']?.trim() || undefined);
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) throw new UsageError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  const tokenSecret = env['TOKEN_SECRET']?.trim() || undefined;
  if (tokenSecret !== undefined && tokenSecret.length < TOKEN_SECRET_MIN_LENGTH) throw new UsageError(`TOKEN_SECRET must have at least ${TOKEN_SECRET_MIN_LENGTH} characters`);
  const captchaHmacKey = env['OTT_CAPTCHA_HMAC_KEY']?.trim() || undefined;
  if (captchaHmacKey !== undefined && captchaHmacKey.length < CAPTCHA_HMAC_KEY_MIN_LENGTH) throw new UsageError(`OTT_CAPTCHA_HMAC_KEY must have at least ${CAPTCHA_HMAC_KEY_MIN_LENGTH} characters`);
  const allowedResetOrigins = (env['ALLOWED_RESET_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of allowedResetOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new UsageError(`ALLOWED_RESET_ORIGINS: "${origin}" is not an origin such as https://tv.example.org`);
  }
  const rateLimitText = env['LOGIN_RATE_LIMIT']?.trim();
  let rateLimit: RateLimitOptions | undefined;
  if (rateLimitText) {
    const match = /^(\d{1,9})\/(\d{1,9})\/(\d{1,9})$/.exec(rateLimitText);
    const [perAccount, perAddress, windowSeconds] = (match?.slice(1) ?? []).map(Number);
    if (!perAccount || !perAddress || !windowSeconds) throw new UsageError('LOGIN_RATE_LIMIT must be three positive integers: failures per account/attempts per address/window seconds, e.g. 10/100/900');
    rateLimit = { perAccount, perAddress, windowSeconds };
  }
  const factorText = env['REQUEST_LIMIT_FACTOR']?.trim();
  const requestLimitFactor = factorText ? Number(factorText) : undefined;
  if (requestLimitFactor !== undefined && !(Number.isInteger(requestLimitFactor) && requestLimitFactor > 0 && requestLimitFactor <= 100_000)) {
    throw new UsageError(`REQUEST_LIMIT_FACTOR must be a whole number from 1 to 100000, not "${factorText}"`);
  }
  const accounts: CliAccountOptions = {
    enabled: accountsEnabled ?? flagFromEnv(env, 'ACCOUNTS') ?? true,
    dataDir: values['--data-dir'] ?? (env['DATA_DIR']?.trim() || defaultDataDir),
    databaseUrl,
    tokenSecret,
    devOutbox: devOutbox ?? flagFromEnv(env, 'DEV_OUTBOX') ?? false,
    captchaRequired: captchaRequired ?? flagFromEnv(env, 'OTT_CAPTCHA_REQUIRED') ?? false,
    captchaHmacKey,
    allowedResetOrigins,
    rateLimit,
    requestLimitFactor,
    cognito: cognitoOptionsOf(values, env),
  };

  const contentSecret = env['CONTENT_SECRET']?.trim() || undefined;
  if (contentSecret !== undefined && contentSecret.length < CONTENT_SECRET_MIN_LENGTH) throw new UsageError(`CONTENT_SECRET must have at least ${CONTENT_SECRET_MIN_LENGTH} characters`);
  const countryHeader = values['--country-header'] ?? (env['OTT_COUNTRY_HEADER']?.trim() || undefined);
  if (countryHeader !== undefined && !HEADER_NAME_PATTERN.test(countryHeader)) throw new UsageError(`--country-header / OTT_COUNTRY_HEADER must be a header name such as cf-ipcountry, not "${countryHeader}"`);

  const cleengHost = providerHostOf(values['--cleeng-host'], env['OTT_CLEENG_HOST'], '--cleeng-host / OTT_CLEENG_HOST', 'http://127.0.0.1:8180');
  const jwpHost = providerHostOf(values['--jwp-host'], env['OTT_JWP_HOST'], '--jwp-host / OTT_JWP_HOST', 'http://127.0.0.1:8180/inplayer');

  return { catalogDir, port, host, publicUrl, allowedHosts, logLevel, accounts, contentSecret, countryHeader: countryHeader?.toLowerCase(), cleengHost, jwpHost, help };
}

/** A provider host override from its option, else its variable; UsageError when it is not an http(s) URL. */
function providerHostOf(option: string | undefined, variable: string | undefined, names: string, example: string): string | undefined {
  const value = option ?? (variable?.trim() || undefined);
  if (value !== undefined && !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(value)) throw new UsageError(`${names} must be a URL such as ${example}, not "${value}"`);
  return value;
}

const APP_CLIENT_ID_PATTERN = /^[\w+]{1,128}$/;

/** The Cognito-style variant's options from their flags, else their variables; UsageError for a bad one. */
function cognitoOptionsOf(values: Partial<Record<ValueOption, string>>, env: Readonly<Record<string, string | undefined>>): CognitoOptions {
  const issuer = providerHostOf(values['--cognito-issuer'], env['OTT_COGNITO_ISSUER'], '--cognito-issuer / OTT_COGNITO_ISSUER', 'http://127.0.0.1:9229/local_0tt0demo');
  const clientId = values['--cognito-client-id'] ?? (env['OTT_COGNITO_CLIENT_ID']?.trim() || undefined);
  if (clientId !== undefined && !APP_CLIENT_ID_PATTERN.test(clientId)) throw new UsageError(`--cognito-client-id / OTT_COGNITO_CLIENT_ID must be an app client id (letters, digits, _ and +), not "${clientId}"`);
  const paymentsHost = providerHostOf(values['--payments-host'], env['OTT_PAYMENTS_HOST'], '--payments-host / OTT_PAYMENTS_HOST', 'http://127.0.0.1:8180');
  const paymentsKey = env['OTT_PAYMENTS_KEY']?.trim() || undefined;
  const providersText = values['--external-providers'] ?? (env['OTT_EXTERNAL_PROVIDERS']?.trim() || undefined);
  const externalProviders = providersText === undefined ? undefined : externalProvidersOf(providersText);
  return { issuer, clientId, paymentsHost, paymentsKey, externalProviders };
}

/** `[{"name","issuer","jwksUri","loginUrl"?,"title"?,"icon"?}]`: names 1-64 word characters, the URLs http(s). */
export function externalProvidersOf(text: string): ExternalProvider[] {
  const usage = (problem: string): UsageError => new UsageError(`--external-providers / OTT_EXTERNAL_PROVIDERS ${problem}: expected [{"name":"library","issuer":"https://...","jwksUri":"https://.../jwks.json"}]`);
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw usage('is not JSON');
  }
  if (!Array.isArray(list)) throw usage('is not a list');
  return list.map((entry: unknown, index) => {
    const { name, issuer, jwksUri, loginUrl, title, icon } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !/^[\w-]{1,64}$/.test(name)) throw usage(`[${index}].name is not a name`);
    const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^/\s]+(\/\S*)?$/.test(value);
    for (const [field, value] of [['issuer', issuer], ['jwksUri', jwksUri]] as const) {
      if (!isHttpUrl(value)) throw usage(`[${index}].${field} is not an http(s) URL`);
    }
    for (const [field, value] of [['loginUrl', loginUrl], ['icon', icon]] as const) {
      if (value !== undefined && !isHttpUrl(value)) throw usage(`[${index}].${field} is not an http(s) URL`);
    }
    if (title !== undefined && (typeof title !== 'string' || title.trim() === '' || title.length > 80)) throw usage(`[${index}].title is not a name of 1-80 characters`);
    return {
      name,
      issuer: issuer as string,
      jwksUri: jwksUri as string,
      ...(loginUrl === undefined ? {} : { loginUrl: loginUrl as string }),
      ...(title === undefined ? {} : { title: (title as string).trim() }),
      ...(icon === undefined ? {} : { icon: icon as string }),
    };
  });
}
