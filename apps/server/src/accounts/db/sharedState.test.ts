import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSsaiSessions } from '../../ads/DatabaseSsaiSessions';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { movableClock } from '../../testing/movableClock';
import { DatabaseUsedAnswers } from '../captcha/UsedAnswers';
import { AccountError } from '../AccountError';
import { DatabaseWindowCounts } from '../rateLimit/DatabaseWindowCounts';
import { LoginRateLimiter } from '../rateLimit/LoginRateLimiter';
import { RequestLimiter, DEFAULT_REQUEST_LIMITS } from '../rateLimit/RequestLimits';
import { migrateToLatest } from './migrate';
import { openDatabase, type OpenedDatabase } from './openDatabase';

/**
 * The shared-state stores of migration 0004 on both databases. "Two instances" are two
 * connections (two pools on PostgreSQL) to one database, each with stores of its own.
 */
describe.each(['sqlite', 'postgres'] as const)('shared state on %s', (dialect) => {
  let database: TestDatabase | undefined;
  let a: OpenedDatabase;
  let b: OpenedDatabase;

  beforeAll(async () => {
    if (dialect === 'postgres') {
      database = await createTestDatabase();
      a = openDatabase({ dialect, url: database.url });
      await migrateToLatest(a.db);
      b = openDatabase({ dialect, url: database.url });
    } else {
      a = openDatabase({ dialect, file: ':memory:' });
      await migrateToLatest(a.db);
      b = a;
    }
  });
  afterAll(async () => {
    await a.close();
    if (b !== a) await b.close();
    await database?.drop();
  });

  it('counts a key in one window across instances, restarts it once ended, and resets it', async () => {
    const [one, two] = [new DatabaseWindowCounts(a.db), new DatabaseWindowCounts(b.db)];
    expect(await one.add('c', 'k', 1000, 10_000)).toEqual({ count: 1, endsAt: 11_000 });
    expect(await two.add('c', 'k', 1000, 10_500)).toEqual({ count: 2, endsAt: 11_000 });
    expect(await one.peek('c', 'k', 10_600)).toEqual({ count: 2, endsAt: 11_000 });
    expect(await one.peek('other', 'k', 10_600)).toBeUndefined();
    expect(await two.peek('c', 'k', 11_000)).toBeUndefined();
    expect(await two.add('c', 'k', 1000, 11_000)).toEqual({ count: 1, endsAt: 12_000 });
    await one.reset('c', 'k');
    expect(await two.peek('c', 'k', 11_100)).toBeUndefined();
  });

  it('counts concurrent events on both instances, none lost', async () => {
    const [one, two] = [new DatabaseWindowCounts(a.db), new DatabaseWindowCounts(b.db)];
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).add('burst', 'k', 60_000, 20_000)));
    expect(await one.peek('burst', 'k', 20_001)).toEqual({ count: 20, endsAt: 80_000 });
  });

  it('blocks a request limit and a login limit on the other instance', async () => {
    const clock = movableClock(100_000);
    const limits = { ...DEFAULT_REQUEST_LIMITS, register: { limit: 2, windowSeconds: 60 } };
    const [one, two] = [new RequestLimiter(limits, clock, new DatabaseWindowCounts(a.db)), new RequestLimiter(limits, clock, new DatabaseWindowCounts(b.db))];
    await one.admit('register', '10.0.0.1');
    await two.admit('register', '10.0.0.1');
    await expect(one.admit('register', '10.0.0.1')).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 60 });

    const options = { perAccount: 2, perAddress: 100, windowSeconds: 60 };
    const [loginOne, loginTwo] = [new LoginRateLimiter(options, clock, new DatabaseWindowCounts(a.db)), new LoginRateLimiter(options, clock, new DatabaseWindowCounts(b.db))];
    await loginOne.failed('x@y.co', '10.0.0.2');
    await loginTwo.failed('x@y.co', '10.0.0.2');
    const refused = await loginOne.admit('x@y.co', '10.0.0.2').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AccountError);
    expect(refused).toMatchObject({ statusCode: 429 });
    await loginTwo.succeeded('x@y.co', '10.0.0.2');
    expect(await loginOne.admit('x@y.co', '10.0.0.2')).toBe(0);
  });

  it('accepts a captcha answer once across instances, and forgets it after its expiry', async () => {
    const [one, two] = [new DatabaseUsedAnswers(a.db), new DatabaseUsedAnswers(b.db)];
    expect(await one.claim('sig-1', 5000, 1000)).toBe(true);
    expect(await two.claim('sig-1', 5000, 1000)).toBe(false);
    const concurrent = await Promise.all([one.claim('sig-2', 5000, 1000), two.claim('sig-2', 5000, 1000), one.claim('sig-2', 5000, 1000)]);
    expect(concurrent.filter(Boolean)).toHaveLength(1);
    const later = new DatabaseUsedAnswers(a.db);
    expect(await later.claim('sig-3', 200_000, 100_000)).toBe(true);
    const rows = await a.db.selectFrom('captcha_answers').select('signature').orderBy('signature').execute();
    expect(rows.map((row) => row.signature)).toEqual(['sig-3']);
  });

  it('serves an ad-insertion session on the other instance and fires each tracking event once', async () => {
    const [one, two] = [new DatabaseSsaiSessions(a.db), new DatabaseSsaiSessions(b.db)];
    const breaks = [{ index: 1, position: 0, clip: 'ad-spot', segments: [{ uri: 'a_000.ts', duration: 4, discontinuity: false }] }];
    const data = { mediaId: 'mvLngTde', clipId: 'deep-field', scheduleId: 'demo', origin: 'http://o', beacons: true, itemBound: false, signed: false, breaks, expiresAt: 50_000 };
    const session = await one.create(data , 1000);
    expect(await two.get(session.id, 1000)).toEqual(session);
    expect(await two.get(session.id, 50_000)).toBeUndefined();
    expect(await one.claimEvents(session.id, 1, 3)).toEqual([0, 1, 2]);
    const [first, second] = await Promise.all([one.claimEvents(session.id, 1, 6), two.claimEvents(session.id, 1, 6)]);
    expect([...first, ...second].sort()).toEqual([3, 4, 5]);
    expect(await two.claimEvents(session.id, 2, 1)).toEqual([0]);
    // Housekeeping on a later start removes ended sessions and their events.
    await new DatabaseSsaiSessions(b.db).create({ ...data, expiresAt: 200_000 }, 100_000);
    expect(await a.db.selectFrom('ssai_beacons').select('event_index').where('session_id', '=', session.id).execute()).toEqual([]);
  });
});
