import { setTimeout as delay } from 'node:timers/promises';
import type { Clock } from '../../clock';
import { invalidCredentials, userExists } from '../AccountError';
import type { AccountDb } from '../db/schema';
import type { PasswordHasher } from '../passwords/passwordHasher';
import type { LoginRateLimiter } from '../rateLimit/LoginRateLimiter';
import { newId } from '../secrets';
import type { UserStore } from '../store/UserStore';
import { userJson, type UserJson } from '../userJson';
import type { IssuedToken, SessionTokens } from './SessionTokens';

export type SignedIn = IssuedToken & { user: UserJson };

/**
 * Login and registration with email and password. An unknown email costs the same as a wrong
 * password (a dummy hash is verified) and gets the same reply, so neither the answer nor its
 * timing says whether an account exists.
 */
export class PasswordSignIn {
  #dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: AccountDb,
    private readonly users: UserStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokens,
    private readonly limiter: LoginRateLimiter,
    private readonly clock: Clock,
  ) {}

  /** Starts computing the dummy hash now (in the background), so that the first login does not pay for it. */
  prepare(): Promise<void> {
    return this.#dummy().then(() => undefined);
  }

  async login(email: string, password: string, address: string, device = ''): Promise<SignedIn> {
    const slowdownMs = await this.limiter.admit(email, address);
    if (slowdownMs > 0) await delay(slowdownMs);
    const user = await this.users.findByEmail(email);
    const valid = await this.hasher.verify(password, user?.password_hash ?? (await this.#dummy()));
    if (!user || !valid) {
      await this.limiter.failed(email, address);
      throw invalidCredentials();
    }
    await this.limiter.succeeded(email, address);
    if (this.hasher.needsRehash(user.password_hash)) {
      // The cost was raised since this hash was made: store one at today's cost now that we know the password.
      await this.users.update(user.id, { password_hash: await this.hasher.hash(password) }, this.clock.now());
    }
    return { ...(await this.tokens.start(user.id, device)), user: userJson(user) };
  }

  /** Creates the account and signs it in, in one transaction (no account without its first session). */
  async register(email: string, password: string, device = ''): Promise<SignedIn> {
    const passwordHash = await this.hasher.hash(password);
    const now = this.clock.now();
    const user = { id: newId(), email, password_hash: passwordHash, first_name: '', last_name: '', metadata: '{}', terms_accepted_at: now, created_at: now, updated_at: now };
    const issued = await this.db.transaction().execute(async (trx) => {
      if (!(await this.users.insert(user, trx))) throw userExists();
      return this.tokens.start(user.id, device, trx);
    });
    return { ...issued, user: userJson(user) };
  }

  #dummy(): Promise<string> {
    this.#dummyHash ??= this.hasher.hash(`dummy-${newId()}`);
    return this.#dummyHash;
  }
}
