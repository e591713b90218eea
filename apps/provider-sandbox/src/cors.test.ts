import { describe, expect, it } from 'vitest';
import { buildSandbox } from './app';

describe('CORS', () => {
  it('answers a preflight and lets any origin read the replies', async () => {
    const { app } = buildSandbox();
    const preflight = await app.inject({ method: 'OPTIONS', url: '/auths', headers: { origin: 'http://127.0.0.1:5176', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    const reply = await app.inject({ method: 'GET', url: '/locales', headers: { origin: 'http://127.0.0.1:5176' } });
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    await app.close();
  });
});
