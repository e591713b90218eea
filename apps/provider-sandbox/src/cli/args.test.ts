import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, parseArgs, UsageError } from './args';

describe('parseArgs', () => {
  it('has defaults: the port, ./data, dev routes on', () => {
    expect(parseArgs([])).toEqual({ port: DEFAULT_PORT, storage: { dataDir: 'data' }, offersFile: undefined, publisherFile: undefined, captcha: {}, devRoutes: true, help: false });
  });

  it('reads every option', () => {
    expect(parseArgs(['--port', '0', '--data-dir', '/tmp/d', '--offers', 'o.json', '--publisher', 'p.json', '--captcha-hmac-key', 'k'.repeat(32), '--captcha-required', '--no-dev-routes', '--help'])).toEqual({
      port: 0,
      storage: { dataDir: '/tmp/d' },
      offersFile: 'o.json',
      publisherFile: 'p.json',
      captcha: { hmacKey: 'k'.repeat(32), required: true },
      devRoutes: false,
      help: true,
    });
    expect(parseArgs(['--memory']).storage).toBe(':memory:');
  });

  it.each([[['--port', 'x']], [['--port', '70000']], [['--port']], [['--data-dir', '--memory']], [['--captcha-hmac-key']], [['--what']]])('refuses %j', (argv) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
  });
});
