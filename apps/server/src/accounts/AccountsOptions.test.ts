import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT, resolveAccountsOptions } from './AccountsOptions';

describe('account options', () => {
  it('applies the defaults: in-memory SQLite, a random secret, 7-day tokens, production hashing', () => {
    const settings = resolveAccountsOptions({});
    expect(settings.database).toEqual({ dialect: 'sqlite', file: ':memory:' });
    expect(settings.outboxDir).toBeUndefined();
    expect(settings.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(resolveAccountsOptions({}).tokenSecret).not.toBe(settings.tokenSecret);
    expect(settings).toMatchObject({ tokenTtlSeconds: 604800, devOutbox: false, rateLimit: DEFAULT_RATE_LIMIT, passwordHashCost: 'production' });
  });

  it('chooses SQLite in the data folder, or PostgreSQL when a URL is given', () => {
    expect(resolveAccountsOptions({ dataDir: '/srv/data' })).toMatchObject({ database: { dialect: 'sqlite', file: '/srv/data/accounts.sqlite' }, outboxDir: '/srv/data/outbox' });
    expect(resolveAccountsOptions({ dataDir: '/srv/data', databaseUrl: 'postgres://h/db' }).database).toEqual({ dialect: 'postgres', url: 'postgres://h/db' });
  });

  it('normalises the allowed reset origins', () => {
    expect([...resolveAccountsOptions({ allowedResetOrigins: ['https://TV.example.org/', 'http://a.example:80'] }).allowedResetOrigins]).toEqual([
      'https://tv.example.org',
      'http://a.example',
    ]);
  });

  it.each([
    [{ databaseUrl: 'mysql://h/db' }, 'accounts.databaseUrl must be a postgres:// or postgresql:// URL'],
    [{ tokenSecret: 'short' }, 'accounts.tokenSecret must have at least 32 characters'],
    [{ tokenTtlSeconds: 0 }, 'accounts.tokenTtlSeconds must be a positive integer'],
    [{ rateLimit: { perAccount: 1, perAddress: 1.5, windowSeconds: 1 } }, 'accounts.rateLimit.perAddress must be a positive integer'],
    [{ allowedResetOrigins: ['tv.example.org'] }, 'is not an origin'],
    [{ allowedResetOrigins: ['ftp://tv.example.org'] }, 'must be http or https'],
  ])('refuses %j', (options, message) => {
    expect(() => resolveAccountsOptions(options)).toThrow(message);
  });
});
