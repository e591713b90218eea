import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './args';

const DEMO = '/srv/catalog';

describe('command line', () => {
  it('defaults to the demo catalog on 127.0.0.1:8080', () => {
    expect(parseCliArgs([], {}, DEMO)).toEqual({ catalogDir: DEMO, port: 8080, host: '127.0.0.1', publicUrl: undefined, logLevel: 'warn', help: false });
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

  it.each([
    [['--port', '1'], {}, 'unknown argument: --port'],
    [['--catalog'], {}, '--catalog needs a folder'],
    [['--catalog='], {}, '--catalog needs a folder'],
    [[], { PORT: 'eighty' }, 'PORT must be a port number (0-65535), not "eighty"'],
    [[], { PORT: '70000' }, 'PORT must be a port number (0-65535), not "70000"'],
    [[], { LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [[], { PUBLIC_URL: 'tv.example.org/path' }, 'PUBLIC_URL must be an origin such as https://media.example.org'],
  ])('refuses %j %j', (argv, env, message) => {
    expect(() => parseCliArgs(argv, env, DEMO)).toThrow(message);
  });
});
