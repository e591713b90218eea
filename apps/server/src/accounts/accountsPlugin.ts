import { LIST_LIMIT_DEFAULT } from '@ott/common';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DatabaseSsaiSessions } from '../ads/DatabaseSsaiSessions';
import type { Clock } from '../clock';
import type { AccountsContext } from './AccountsContext';
import { resolveAccountsOptions, type AccountsOptions } from './AccountsOptions';
import { PasswordSignIn } from './auth/PasswordSignIn';
import { SessionTokens } from './auth/SessionTokens';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { DeviceFlow } from './deviceFlow/DeviceFlow';
import { Outbox, type Mail } from './outbox/Outbox';
import { PasswordHasher } from './passwords/passwordHasher';
import { refuseHashingWhenBusy } from './passwords/busyHashing';
import { LoginRateLimiter } from './rateLimit/LoginRateLimiter';
import { RequestLimiter } from './rateLimit/RequestLimits';
import { DatabaseWindowCounts } from './rateLimit/DatabaseWindowCounts';
import { WindowCounter } from './rateLimit/WindowCounter';
import { PasswordReset } from './reset/PasswordReset';
import { CaptchaGuard } from './captcha/CaptchaGuard';
import { DatabaseUsedAnswers, MemoryUsedAnswers } from './captcha/UsedAnswers';
import { accountErrorHandler } from './routes/accountErrorHandler';
import { registerCaptchaRoutes } from './routes/captchaRoutes';
import { registerCustomerRoutes } from './routes/customerRoutes';
import { registerDeviceFlowRoutes } from './routes/deviceFlowRoutes';
import { registerDevOutboxRoutes } from './routes/devOutboxRoutes';
import { registerFavoritesRoutes } from './routes/favoritesRoutes';
import { registerHistoryRoutes } from './routes/historyRoutes';
import { registerSessionRoutes } from './routes/sessionRoutes';
import { DeviceCodeStore } from './store/DeviceCodeStore';
import { FavoritesStore } from './store/FavoritesStore';
import { HistoryStore } from './store/HistoryStore';
import { ResetTokenStore } from './store/ResetTokenStore';
import { SessionStore } from './store/SessionStore';
import { UserStore } from './store/UserStore';
import { TokenSigner } from './tokens/TokenSigner';
import type { Viewers } from '../protection/Viewers';
import type { ServerContext } from '../context';
import { registerCognito } from '../cognito/cognitoPlugin';
import { NO_STORE } from '../http/securityHeaders';

export interface AccountsPluginOptions {
  accounts: AccountsOptions;
  clock: Clock;
  /** Content protection's view of the viewers: given the sessions, so that it can verify access tokens. */
  viewers?: Viewers;
  /** The catalog and content protection, for the Cognito-style variant's entitlement, pools and plan seam. */
  content?: ServerContext;
}

/**
 * A JSON body parser that reads an empty body as no body: `POST /customers/refresh-token` sent
 * with `content-type: application/json` and nothing else is fine. Otherwise Fastify's own parser
 * (which refuses `__proto__` and `constructor` keys).
 */
function acceptEmptyJsonBodies(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

/**
 * The custom account API, registered by buildServer under /api when `accounts` is given. Async:
 * it opens the database and creates or migrates the schema before the server answers.
 */
export async function accountsPlugin(scope: FastifyInstance, options: AccountsPluginOptions): Promise<void> {
  const settings = resolveAccountsOptions(options.accounts);
  const { clock } = options;
  const opened = openDatabase(settings.database, (error) => scope.log.error({ err: error }, 'account database connection error'));
  try {
    await migrateToLatest(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  scope.addHook('onClose', () => opened.close());

  const { db } = opened;
  // What must hold across instances lives in the database when instances can share it (PostgreSQL).
  // SQLite serves one process, and its synced commits would block the event loop on every counted
  // request (about 0.7 ms each): there these stay in memory (README "Several instances").
  const shared = opened.dialect === 'postgres';
  const windows = shared ? new DatabaseWindowCounts(db) : new WindowCounter();
  if (shared && options.content) options.content.ssai.sessions = new DatabaseSsaiSessions(db);
  options.content?.health.addCheck('database', async () => {
    await sql`select 1`.execute(db);
  });
  const users = new UserStore(db);
  const sessionStore = new SessionStore(db);
  const hasher = new PasswordHasher(settings.passwordHashCost);
  const sessions = new SessionTokens(sessionStore, new TokenSigner(settings.tokenSecret), clock, settings.tokenTtlSeconds);
  options.viewers?.attach(sessions);
  const logMail = (mail: Mail): void =>
    settings.devOutbox
      ? scope.log.warn({ to: mail.to, subject: mail.subject, link: mail.link }, 'mail kept in the dev outbox (no mail transport)')
      : scope.log.warn({ to: mail.to, subject: mail.subject }, 'mail kept in the outbox folder (no mail transport)');
  const outbox = new Outbox({ dir: settings.outboxDir, clock, log: logMail });
  const signIn = new PasswordSignIn(db, users, hasher, sessions, new LoginRateLimiter(settings.rateLimit, clock, windows), clock);
  const context: AccountsContext = {
    db,
    clock,
    settings,
    users,
    history: new HistoryStore(db, LIST_LIMIT_DEFAULT),
    favorites: new FavoritesStore(db, LIST_LIMIT_DEFAULT),
    sessions,
    sessionStore,
    signIn,
    passwordReset: new PasswordReset(db, users, sessionStore, new ResetTokenStore(db), hasher, outbox, clock),
    deviceFlow: new DeviceFlow(db, new DeviceCodeStore(db), users, sessions, clock),
    outbox,
    limits: new RequestLimiter(settings.requestLimits, clock, windows),
    captcha: new CaptchaGuard(
      settings.tokenSecret,
      settings.captcha.siteKeys,
      clock,
      settings.captcha.required,
      shared ? new DatabaseUsedAnswers(db) : new MemoryUsedAnswers(),
      settings.captcha.hmacKey,
    ),
  };
  // Not awaited: start-up need not wait for one scrypt; a login that comes first waits for it.
  signIn.prepare().catch((error: unknown) => scope.log.error({ err: error }, 'cannot prepare the login dummy hash'));
  // Housekeeping at start: sessions past their 30 days are of no use.
  await sessionStore.deleteEnded(clock.now());

  acceptEmptyJsonBodies(scope);
  scope.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', NO_STORE);
  });
  scope.setErrorHandler(accountErrorHandler);
  refuseHashingWhenBusy(scope, hasher);
  registerCustomerRoutes(scope, context);
  registerHistoryRoutes(scope, context);
  registerFavoritesRoutes(scope, context);
  registerDeviceFlowRoutes(scope, context);
  registerSessionRoutes(scope, context);
  registerCaptchaRoutes(scope, context);
  if (settings.devOutbox) registerDevOutboxRoutes(scope, context);
  await registerCognito(scope, { db, clock, settings, limits: context.limits, cognito: options.accounts.cognito ?? {}, content: options.content });
}
