import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer } from './msw';

describe('useMswServer', () => {
  const server = useMswServer();

  it('answers with the handlers a test installs', async () => {
    server.use(http.get('https://api.test/ping', () => HttpResponse.json({ pong: true })));
    await expect((await fetch('https://api.test/ping')).json()).resolves.toEqual({ pong: true });
  });

  it('has dropped the previous test’s handlers and fails a request nobody answers', async () => {
    await expect(fetch('https://api.test/ping')).rejects.toThrow();
  });
});
