import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { useStarted } from './useStarted';

let closedServer: Server | undefined;

describe('useStarted', () => {
  const server = useStarted(async () => {
    const http = createServer((_request, reply) => reply.end('up'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    closedServer = http;
    return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
  });

  it('has started it before the first test', async () => {
    const reply = await fetch(server.url);
    expect(await reply.text()).toBe('up');
  });

  afterAll(() => {
    // Runs before useStarted's own afterAll (hooks of a block run in reverse order): still listening.
    expect(closedServer?.listening).toBe(true);
  });
});

describe('after the block', () => {
  it('has closed it', () => {
    expect(closedServer?.listening).toBe(false);
  });
});
