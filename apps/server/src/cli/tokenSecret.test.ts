import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateTokenSecret, TOKEN_SECRET_FILE } from './tokenSecret';

describe('token secret of the data folder', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is generated once, readable by its owner only, and kept', () => {
    root = mkdtempSync(join(tmpdir(), 'ott-secret-'));
    const dataDir = join(root, 'data');
    const first = loadOrCreateTokenSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(statSync(join(dataDir, TOKEN_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateTokenSecret(dataDir)).toBe(first);
    expect(readFileSync(join(dataDir, TOKEN_SECRET_FILE), 'utf8').trim()).toBe(first);
  });

  it('refuses a file too short to be a key', () => {
    root = mkdtempSync(join(tmpdir(), 'ott-secret-'));
    writeFileSync(join(root, TOKEN_SECRET_FILE), 'short\n', { mode: 0o644 });
    expect(() => loadOrCreateTokenSecret(root)).toThrow('must hold at least 32 characters');
    expect(statSync(join(root, TOKEN_SECRET_FILE)).mode & 0o777).toBe(0o600);
  });
});
