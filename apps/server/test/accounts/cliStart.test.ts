import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../src/cli/args';
import { startServer } from '../../src/cli/start';
import { TOKEN_SECRET_FILE } from '../../src/cli/tokenSecret';
import { demoCatalogDir } from '../../src/testing';
import { ApiClient } from './helpers';

describe('the command line with accounts (SQLite in the data folder)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = () => {
    const options = parseCliArgs(['--data-dir', dataDir], { PORT: '0', LOG_LEVEL: 'silent' }, demoCatalogDir());
    return startServer(options);
  };

  it('creates the database and the token secret, and tokens (media tokens too) outlive a restart', async () => {
    const first = await start();
    let token: string;
    let mediaToken: string;
    try {
      token = (await new ApiClient(`${first.url}/api`).register()).token;
      mediaToken = ((await (await fetch(`${first.url}/v2/items/jw-media/token?app_config_id=demoauth&media_id=lcMusic2`, { headers: { authorization: `Bearer ${token}` } })).json()) as { token: string }).token;
      expect(existsSync(join(dataDir, 'accounts.sqlite'))).toBe(true);
      expect(existsSync(join(dataDir, TOKEN_SECRET_FILE))).toBe(true);
    } finally {
      await first.app.close();
    }
    const second = await start();
    try {
      expect((await new ApiClient(`${second.url}/api`).get('/customers/me', token)).status).toBe(200);
      // The content secret is derived from the token secret kept in the data folder.
      expect((await fetch(`${second.url}/v2/media/lcMusic2?token=${mediaToken}`)).status).toBe(200);
      expect((await fetch(`${second.url}/v2/media/lcMusic2`)).status).toBe(401);
      expect((await new ApiClient(`${second.url}/api`).get('/dev/outbox')).status).toBe(404);
    } finally {
      await second.app.close();
    }
  });

  it('serves no /api with --no-accounts', async () => {
    const started = await startServer(parseCliArgs(['--no-accounts'], { PORT: '0', LOG_LEVEL: 'silent' }, demoCatalogDir()));
    try {
      expect((await fetch(`${started.url}/api/customers/me`)).status).toBe(404);
    } finally {
      await started.app.close();
    }
  });

  it('closes the server when it cannot listen', async () => {
    const holder = await startServer(parseCliArgs(['--no-accounts'], { PORT: '0', LOG_LEVEL: 'silent' }, demoCatalogDir()));
    try {
      const port = new URL(holder.url).port;
      await expect(startServer(parseCliArgs(['--data-dir', dataDir], { PORT: port, LOG_LEVEL: 'silent' }, demoCatalogDir()))).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await holder.app.close();
    }
  });
});
