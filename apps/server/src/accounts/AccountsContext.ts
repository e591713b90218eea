import type { Clock } from '../clock';
import type { AccountsSettings } from './AccountsOptions';
import type { CaptchaGuard } from './captcha/CaptchaGuard';
import type { PasswordSignIn } from './auth/PasswordSignIn';
import type { SessionTokens } from './auth/SessionTokens';
import type { AccountDb } from './db/schema';
import type { DeviceFlow } from './deviceFlow/DeviceFlow';
import type { Outbox } from './outbox/Outbox';
import type { RequestLimiter } from './rateLimit/RequestLimits';
import type { PasswordReset } from './reset/PasswordReset';
import type { FavoritesStore } from './store/FavoritesStore';
import type { HistoryStore } from './store/HistoryStore';
import type { SessionStore } from './store/SessionStore';
import type { UserStore } from './store/UserStore';

/** What the account routes use: the stores and the flows built over one database and one clock. */
export interface AccountsContext {
  db: AccountDb;
  clock: Clock;
  settings: AccountsSettings;
  users: UserStore;
  history: HistoryStore;
  favorites: FavoritesStore;
  sessions: SessionTokens;
  /** The sessions themselves (list, end one, end the others). */
  sessionStore: SessionStore;
  signIn: PasswordSignIn;
  passwordReset: PasswordReset;
  deviceFlow: DeviceFlow;
  outbox: Outbox;
  /** The limits of the routes anyone can call (registration, reset, device codes). */
  limits: RequestLimiter;
  /** The sign-up captcha: challenges and the check of an answer. */
  captcha: CaptchaGuard;
}
