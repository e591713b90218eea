import assert from 'node:assert/strict';
import { test } from 'node:test';
import { choosePorts } from './ports.mjs';

/** A machine where the given ports are taken. */
const takenPorts = (...ports) => async (port) => ports.includes(port);
const ask = ({ site = 5173, server = 8080, chosen = false } = {}) => ({
  site: { port: site, option: '--port' },
  server: { port: server, chosen, option: '--server-port' },
});

test('free ports are used as asked', async () => {
  assert.deepEqual(await choosePorts(ask(), takenPorts()), { sitePort: 5173, serverPort: 8080, serverMoved: false });
});

test("a taken default server port moves to the next free one (a second run beside the first)", async () => {
  assert.deepEqual(await choosePorts(ask(), takenPorts(8080, 8081)), { sitePort: 5173, serverPort: 8082, serverMoved: true });
});

test('the server never takes the site port', async () => {
  assert.deepEqual(await choosePorts(ask({ site: 8081 }), takenPorts(8080)), { sitePort: 8081, serverPort: 8082, serverMoved: true });
  assert.deepEqual(await choosePorts(ask({ site: 8080 }), takenPorts()), { sitePort: 8080, serverPort: 8081, serverMoved: true });
});

test('a server port the user chose must be free', async () => {
  await assert.rejects(choosePorts(ask({ chosen: true }), takenPorts(8080)), /Port 8080 \(the server\) is in use: .* --server-port/);
});

test('a taken site port stops the run with how to choose another', async () => {
  await assert.rejects(choosePorts(ask(), takenPorts(5173)), /Port 5173 \(the site\) is in use: stop what runs there, or choose another port with --port/);
});

test('no free server port among the next 20 stops the run', async () => {
  const allButTheSite = async (port) => port !== 5173;
  await assert.rejects(choosePorts(ask(), allButTheSite), /Port 8080 \(the server, and the 20 after it\)/);
});
