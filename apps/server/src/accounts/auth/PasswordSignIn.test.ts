import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../testing/movableClock';
import { AccountError } from '../AccountError';
import { DEFAULT_RATE_LIMIT } from '../AccountsOptions';
import { migrateToLatest } from '../db/migrate';
import { openDatabase, type OpenedDatabase } from '../db/openDatabase';
import { PasswordHasher } from '../passwords/passwordHasher';
import { LoginRateLimiter } from '../rateLimit/LoginRateLimiter';
import { SessionStore } from '../store/SessionStore';
import { UserStore } from '../store/UserStore';
import { TokenSigner } from '../tokens/TokenSigner';
import { PasswordSignIn } from './PasswordSignIn';
import { SessionTokens } from './SessionTokens';

/** Records which stored hashes login verified against. */
class RecordingHasher extends PasswordHasher {
  readonly verified: string[] = [];
  override async verify(password: string, stored: string): Promise<boolean> {
    this.verified.push(stored);
    return super.verify(password, stored);
  }
}

describe('password sign-in', () => {
  let opened: OpenedDatabase;
  let signIn: PasswordSignIn;
  let hasher: RecordingHasher;
  let users: UserStore;
  const clock = movableClock('2025-03-01T12:00:00Z');

  beforeAll(async () => {
    opened = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    await migrateToLatest(opened.db);
    hasher = new RecordingHasher('test');
    users = new UserStore(opened.db);
    const tokens = new SessionTokens(new SessionStore(opened.db), new TokenSigner('k'.repeat(32)), clock, 3600);
    signIn = new PasswordSignIn(opened.db, users, hasher, tokens, new LoginRateLimiter(DEFAULT_RATE_LIMIT, clock), clock);
    await signIn.prepare();
  });
  afterAll(() => opened.close());

  const failure = async (attempt: Promise<unknown>): Promise<AccountError> => {
    const error = await attempt.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AccountError);
    return error as AccountError;
  };

  it('verifies a dummy hash of the same cost for an unknown email, and fails the same way', async () => {
    await signIn.register('known@example.org', 'first-pass-word-1');
    hasher.verified.length = 0;
    const unknown = await failure(signIn.login('unknown@example.org', 'first-pass-word-1', '10.0.0.1'));
    const wrong = await failure(signIn.login('known@example.org', 'second-pass-word-2', '10.0.0.1'));
    expect(hasher.verified).toHaveLength(2);
    expect(hasher.verified[0]).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(hasher.verified[0]).not.toBe(hasher.verified[1]);
    expect([unknown.statusCode, unknown.message]).toEqual([wrong.statusCode, wrong.message]);
  });

  it('stores a hash at the current cost when a login finds an older one', async () => {
    const legacy = await new PasswordHasher({ logN: 11, r: 8, p: 1 }).hash('legacy-pass-word-3');
    await signIn.register('legacy@example.org', 'temporary-pass-4');
    await users.update((await users.findByEmail('legacy@example.org'))!.id, { password_hash: legacy }, clock.now());
    await signIn.login('legacy@example.org', 'legacy-pass-word-3', '10.0.0.2');
    const stored = (await users.findByEmail('legacy@example.org'))!.password_hash;
    expect(stored).not.toBe(legacy);
    expect(stored).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(await hasher.verify('legacy-pass-word-3', stored)).toBe(true);
  });

  it('registers one account per email even when two registrations race', async () => {
    const results = await Promise.allSettled([signIn.register('race@example.org', 'race-pass-word-5'), signIn.register('race@example.org', 'race-pass-word-6')]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as AccountError).statusCode).toBe(409);
  });
});
