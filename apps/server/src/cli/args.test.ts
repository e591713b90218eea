import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './args';

const DEMO = '/srv/catalog';
const NO_COGNITO = { issuer: undefined, clientId: undefined, paymentsHost: undefined, paymentsKey: undefined, externalProviders: undefined };
const ACCOUNTS_DEFAULT = { enabled: true, dataDir: '/srv/data', databaseUrl: undefined, tokenSecret: undefined, devOutbox: false, captchaRequired: false, captchaHmacKey: undefined, allowedResetOrigins: [], rateLimit: undefined, requestLimitFactor: undefined, cognito: NO_COGNITO };

describe('command line', () => {
  it('defaults to the demo catalog on 127.0.0.1:8080, with accounts in SQLite beside the catalog', () => {
    expect(parseCliArgs([], {}, DEMO)).toEqual({
      catalogDir: DEMO,
      port: 8080,
      host: '127.0.0.1',
      publicUrl: undefined,
      allowedHosts: undefined,
      logLevel: 'warn',
      accounts: ACCOUNTS_DEFAULT,
      contentSecret: undefined,
      countryHeader: undefined,
      cleengHost: undefined,
      jwpHost: undefined,
      help: false,
    });
    expect(parseCliArgs([], {}, DEMO, '/var/lib/ott').accounts.dataDir).toBe('/var/lib/ott');
  });

  it('reads the account options from flags and from the environment', () => {
    const secret = 'x'.repeat(32);
    expect(parseCliArgs(['--data-dir', '/d', '--database-url=postgres://u@h/db', '--dev-outbox'], {}, DEMO).accounts).toEqual({
      ...ACCOUNTS_DEFAULT,
      dataDir: '/d',
      databaseUrl: 'postgres://u@h/db',
      devOutbox: true,
    });
    expect(
      parseCliArgs([], { DATA_DIR: '/e', DATABASE_URL: 'postgresql://h/db', TOKEN_SECRET: secret, DEV_OUTBOX: '1', ALLOWED_RESET_ORIGINS: 'https://a.example, http://b.example:8080' }, DEMO)
        .accounts,
    ).toEqual({
      enabled: true,
      dataDir: '/e',
      databaseUrl: 'postgresql://h/db',
      tokenSecret: secret,
      devOutbox: true,
      captchaRequired: false,
      captchaHmacKey: undefined,
      allowedResetOrigins: ['https://a.example', 'http://b.example:8080'],
      rateLimit: undefined,
      requestLimitFactor: undefined,
      cognito: NO_COGNITO,
    });
    expect(parseCliArgs([], { REQUEST_LIMIT_FACTOR: '100' }, DEMO).accounts.requestLimitFactor).toBe(100);
    expect(() => parseCliArgs([], { REQUEST_LIMIT_FACTOR: '0.5' }, DEMO)).toThrow('REQUEST_LIMIT_FACTOR must be a whole number');
    expect(parseCliArgs([], { LOGIN_RATE_LIMIT: '5/50/60' }, DEMO).accounts.rateLimit).toEqual({ perAccount: 5, perAddress: 50, windowSeconds: 60 });
    expect(parseCliArgs(['--no-accounts'], {}, DEMO).accounts.enabled).toBe(false);
    expect(parseCliArgs(['--captcha-required'], {}, DEMO).accounts.captchaRequired).toBe(true);
    expect(parseCliArgs([], { OTT_CAPTCHA_REQUIRED: '1' }, DEMO).accounts.captchaRequired).toBe(true);
    expect(parseCliArgs([], { OTT_CAPTCHA_HMAC_KEY: 'k'.repeat(32) }, DEMO).accounts.captchaHmacKey).toBe('k'.repeat(32));
    expect(() => parseCliArgs([], { OTT_CAPTCHA_HMAC_KEY: 'short' }, DEMO)).toThrow('OTT_CAPTCHA_HMAC_KEY must have at least 32 characters');
    expect(parseCliArgs([], { ACCOUNTS: '0', DEV_OUTBOX: 'false' }, DEMO).accounts).toMatchObject({ enabled: false, devOutbox: false });
    // A flag wins over the environment.
    expect(parseCliArgs(['--data-dir=/flag'], { DATA_DIR: '/env' }, DEMO).accounts.dataDir).toBe('/flag');
  });

  it.each([
    [['--catalog', '/data/lib'], '/data/lib'],
    [['--catalog=/data/lib'], '/data/lib'],
    [['--', '--catalog', '/data/lib'], '/data/lib'],
  ])('reads %j', (argv, catalogDir) => {
    expect(parseCliArgs(argv, {}, DEMO).catalogDir).toBe(catalogDir);
  });

  it('reads the environment', () => {
    expect(parseCliArgs(['--help'], { PORT: '0', HOST: '0.0.0.0', PUBLIC_URL: 'https://tv.example.org', LOG_LEVEL: 'info' }, DEMO)).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      publicUrl: 'https://tv.example.org',
      logLevel: 'info',
      help: true,
    });
  });

  it('listening beyond this machine needs PUBLIC_URL or ALLOWED_HOSTS (reply URLs never follow a stranger\'s Host)', () => {
    expect(() => parseCliArgs([], { HOST: '0.0.0.0' }, DEMO)).toThrow('HOST=0.0.0.0 listens beyond this machine: set PUBLIC_URL');
    expect(() => parseCliArgs([], { HOST: '::' }, DEMO)).toThrow('listens beyond this machine');
    expect(parseCliArgs([], { HOST: '0.0.0.0', ALLOWED_HOSTS: 'TV.example.org, tv.example.org:8443,[::1]:8080' }, DEMO).allowedHosts).toEqual([
      'tv.example.org',
      'tv.example.org:8443',
      '[::1]:8080',
    ]);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) expect(parseCliArgs([], { HOST: host }, DEMO).host).toBe(host);
    expect(() => parseCliArgs([], { ALLOWED_HOSTS: 'tv.example.org/path' }, DEMO)).toThrow('ALLOWED_HOSTS: "tv.example.org/path" is not a host name');
  });

  it('reads the content-protection options: the country header (flag or environment) and the content secret', () => {
    const secret = 'c'.repeat(32);
    expect(parseCliArgs(['--country-header', 'CF-IPCountry'], { CONTENT_SECRET: secret }, DEMO)).toMatchObject({ countryHeader: 'cf-ipcountry', contentSecret: secret });
    expect(parseCliArgs([], { OTT_COUNTRY_HEADER: 'x-viewer-country' }, DEMO).countryHeader).toBe('x-viewer-country');
    expect(parseCliArgs(['--country-header=x-a'], { OTT_COUNTRY_HEADER: 'x-b' }, DEMO).countryHeader).toBe('x-a');
    expect(parseCliArgs(['--cleeng-host', 'http://127.0.0.1:8180'], {}, DEMO).cleengHost).toBe('http://127.0.0.1:8180');
    expect(parseCliArgs([], { OTT_CLEENG_HOST: 'https://billing.example.org' }, DEMO).cleengHost).toBe('https://billing.example.org');
    expect(() => parseCliArgs(['--cleeng-host', 'not a url'], {}, DEMO)).toThrow('--cleeng-host / OTT_CLEENG_HOST must be a URL');
    expect(parseCliArgs(['--jwp-host', 'http://127.0.0.1:8180/inplayer'], {}, DEMO).jwpHost).toBe('http://127.0.0.1:8180/inplayer');
    expect(parseCliArgs([], { OTT_JWP_HOST: 'https://platform.example.org/v' }, DEMO).jwpHost).toBe('https://platform.example.org/v');
    expect(() => parseCliArgs(['--jwp-host=127.0.0.1:8180'], {}, DEMO)).toThrow('--jwp-host / OTT_JWP_HOST must be a URL');
  });

  it('reads the Cognito-style variant options from flags, else the environment', () => {
    const library = [
      {
        name: 'library',
        issuer: 'http://127.0.0.1:8180/_library/library',
        jwksUri: 'http://127.0.0.1:8180/_library/library/.well-known/jwks.json',
        loginUrl: 'http://127.0.0.1:8180/_library/library/login',
        title: 'City Library',
      },
    ];
    expect(
      parseCliArgs(
        ['--cognito-issuer', 'http://127.0.0.1:9229/local_0tt0demo', '--cognito-client-id=0ttdemoclient00000000000000', '--payments-host', 'http://127.0.0.1:8180', '--external-providers', JSON.stringify(library)],
        { OTT_PAYMENTS_HOST: 'https://ignored.example' },
        DEMO,
      ).accounts.cognito,
    ).toEqual({ issuer: 'http://127.0.0.1:9229/local_0tt0demo', clientId: '0ttdemoclient00000000000000', paymentsHost: 'http://127.0.0.1:8180', paymentsKey: undefined, externalProviders: library });
    expect(
      parseCliArgs([], { OTT_COGNITO_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc', OTT_COGNITO_CLIENT_ID: 'abc123', OTT_PAYMENTS_HOST: 'https://pay.example', OTT_PAYMENTS_KEY: 'sk_test_1', OTT_EXTERNAL_PROVIDERS: '[]' }, DEMO).accounts.cognito,
    ).toEqual({ issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc', clientId: 'abc123', paymentsHost: 'https://pay.example', paymentsKey: 'sk_test_1', externalProviders: [] });
  });

  it.each([
    [['--cognito-issuer', 'cognito'], {}, '--cognito-issuer / OTT_COGNITO_ISSUER must be a URL'],
    [[], { OTT_COGNITO_CLIENT_ID: 'a b' }, '--cognito-client-id / OTT_COGNITO_CLIENT_ID must be an app client id'],
    [['--payments-host=stripe'], {}, '--payments-host / OTT_PAYMENTS_HOST must be a URL'],
    [['--external-providers', '{'], {}, '--external-providers / OTT_EXTERNAL_PROVIDERS is not JSON'],
    [[], { OTT_EXTERNAL_PROVIDERS: '{}' }, 'is not a list'],
    [[], { OTT_EXTERNAL_PROVIDERS: '[{"name":"a b","issuer":"https://i","jwksUri":"https://j"}]' }, '[0].name is not a name'],
    [[], { OTT_EXTERNAL_PROVIDERS: '[{"name":"lib","issuer":"javascript:x","jwksUri":"https://j"}]' }, '[0].issuer is not an http(s) URL'],
    [[], { OTT_EXTERNAL_PROVIDERS: '[{"name":"lib","issuer":"https://i"}]' }, '[0].jwksUri is not an http(s) URL'],
    [[], { OTT_EXTERNAL_PROVIDERS: '[{"name":"lib","issuer":"https://i","jwksUri":"https://j","loginUrl":"javascript:alert(1)"}]' }, '[0].loginUrl is not an http(s) URL'],
    [[], { OTT_EXTERNAL_PROVIDERS: '[{"name":"lib","issuer":"https://i","jwksUri":"https://j","title":" "}]' }, '[0].title is not a name of 1-80 characters'],
  ])('refuses the Cognito options %j %j', (argv, env, message) => {
    expect(() => parseCliArgs(argv, env, DEMO)).toThrow(message);
  });

  it.each([
    [['--country-header'], {}, '--country-header needs a header name'],
    [['--country-header', 'bad header'], {}, '--country-header / OTT_COUNTRY_HEADER must be a header name'],
    [[], { CONTENT_SECRET: 'short' }, 'CONTENT_SECRET must have at least 32 characters'],
    [['--port', '1'], {}, 'unknown argument: --port'],
    [['--catalog'], {}, '--catalog needs a folder'],
    [['--catalog='], {}, '--catalog needs a folder'],
    [[], { PORT: 'eighty' }, 'PORT must be a port number (0-65535), not "eighty"'],
    [[], { PORT: '70000' }, 'PORT must be a port number (0-65535), not "70000"'],
    [[], { LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [[], { PUBLIC_URL: 'tv.example.org/path' }, 'PUBLIC_URL must be an origin such as https://media.example.org'],
    [['--data-dir'], {}, '--data-dir needs a folder'],
    [['--database-url='], {}, '--database-url needs a URL'],
    [['toString'], {}, 'unknown argument: toString'],
    [[], { DATABASE_URL: 'mysql://h/db' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [[], { TOKEN_SECRET: 'short' }, 'TOKEN_SECRET must have at least 32 characters'],
    [[], { DEV_OUTBOX: 'maybe' }, 'DEV_OUTBOX must be 1 or 0'],
    [[], { LOGIN_RATE_LIMIT: '10/0/900' }, 'LOGIN_RATE_LIMIT must be three positive integers'],
    [[], { LOGIN_RATE_LIMIT: '10,100,900' }, 'LOGIN_RATE_LIMIT must be three positive integers'],
    [[], { ALLOWED_RESET_ORIGINS: 'https://a.example/path' }, 'ALLOWED_RESET_ORIGINS: "https://a.example/path" is not an origin'],
  ])('refuses %j %j', (argv, env, message) => {
    expect(() => parseCliArgs(argv, env, DEMO)).toThrow(message);
  });
});
