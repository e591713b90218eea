import { describe, expect, it } from 'vitest';
import { startServer } from '../src/cli/start';
import { FIXTURE_CATALOG } from './helpers';

describe('startServer', () => {
  it('listens on 127.0.0.1 on a free port and serves over HTTP', async () => {
    const { app, url } = await startServer({ catalogDir: FIXTURE_CATALOG, port: 0, host: '127.0.0.1', publicUrl: undefined, logLevel: 'silent' });
    try {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${url}/v2/media/movie001`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { playlist: Array<{ image: string }> };
      expect(body.playlist[0]!.image.startsWith(`${url}/`)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('writes the public URL into replies when one is set', async () => {
    const { app, url } = await startServer({ catalogDir: FIXTURE_CATALOG, port: 0, host: '127.0.0.1', publicUrl: 'https://tv.example.org', logLevel: 'silent' });
    try {
      const body = (await (await fetch(`${url}/v2/media/movie001`)).json()) as { playlist: Array<{ image: string }> };
      expect(body.playlist[0]!.image).toBe('https://tv.example.org/v2/media/movie001/images/poster.webp?width=720');
    } finally {
      await app.close();
    }
  });
});
