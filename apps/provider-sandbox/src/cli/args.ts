export const DEFAULT_PORT = 8180;
export const HOST = '127.0.0.1';

export const USAGE = `Usage: node dist/main.js [--port N] [--data-dir DIR | --memory] [--offers FILE] [--publisher FILE] [--captcha-hmac-key KEY] [--captcha-required] [--no-dev-routes]

A development and test stand-in for the subscription-billing provider's API, on ${HOST} only.

  --port N          port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --data-dir DIR    keep state in DIR/provider-sandbox.sqlite (default: ./data)
  --memory          keep state in memory only (gone when the process stops)
  --offers FILE     offers data file (default: the package's seed/offers.json)
  --publisher FILE  publisher file: consents, capture settings (default: seed/publisher.json)
  --captcha-hmac-key KEY
                    the publisher's ALTCHA HMAC key (32+ characters; default: the publisher
                    file's captchaHmacKey): captcha values are verified with it
  --captcha-required
                    register, free submit and PayPal need a verified captcha value
                    (default: the publisher file's captchaRequired)
  --no-dev-routes   do not serve /_sandbox/* (clock, outbox, grants)
  --help            show this help`;

export class UsageError extends Error {}

export interface CliOptions {
  port: number;
  storage: ':memory:' | { dataDir: string };
  offersFile: string | undefined;
  publisherFile: string | undefined;
  /** Wins over the publisher file's captcha settings when given. */
  captcha: { hmacKey?: string; required?: boolean };
  devRoutes: boolean;
  help: boolean;
}

/** Reads the command line; throws UsageError on anything it does not know. */
export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { port: DEFAULT_PORT, storage: { dataDir: 'data' }, offersFile: undefined, publisherFile: undefined, captcha: {}, devRoutes: true, help: false };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = (): string => {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${flag} needs a value`);
      index += 1;
      return next;
    };
    switch (flag) {
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError('--port must be a port number (0-65535)');
        options.port = port;
        break;
      }
      case '--data-dir':
        options.storage = { dataDir: value() };
        break;
      case '--memory':
        options.storage = ':memory:';
        break;
      case '--offers':
        options.offersFile = value();
        break;
      case '--publisher':
        options.publisherFile = value();
        break;
      case '--captcha-hmac-key':
        options.captcha.hmacKey = value();
        break;
      case '--captcha-required':
        options.captcha.required = true;
        break;
      case '--no-dev-routes':
        options.devRoutes = false;
        break;
      case '--help':
        options.help = true;
        break;
      default:
        throw new UsageError(`Unknown option: ${flag}`);
    }
  }
  return options;
}
