import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDevOptions } from './devOptions.mjs';

test('by default: the main site on its dev port, the server on 8080', () => {
  const options = parseDevOptions([]);
  assert.equal(options.site.name, 'web');
  assert.deepEqual([options.sitePort, options.serverPort, options.serverPortChosen, options.help], [5173, 8080, false, false]);
});

test('--site picks the other site and its port', () => {
  const options = parseDevOptions(['--site', 'story-time']);
  assert.deepEqual([options.site.name, options.sitePort], ['story-time', 5174]);
});

test('ports from flags win over the environment', () => {
  const env = { OTT_SITE_PORT: '3000', OTT_SERVER_PORT: '9000' };
  const options = parseDevOptions(['--port', '4000'], env);
  assert.deepEqual([options.sitePort, options.serverPort, options.serverPortChosen], [4000, 9000, true]);
  assert.equal(parseDevOptions(['--server-port=9100'], env).serverPort, 9100);
});

test("`pnpm dev -- --port 3000` works as `pnpm dev --port 3000`", () => {
  assert.equal(parseDevOptions(['--', '--port', '3000']).sitePort, 3000);
});

test('a bad command line says what is wrong', () => {
  assert.throws(() => parseDevOptions(['--port', 'abc']), /--port must be a port number/);
  assert.throws(() => parseDevOptions([], { OTT_SERVER_PORT: '70000' }), /OTT_SERVER_PORT must be a port number/);
  assert.throws(() => parseDevOptions(['--site', 'authvod']), /--site must be one of web, story-time/);
  assert.throws(() => parseDevOptions(['--prot', '1']), /Unknown option '--prot'/);
  assert.equal(parseDevOptions(['-h']).help, true);
});
